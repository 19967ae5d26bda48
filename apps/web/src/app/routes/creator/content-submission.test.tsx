import { SCRIPT_MESSAGES as M } from '@amplio/shared/schemas/scripts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { json, serve } from '../../../features/wallet/wallet-fixtures.test-support';
import { discoveredCampaign, SCRIPT_CAMPAIGN_ID, scriptFixture } from '../../../features/scripts/script-fixtures.test-support';
import ContentSubmissionPage from './content-submission';

configure({ asyncUtilTimeout: 5000 });

const campaign = discoveredCampaign;
const saved = scriptFixture({ script: 'Glow serum - video script', title: 'Glow serum script' });

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
  it('says No previous scripts found. until there is a script besides the current one', async () => {
    const older = scriptFixture({
      id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
      campaign_id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
      productName: 'Rain jacket',
      status: 'Completed',
      closed_reason: 'completed',
    });
    for (const [scripts, previous] of [
      [[], true],
      [[saved], true],
      [[saved, older], false],
    ] as const) {
      serve({
        '/api/campaigns/active': () => json(200, { data: [campaign], current_page: 1, per_page: 10, total: 1, last_page: 1 }),
        '/api/creator/scripts': () => json(200, { success: true, data: scripts }),
        // The completed script offers to rate the brand, which first asks whether a rating was given.
        [`/api/creator/scripts/${older.id}/rating`]: () => json(200, { success: true, data: null }),
      });
      renderPage(paths.creatorContentSubmission.path);
      expect(await screen.findByRole('heading', { name: 'Previous Scripts' })).toBeTruthy();
      if (previous) expect(screen.getByText('No previous scripts found.')).toBeTruthy();
      else {
        expect(screen.queryByText('No previous scripts found.')).toBeNull();
        expect(screen.getByRole('heading', { name: 'Rain jacket' })).toBeTruthy();
      }
      cleanup();
    }
  });

  it.each([
    // Start Creating's link names the campaign in the query (see contentSubmissionLink).
    [
      'from Start Creating',
      `${paths.creatorContentSubmission.path}?brandId=brand-1&campaignId=${SCRIPT_CAMPAIGN_ID}&productName=Glow+serum`,
    ],
    ['on the campaign’s submission page itself', `/creator/dashboard/campaigns/${SCRIPT_CAMPAIGN_ID}/submit`],
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

    expect(router.state.location.pathname).toBe(`/creator/dashboard/campaigns/${SCRIPT_CAMPAIGN_ID}/submit`);
    expect(await screen.findByText('You already have a script for this campaign')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Script' })).toBeNull();
    expect(screen.queryByLabelText('Your script')).toBeNull();
    expect(screen.getByLabelText('Upload video')).toBeTruthy();
  });
});
