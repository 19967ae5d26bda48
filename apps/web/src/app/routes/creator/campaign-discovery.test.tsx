import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, serve } from '../../../features/wallet/wallet-fixtures.test-support';
import CampaignDiscoveryPage from './campaign-discovery';

configure({ asyncUtilTimeout: 5000 });

const campaign = (n: number): TDiscoveredCampaign => ({
  id: `0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a${String(n).padStart(2, '0')}`,
  brand_id: 'b1',
  brand_name: 'Glow Labs',
  product_name: `Glow serum ${n}`,
  description: null,
  key_features: [],
  platform: ['instagram'],
  video_style: null,
  marketing_objective: null,
  target_audience: null,
  tags: [],
  start_date: '2026-11-20',
  end_date: '2026-12-20',
  compensation: 2500,
  price_cap: null,
  usage_rights: 'organic_only',
  cover_url: null,
  created_at: '2026-11-20T07:00:00.000Z',
  my_prices: [],
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/creator/campaigns', Component: CampaignDiscoveryPage }], { initialEntries: [url] });
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

describe('campaign discovery', () => {
  it('moves a page past the end to the last page with campaigns instead of saying there are none', async () => {
    const { calls } = serve({
      '/api/campaigns/active': (_init, url) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
        const data = page === 2 ? [campaign(11), campaign(12)] : page === 1 ? Array.from({ length: 10 }, (_, i) => campaign(i)) : [];
        return json(200, { data, current_page: page, per_page: 10, total: 12, last_page: 2 });
      },
    });
    const router = renderAt('/creator/campaigns?page=7');
    expect(await screen.findByText('Glow serum 12')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByText('No campaigns yet')).toBeNull();
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('page'))).toEqual(['7', '2']);
  });
});
