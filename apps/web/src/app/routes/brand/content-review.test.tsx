import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, submission } from '../../../features/review/submission-fixture.test-support';
import ContentReviewPage from './content-review';

const CAMPAIGN_ID = '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';
const COUNTS = { all: 3, pending: 1, approved: 1, rejected: 1 };
const page = (data: unknown, counts = COUNTS) =>
  json(200, { success: true, data: { data, current_page: 1, per_page: 10, total: 3, last_page: 1 }, counts });
const CAMPAIGNS = json(200, {
  data: [
    { id: CAMPAIGN_ID, product_name: 'Trail Flask', status: 'active' },
    { id: '9c1d2e3f-4a5b-4c6d-8e7f-1a2b3c4d5e6f', product_name: 'Unfunded idea', status: 'draft' },
  ],
  current_page: 1,
  per_page: 10,
  total: 2,
  last_page: 1,
});

/** Answers the campaigns call, and each submissions call with the next queued answer (a never-settling one when none is left). */
function serve(...answers: (Response | Error)[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      if (url.startsWith('/api/brands/campaigns')) return CAMPAIGNS.clone();
      // The cards' own reads (their videos' processing) are not the list's: they wait.
      if (!url.startsWith('/api/brands/creator-submissions')) return new Promise<Response>(() => undefined);
      urls.push(url);
      const answer = answers.shift();
      if (!answer) return new Promise<Response>(() => undefined);
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  return urls;
}

function renderPage(url = '/brand/content-review') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/brand/content-review', Component: ContentReviewPage },
      { path: '/brand/login', Component: () => <p>Brand sign in</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Content Review & Approvals page', () => {
  it('shows the title, the subtitle and Loading submissions... while the list loads', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Content Review & Approvals' })).toBeTruthy();
    expect(screen.getByText('Review and manage creator submissions for your campaigns')).toBeTruthy();
    expect(await screen.findByText('Loading submissions...')).toBeTruthy();
  });

  it('reads the list from data.data into a grid of cards, with the counts on the status tabs', async () => {
    serve(page([submission(), submission({ id: 'second', status: 'Approved', user: { id: 'u2', name: 'Ravi' } })]));
    renderPage();
    expect(await screen.findAllByTestId('submission-card')).toHaveLength(2);
    const tabs = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(tabs).getByRole('link', { name: /Pending Review/ }).textContent).toBe('Pending Review(1)');
    expect(
      within(tabs)
        .getByRole('link', { name: /All Submissions/ })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('brings the submission a link names (?script=) into view and focus once the list has loaded', async () => {
    serve(page([submission(), submission({ id: 'second', user: { id: 'u2', name: 'Ravi' } })]));
    renderPage(`/brand/content-review?status=pending&campaign_id=${CAMPAIGN_ID}&script=second`);
    await screen.findAllByTestId('submission-card');
    await waitFor(() => expect(document.activeElement?.id).toBe('submission-second'));
  });

  it('treats a data.data that is not a list as no submissions', async () => {
    serve(json(200, { success: true, data: { data: { oops: true } }, counts: COUNTS }));
    renderPage();
    expect(await screen.findByText('No submissions')).toBeTruthy();
    expect(screen.getByText('Get started by reviewing content from creators.')).toBeTruthy();
  });

  it('says Failed to load submissions with a retry that asks again', async () => {
    const urls = serve(json(500, { message: 'Server error' }), page([submission()]));
    renderPage();
    expect(await screen.findByText('Failed to load submissions')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findAllByTestId('submission-card')).toHaveLength(1);
    expect(urls).toHaveLength(2);
  });

  it('asks for the filter in the address, and keeps the campaign filter there', async () => {
    const urls = serve(page([]), page([]));
    const router = renderPage('/brand/content-review?status=pending');
    expect(await screen.findByText('Nothing waiting for you')).toBeTruthy();
    expect(urls[0]).toBe('/api/brands/creator-submissions?status=pending&page=1');
    const select = screen.getByLabelText('Campaign') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Trail Flask' });
    expect(screen.queryByRole('option', { name: 'Unfunded idea' })).toBeNull();
    await act(async () => {
      fireEvent.change(select, { target: { value: CAMPAIGN_ID } });
    });
    expect(router.state.location.search).toBe(`?status=pending&campaign_id=${CAMPAIGN_ID}`);
    await vi.waitFor(() => expect(urls[1]).toBe(`/api/brands/creator-submissions?status=pending&campaign_id=${CAMPAIGN_ID}&page=1`));
  });

  it('sends the browser to the brand sign-in when the session has ended', async () => {
    serve(json(401, { message: 'Unauthenticated.' }));
    const router = renderPage('/brand/content-review?status=rejected');
    expect(await screen.findByText('Brand sign in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/brand/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/brand/content-review?status=rejected');
  });
});
