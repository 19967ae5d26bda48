import type { TRating } from '@amplio/shared/schemas/ratings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { json, serve } from '../../wallet/wallet-fixtures.test-support';
import { RatingCard } from './rating-card';

vi.mock('../../../components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

configure({ asyncUtilTimeout: 5000 });

const DAY = 24 * 60 * 60 * 1000;
const SCRIPT_ID = '5b0e7c1a-2f4d-4e6b-9a8c-1d2e3f4a5b6c';
const BRAND_PATH = `/api/brands/submissions/${SCRIPT_ID}/rating`;
const CREATOR_PATH = `/api/creator/scripts/${SCRIPT_ID}/rating`;

const rating = (overrides: Partial<TRating> = {}): TRating => ({
  stars: 4,
  comment: 'Clear brief, quick answers.',
  created_at: new Date(Date.now() - DAY).toISOString(),
  updated_at: new Date(Date.now() - DAY).toISOString(),
  editable_until: new Date(Date.now() + 13 * DAY).toISOString(),
  ...overrides,
});

function renderCard(side: 'brand' | 'creator') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RatingCard side={side} scriptId={SCRIPT_ID} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('the rating card', () => {
  it('lets the brand pick 4 stars, add a comment and save it once', async () => {
    let resolvePost: (r: Response) => void = () => undefined;
    let saved: TRating | null = null;
    const { calls } = serve({
      [`GET ${BRAND_PATH}`]: () => json(200, { success: true, data: saved }),
      [`POST ${BRAND_PATH}`]: () =>
        new Promise<Response>((resolve) => {
          resolvePost = resolve;
        }),
    });
    renderCard('brand');
    expect(await screen.findByRole('heading', { name: 'Rate the creator' })).toBeTruthy();
    const four = await screen.findByRole('radio', { name: '4 stars' });
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(four);
    expect((four as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'Great video, on time.' } });
    expect(screen.getByText('21 / 1,000 characters')).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(1));
    expect(save.getAttribute('aria-disabled')).toBe('true');
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ stars: 4, comment: 'Great video, on time.' });

    saved = rating({ comment: 'Great video, on time.' });
    resolvePost(json(201, { success: true, message: 'Thanks for rating.', data: saved }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Thanks for rating.'));
    expect(await screen.findByText(/You gave 4 stars\. You can change it until/)).toBeTruthy();
    expect(calls.filter((c) => (c.init.method ?? 'GET') === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for stars before sending anything', async () => {
    const { calls } = serve({ [`GET ${CREATOR_PATH}`]: () => json(200, { success: true, data: null }) });
    renderCard('creator');
    expect(await screen.findByRole('heading', { name: 'Rate the brand' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message and field errors when the rating is refused", async () => {
    serve({
      [`GET ${CREATOR_PATH}`]: () => json(200, { success: true, data: null }),
      [`POST ${CREATOR_PATH}`]: () =>
        json(422, { message: 'The given data was invalid.', errors: { comment: ['Keep the comment to 1,000 characters or fewer.'] } }),
    });
    renderCard('creator');
    fireEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keep the comment to 1,000 characters or fewer.')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('The given data was invalid.');
  });

  it('offers an existing rating for change until its date', async () => {
    serve({ [`GET ${CREATOR_PATH}`]: () => json(200, { success: true, data: rating() }) });
    renderCard('creator');
    expect(await screen.findByText(/You gave 4 stars\. You can change it until/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('Clear brief, quick answers.');
  });

  it('shows a rating past its change date read-only', async () => {
    serve({
      [`GET ${BRAND_PATH}`]: () =>
        json(200, { success: true, data: rating({ stars: 3, editable_until: new Date(Date.now() - 60_000).toISOString() }) }),
    });
    renderCard('brand');
    expect(await screen.findByRole('img', { name: '3 stars of 5' })).toBeTruthy();
    expect(screen.getByText('Clear brief, quick answers.')).toBeTruthy();
    expect(screen.getByText('Ratings can be changed for 14 days after they are given.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
