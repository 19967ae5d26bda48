import { WALLET_MESSAGES } from '@amplio/shared/schemas/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collaborationFixture } from '../../../features/collaborations/collaboration-fixture.test-support';
import { creatorCampaign, earnings, history, json, serve, tracker } from '../../../features/wallet/wallet-fixtures.test-support';
import { CREATOR_AREA_ROUTE_ID } from '../../session-user-context';
import CreatorOverviewPage from './overview';

configure({ asyncUtilTimeout: 5000 });

const user = { id: 'c1', name: 'Demo Creator', email: 'creator@amplio.test', user_type: 'creator', email_verified_at: null };

function renderOverview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ id: CREATOR_AREA_ROUTE_ID, path: '/', loader: () => ({ user }), children: [{ index: true, Component: CreatorOverviewPage }] }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const quiet = {
  '/api/creator/alerts': () =>
    json(200, { success: true, data: { contentDue: [], paymentStatus: [], campaignUpdates: [] }, unread_count: 0 }),
  '/api/creator/payment-tracker': () => json(200, tracker()),
  '/api/creator/performance-trends': () => json(200, { success: true, data: [] }),
  '/api/creator/social-links': () => json(200, { success: true, data: [] }),
  '/api/creator/scripts': () => json(200, { success: true, data: [] }),
  '/api/creator/profile': () => json(500, { message: 'later' }),
  '/api/creator/invitations': () => json(200, { success: true, data: [] }),
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the creator overview', () => {
  it("says 'Failed to load dashboard data. Please try again later.' when the money cannot be read, and loads it on retry", async () => {
    let earningsUp = false;
    serve({
      ...quiet,
      '/api/creator/earnings': () => (earningsUp ? json(200, earnings()) : json(500, { message: 'Server Error' })),
      '/api/creator/payment-history': () => json(200, history()),
      '/api/creator/campaigns': () => json(200, { success: true, data: [] }),
    });
    renderOverview();
    expect(await screen.findByText(WALLET_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.queryByTestId('available-balance')).toBeNull();
    earningsUp = true;
    const banner = screen.getAllByRole('alert').find((el) => el.textContent?.includes(WALLET_MESSAGES.loadFailed))!;
    fireEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('available-balance')).textContent).toBe('₹8,050');
    expect(screen.queryByText(WALLET_MESSAGES.loadFailed)).toBeNull();
  });

  it('shows a loading state until the earnings, the history and the campaigns are in, then the money and the counts', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      ...quiet,
      '/api/creator/earnings': async () => {
        await gate;
        return json(200, earnings());
      },
      '/api/creator/payment-history': () => json(200, history()),
      '/api/creator/campaigns': () =>
        json(200, {
          success: true,
          data: [creatorCampaign({ end_date: null, dynamic_price: 12000 })],
        }),
    });
    renderOverview();
    expect(await screen.findByRole('status', { name: 'Loading your dashboard' })).toBeTruthy();
    release();
    expect((await screen.findByTestId('available-balance')).textContent).toBe('₹8,050');
    expect(screen.getByTestId('total-earned').textContent).toContain('₹8,550');
    expect(screen.getByTestId('in-escrow').textContent).toContain('₹12,000');
    expect(screen.getByTestId('pending-withdrawal').textContent).toContain('₹500');
    expect(screen.getByTestId('active-campaigns').textContent).toContain('1');
    expect(screen.getByTestId('active-campaigns').textContent).toContain('1 waiting for your upload');
    expect(await screen.findByText('No new alerts')).toBeTruthy();
    expect(await screen.findByText('No social accounts linked yet')).toBeTruthy();
    expect(await screen.findByText('No performance data yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Brands invited you/ })).toBeNull();
  });

  it('puts the invitations waiting for an answer first, before the money', async () => {
    serve({
      ...quiet,
      '/api/creator/invitations': () => json(200, { success: true, data: [collaborationFixture({ campaign_name: 'Steel bottle' })] }),
      '/api/creator/earnings': () => json(200, earnings()),
      '/api/creator/payment-history': () => json(200, history()),
      '/api/creator/campaigns': () => json(200, { success: true, data: [] }),
    });
    renderOverview();
    const invitations = await screen.findByRole('region', { name: /Brands invited you/ });
    const money = await screen.findByTestId('available-balance');
    expect(within(invitations).getByRole('heading', { name: 'Steel bottle' })).toBeTruthy();
    expect(invitations.compareDocumentPosition(money) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
