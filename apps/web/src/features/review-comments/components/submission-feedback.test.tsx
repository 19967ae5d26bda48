import type { TSubmissionComment, TSubmissionVersion } from '@amplio/shared/schemas/submission-comments';
import { COMMENT_MESSAGES as M } from '@amplio/shared/schemas/submission-comments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmissionFeedback } from './submission-feedback';

const ID = '5b0e7c1a-2f4d-4e6b-9a8c-1d2e3f4a5b6c';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const version = (over: Partial<TSubmissionVersion>): TSubmissionVersion => ({
  version: 1,
  file_url: '/api/files/v1',
  mime_type: 'video/mp4',
  rendition_url: null,
  poster_url: null,
  duration_seconds: 20,
  uploaded_at: '2026-11-27T10:00:00.000Z',
  current: true,
  open_comments: 0,
  ...over,
});
const comment = (over: Partial<TSubmissionComment>): TSubmissionComment => ({
  id: 'c1',
  version: 1,
  at_seconds: 4,
  end_seconds: null,
  body: 'Logo too small',
  author: 'brand',
  resolved: false,
  replies: [],
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
function serve(handler: Handler) {
  const calls: { url: string; method: string; body: unknown; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init.headers),
      });
      return handler(url, init);
    }),
  );
  return calls;
}

function renderFeedback(viewer: 'brand' | 'creator', presentation: 'inline' | 'dialog' = 'inline') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SubmissionFeedback submissionId={ID} viewer={viewer} label="Trail Flask video by Asha" presentation={presentation} />
    </QueryClientProvider>,
  );
}

const open = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Feedback/ }));
  });
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(() => cleanup());

describe('the feedback room', () => {
  it('asks for nothing until opened, then shows the comments as markers and in a list', async () => {
    const calls = serve((url) =>
      url.includes('/versions')
        ? json(200, { success: true, data: [version({ open_comments: 2 })] })
        : json(200, { success: true, data: [comment({}), comment({ id: 'c2', at_seconds: 12, body: 'Say the price' })] }),
    );
    renderFeedback('brand');
    expect(calls).toHaveLength(0);
    await open();
    await screen.findByText('Say the price');
    expect(calls.map((c) => c.url)).toEqual([`/api/submissions/${ID}/versions`, `/api/submissions/${ID}/comments?version=1`]);
    const markers = screen.getAllByTestId('comment-marker');
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual(['Go to 0:04: Logo too small', 'Go to 0:12: Say the price']);
    expect(markers[1]!.parentElement!.style.left).toBe('60%');
  });

  it('seeks the player to a comment’s moment from its marker and from the list', async () => {
    serve((url) =>
      url.includes('/versions')
        ? json(200, { success: true, data: [version({})] })
        : json(200, { success: true, data: [comment({ at_seconds: 12 })] }),
    );
    renderFeedback('creator');
    await open();
    const player = (await screen.findByTestId('feedback-player')) as HTMLVideoElement;
    await screen.findByText('Logo too small');
    fireEvent.click(screen.getByRole('button', { name: 'Go to 0:12: Logo too small' }));
    expect(player.currentTime).toBe(12);
    player.currentTime = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Play from 0:12' }));
    expect(player.currentTime).toBe(12);
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    serve((url) => {
      if (url.includes('/versions')) return json(200, { success: true, data: [version({})] });
      return fail ? json(500, { message: 'boom' }) : json(200, { success: true, data: [] });
    });
    renderFeedback('brand');
    await open();
    await screen.findByText(M.loadFailed);
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: M.retry }));
    });
    expect(await screen.findByText(M.emptyBrand)).toBeTruthy();
  });

  it('the brand comments at the paused moment with an Idempotency-Key, the same key for a retry', async () => {
    let attempt = 0;
    const calls = serve((url, init) => {
      if (url.includes('/versions')) return json(200, { success: true, data: [version({})] });
      if (init.method === 'POST') {
        attempt++;
        if (attempt === 1) return json(503, { message: 'Try again' });
        return json(201, { success: true, message: 'Comment added', data: comment({ body: 'Brighter please' }) });
      }
      return json(200, { success: true, data: [] });
    });
    renderFeedback('brand');
    await open();
    const box = await screen.findByLabelText(/Comment at 0:00/);
    fireEvent.change(box, { target: { value: '  Brighter please ' } });
    const send = screen.getByRole('button', { name: 'Comment at 0:00' });
    await act(async () => {
      fireEvent.click(send);
    });
    await waitFor(() => expect(attempt).toBe(1));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Comment at 0:00' }));
    });
    await screen.findByText('Brighter please', { selector: 'p' });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((p) => p.body)).toEqual([
      { version: 1, at_seconds: 0, body: 'Brighter please' },
      { version: 1, at_seconds: 0, body: 'Brighter please' },
    ]);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(posts[0]!.headers.get('Idempotency-Key'));
  });

  it('refuses an empty comment in the page with the exact message', async () => {
    serve((url) =>
      url.includes('/versions') ? json(200, { success: true, data: [version({})] }) : json(200, { success: true, data: [] }),
    );
    renderFeedback('brand');
    await open();
    await screen.findByLabelText(/Comment at 0:00/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Comment at 0:00' }));
    });
    expect(screen.getByText(M.bodyRequired)).toBeTruthy();
  });

  it('the creator has no comment form, replies in place and marks a comment resolved', async () => {
    const calls = serve((url) => {
      if (url.includes('/versions')) return json(200, { success: true, data: [version({ open_comments: 1 })] });
      if (url.endsWith('/replies'))
        return json(201, {
          success: true,
          message: 'Reply added',
          data: comment({ replies: [{ id: 'r1', body: 'Done', author: 'creator', created_at: '2026-11-27T11:00:00.000Z' }] }),
        });
      if (url.endsWith('/resolve')) return json(200, { success: true, message: 'Comment resolved', data: comment({ resolved: true }) });
      return json(200, { success: true, data: [comment({})] });
    });
    renderFeedback('creator');
    await open();
    await screen.findByText('Logo too small');
    expect(screen.queryByRole('form', { name: 'Comment on the video' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Reply/ }));
    });
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Done' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    });
    const item = await screen.findByTestId('comment-item');
    await within(item).findByText('Done');
    await act(async () => {
      fireEvent.click(within(item).getByRole('button', { name: /Mark resolved/ }));
    });
    await within(item).findByText('Resolved');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/submissions/comments/c1/replies',
      '/api/submissions/comments/c1/resolve',
    ]);
  });

  it('switches between versions, each with its own comments', async () => {
    serve((url) => {
      if (url.includes('/versions'))
        return json(200, {
          success: true,
          data: [version({ current: false, open_comments: 1 }), version({ version: 2, file_url: '/api/files/v2' })],
        });
      return url.includes('version=1')
        ? json(200, { success: true, data: [comment({ body: 'On the first take' })] })
        : json(200, { success: true, data: [comment({ id: 'c9', version: 2, body: 'On the second take' })] });
    });
    renderFeedback('brand');
    await open();
    await screen.findByText('On the second take');
    const player = screen.getByTestId('feedback-player');
    expect(player.querySelector('source')?.getAttribute('src')).toBe('/api/files/v2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^v1/ }));
    });
    await screen.findByText('On the first take');
    expect(screen.getByTestId('feedback-player').querySelector('source')?.getAttribute('src')).toBe('/api/files/v1');
    expect(screen.getByRole('button', { name: /^v1/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens in a wide dialog from the brand’s card, named after the video', async () => {
    serve((url) =>
      url.includes('/versions') ? json(200, { success: true, data: [version({})] }) : json(200, { success: true, data: [] }),
    );
    renderFeedback('brand', 'dialog');
    const toggle = screen.getByRole('button', { name: /Feedback/ });
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Feedback: Trail Flask video by Asha' });
    expect(await within(dialog).findByTestId('feedback-player')).toBeTruthy();
  });
});
