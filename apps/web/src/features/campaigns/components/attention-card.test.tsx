import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAttentionResponse } from '@amplio/shared/schemas/attention';
import { AttentionCard } from './attention-card';

configure({ asyncUtilTimeout: 5000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NO_CAMPAIGNS = { data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 };
const NOTHING: TAttentionResponse = {
  success: true,
  data: { submissions: [], applications: [], campaigns_ending: [] },
  waiting_count: 0,
};
const ONE_VIDEO: TAttentionResponse = {
  success: true,
  data: {
    ...NOTHING.data,
    submissions: [
      {
        script_id: 's1',
        campaign: { id: 'c1', product_name: 'Glow serum' },
        creator_name: 'Ishita Banerjee',
        kind: 'video',
        submitted_at: new Date(Date.now() - 3_600_000).toISOString(),
        decides_at: new Date(Date.now() + 50 * 3_600_000).toISOString(),
      },
    ],
  },
  waiting_count: 1,
};

/** The campaigns list answers empty; the attention call answers `attention` (never, when it is null). */
function serve(attention: Response | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (String(input).startsWith('/api/brands/campaigns')) return json(200, NO_CAMPAIGNS);
      if (attention === null) return new Promise<Response>(() => undefined);
      return attention.clone();
    }),
  );
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AttentionCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('Needs your attention', () => {
  it('lists a submission waiting for the brand with its countdown instead of All caught up', async () => {
    serve(json(200, ONE_VIDEO));
    renderCard();
    const review = await screen.findByRole('link', { name: 'Review Video from Ishita Banerjee' });
    expect(screen.getByText(/^Decides itself in 2 days/)).toBeTruthy();
    expect(review.getAttribute('href')).toBe('/brand/content-review?status=pending&campaign_id=c1&script=s1');
    expect(screen.queryByText('All caught up')).toBeNull();
  });

  it('says All caught up when nothing waits', async () => {
    serve(json(200, NOTHING));
    renderCard();
    expect(await screen.findByText('All caught up')).toBeTruthy();
  });

  it('never says All caught up while the waiting work is still loading or could not load', async () => {
    serve(null);
    renderCard();
    expect(await screen.findByRole('status', { name: 'Loading what needs your attention' })).toBeTruthy();
    expect(screen.queryByText('All caught up')).toBeNull();
    cleanup();
    serve(json(500, { message: 'Server error.' }));
    renderCard();
    expect(await screen.findByText('We could not load the submissions and applications waiting for you.')).toBeTruthy();
    expect(screen.queryByText('All caught up')).toBeNull();
  });
});
