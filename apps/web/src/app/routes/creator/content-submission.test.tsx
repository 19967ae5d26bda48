import { SCRIPT_MESSAGES as M } from '@amplio/shared/schemas/scripts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { json, serve } from '../../../features/wallet/wallet-fixtures.test-support';
import ContentSubmissionPage from './content-submission';

configure({ asyncUtilTimeout: 5000 });

const CAMPAIGN_ID = '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';

const campaign = {
  id: CAMPAIGN_ID,
  brand_id: 'brand-1',
  brand_name: 'Glow Labs',
  product_name: 'Glow serum',
  marketing_objective: 'sales',
  key_features: ['Vitamin C'],
  compensation: 2500,
  my_prices: [{ platform: 'instagram', dynamic_price: 8550, base_price: 8550, source: 'formula', explanation: [] }],
};

const saved = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  script: 'Glow serum - video script',
  title: 'Glow serum script',
  description: null,
  productName: 'Glow serum',
  brand_id: 'brand-1',
  brand_name: 'Glow Labs',
  campaign_id: CAMPAIGN_ID,
  status: 'Script Generated',
  platform: 'instagram',
  dynamic_price: 8550,
  rejection_count: 0,
  script_rejected_remarks: null,
  video_path: null,
  post_link: null,
  created_at: '2026-11-23T07:00:00.000Z',
  submitted_at: null,
  rejected_remarks: null,
  rejected_post_remarks: null,
  rejected_at: null,
  auto_approve_at: null,
  approved_at: null,
  completed_at: null,
  closed_reason: null,
};

/** The page under both of its addresses, as the router serves it. */
function renderPage(initialEntry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.creatorContentSubmission.path, Component: ContentSubmissionPage },
      { path: paths.creatorCampaignSubmit.path, Component: ContentSubmissionPage },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the content submission page', () => {
  it.each([
    // Start Creating's link names the campaign in the query (see contentSubmissionLink).
    ['from Start Creating', `${paths.creatorContentSubmission.path}?brandId=brand-1&campaignId=${CAMPAIGN_ID}&productName=Glow+serum`],
    ['on the campaign’s submission page itself', `/creator/dashboard/campaigns/${CAMPAIGN_ID}/submit`],
  ])('after Save and Submit Script %s, shows the saved script as current and no second Submit Script', async (_, start) => {
    let scripts: (typeof saved)[] = [];
    serve({
      '/api/campaigns/active': () => json(200, { data: [campaign], current_page: 1, per_page: 10, total: 1, last_page: 1 }),
      '/api/creator/scripts': () => json(200, { success: true, data: scripts }),
      '/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
      'POST /api/campaigns/save-script': () => {
        scripts = [saved];
        return json(201, { success: true, message: M.saved(8550), price_adjusted: false, dynamic_price: 8550, data: saved });
      },
    });
    const router = renderPage(start);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Script' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Script' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Script' }));

    expect(router.state.location.pathname).toBe(`/creator/dashboard/campaigns/${CAMPAIGN_ID}/submit`);
    expect(await screen.findByText('You already have a script for this campaign')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Script' })).toBeNull();
    expect(screen.queryByLabelText('Your script')).toBeNull();
    expect(screen.getByLabelText('Upload video')).toBeTruthy();
  });
});
