import { PORTFOLIO_MESSAGES as M, type TPortfolioVideo } from '@amplio/shared/schemas/creator-portfolio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortfolioEditor } from './portfolio-editor';

const SHOWN = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
const BOUGHT = '2c3d4e5f-6071-4829-93a4-b5c6d7e8f9a0';

const video = (overrides: Partial<TPortfolioVideo>): TPortfolioVideo => ({
  script_id: SHOWN,
  title: 'Trail flask',
  campaign_name: 'Trail flask',
  brand_name: 'Glow Labs',
  completed_at: '2026-11-02T10:00:00.000Z',
  video_url: '/api/files/5f1d',
  video_mime_type: 'video/mp4',
  poster_url: null,
  can_show: true,
  reason: null,
  ...overrides,
});
const VIDEOS = [
  video({}),
  video({ script_id: BOUGHT, title: 'Night cream', campaign_name: 'Night cream', can_show: false, reason: M.videoRightsForbid }),
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers GET with `editor`, the CSRF call with a cookie, and each PUT with the next queued answer. */
function serve(editor: { items: unknown[]; videos: TPortfolioVideo[] }, ...answers: Response[]) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      if (url.includes('/sanctum/csrf-cookie')) {
        // biome-ignore lint/suspicious/noDocumentCookie: the server's XSRF-TOKEN cookie, as the browser would keep it
        document.cookie = 'XSRF-TOKEN=tok-1';
        return new Response(null, { status: 204 });
      }
      if (url.includes('/api/creator/brand-view/portfolio') && init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return answers.shift() ?? json(500, {});
      }
      if (url.includes('/api/creator/brand-view/portfolio')) return json(200, { success: true, data: editor });
      return json(404, { message: 'Not found' });
    }),
  );
  return puts;
}

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <PortfolioEditor /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const act$ = (fn: () => void) =>
  act(async () => {
    fn();
  });
const order = () =>
  within(screen.getByRole('list', { name: 'Your portfolio, in the order brands see it' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PortfolioEditor', () => {
  it('shows a loading state, then says how to get a first video when there is none', async () => {
    serve({ items: [], videos: [] });
    renderEditor();
    expect(screen.getByRole('status', { name: 'Loading your portfolio' })).toBeTruthy();
    expect(await screen.findByText('Complete a collaboration to show its video here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find campaigns' })).toBeTruthy();
    expect(screen.getByText(/Nothing picked yet/)).toBeTruthy();
  });

  it('picks a video, adds an https link, reorders with the keyboard and saves in that order', async () => {
    const saved = {
      items: [
        { kind: 'link', title: 'Cooking reel', url: 'https://youtu.be/abc' },
        { kind: 'video', script_id: SHOWN },
      ],
    };
    const puts = serve({ items: [], videos: VIDEOS }, json(200, { success: true, message: M.saved, data: { ...saved, videos: VIDEOS } }));
    renderEditor();
    const shown = await screen.findByRole('checkbox', { name: /Trail flask/ });
    const bought = screen.getByRole('checkbox', { name: /Night cream/ });
    expect((bought as HTMLInputElement).disabled).toBe(true);
    expect(bought.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(bought.getAttribute('aria-describedby')!)?.textContent).toBe(M.videoRightsForbid);

    await act$(() => fireEvent.click(shown));
    expect(order()).toEqual(['Trail flask']);

    // The form checks the link with the server's rules before adding it.
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Cooking reel' } });
    fireEvent.change(screen.getByLabelText(/^Link/), { target: { value: 'http://youtu.be/abc' } });
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Add link' })));
    expect(await screen.findByText(M.urlNotHttps)).toBeTruthy();
    expect(order()).toEqual(['Trail flask']);
    fireEvent.change(screen.getByLabelText(/^Link/), { target: { value: 'https://youtu.be/abc' } });
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Add link' })));
    expect(order()).toEqual(['Trail flask', 'Cooking reel']);

    const up = screen.getByRole('button', { name: 'Move Cooking reel up' });
    up.focus();
    await act$(() => fireEvent.click(up));
    expect(order()).toEqual(['Cooking reel', 'Trail flask']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Cooking reel up' }));
    expect(screen.getByText('Moved to position 1 of 2.')).toBeTruthy();
    expect(screen.getByText('You have changes that are not saved yet.')).toBeTruthy();

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Save portfolio' })));
    expect(puts).toEqual([saved]);
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(screen.queryByText('You have changes that are not saved yet.')).toBeNull();
  });

  it('shows the server’s refusal under the piece it is about, and keeps the edits', async () => {
    const errors = { 'items.0.script_id': [M.videoNotCompleted] };
    const puts = serve(
      { items: [{ kind: 'video', script_id: SHOWN }], videos: VIDEOS },
      json(422, { message: M.videoNotCompleted, errors }),
    );
    renderEditor();
    await screen.findByRole('button', { name: 'Move Trail flask up' });
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Save portfolio' })));
    expect(puts).toEqual([{ items: [{ kind: 'video', script_id: SHOWN }] }]);
    const row = screen.getByRole('list', { name: 'Your portfolio, in the order brands see it' }).querySelector('li')!;
    expect(await within(row).findByText(M.videoNotCompleted)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(M.videoNotCompleted);
    expect(order()).toEqual(['Trail flask']);
  });

  it('stops offering videos at 12 picks and says why', async () => {
    const twelve = Array.from({ length: 13 }, (_, i) =>
      video({ script_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, title: `Clip ${i + 1}` }),
    );
    serve({ items: twelve.slice(0, 12).map((v) => ({ kind: 'video', script_id: v.script_id })), videos: twelve });
    renderEditor();
    const last = await screen.findByRole('checkbox', { name: /Clip 13/ });
    expect((last as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/You picked 12 videos, the most a portfolio shows/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Clip 1\b/ }) as HTMLInputElement).disabled).toBe(false);
  });
});
