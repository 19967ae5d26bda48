import { BILLING_MESSAGES } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignStatusActions } from '../../campaigns/components/campaign-status-actions';
import { HeldForPlanNotice } from './held-for-plan-notice';
import { PlanStatusSection } from './plan-status-section';
import { PlansSection } from './plans-section';
import { TrialBadge } from './trial-badge';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderInApp(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <QueryClientProvider client={client}>{element}</QueryClientProvider> }]);
  render(<RouterProvider router={router} />);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const billing = (over: Partial<TBrandBilling> = {}): TBrandBilling => ({
  plan: 'trial',
  status: 'trialing',
  trial_ends_at: inDays(10),
  current_period_end: null,
  cancel_at_period_end: false,
  active_campaigns: 3,
  campaign_limit: 15,
  next_charge: null,
  pending_plan: null,
  payment_method: null,
  retry_at: null,
  prices_inr: { starter: 41_999, growth: 83_999 },
  ...over,
});

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TrialBadge', () => {
  it('shows the days left of a trial and links to /brand/billing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, billing())),
    );
    renderInApp(<TrialBadge />);
    const badge = await screen.findByRole('link', { name: /Free trial · 10 days left/ });
    expect(badge.getAttribute('href')).toBe('/brand/billing');
  });

  it('says the trial has ended once it lapsed, and shows nothing on a paid plan', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, billing({ plan: 'none', status: 'lapsed', trial_ends_at: inDays(-1) }))),
    );
    renderInApp(<TrialBadge />);
    expect(await screen.findByRole('link', { name: /Trial ended · Choose a plan/ })).toBeTruthy();
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, billing({ plan: 'growth', status: 'active', trial_ends_at: null }))),
    );
    renderInApp(<TrialBadge />);
    await act(async () => undefined);
    expect(screen.queryByTestId('trial-badge')).toBeNull();
  });
});

describe('the billing sections', () => {
  it('shows the plan, the trial end and the active campaigns against the limit', () => {
    renderInApp(<PlanStatusSection billing={billing()} />);
    expect(screen.getByText('Free trial (Growth limits)')).toBeTruthy();
    expect(screen.getByText('3 of 15')).toBeTruthy();
    expect(screen.getByText(/10 days left/)).toBeTruthy();
  });

  it('shows each plan’s dollar price with the rupee price beside it before any payment', () => {
    renderInApp(<PlansSection billing={billing({ prices_inr: { starter: 40_000, growth: 80_000 } })} />);
    const starter = screen.getByRole('listitem', { name: 'Starter plan' });
    expect(within(starter).getByText('$499')).toBeTruthy();
    expect(within(starter).getByText('₹40,000')).toBeTruthy();
    expect(within(starter).getByRole('button', { name: 'Choose Starter' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Growth plan' })).getByText('₹80,000')).toBeTruthy();
  });
});

describe('the plan limit on a campaign', () => {
  const campaign = { id: 'c1', status: 'paused', hold_reason: 'plan_limit', allowed_status_changes: ['active'] } as unknown as TCampaign;

  it('explains why a paid campaign waits as paused', () => {
    renderInApp(<HeldForPlanNotice campaign={campaign} />);
    expect(screen.getByText(BILLING_MESSAGES.heldForLimit, { exact: false })).toBeTruthy();
  });

  it('shows the server’s limit message with the link to billing when a resume is refused', async () => {
    const message = BILLING_MESSAGES.limitReached('Starter', 5);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message, error_type: 'plan_limit', link: '/brand/billing' })),
    );
    renderInApp(<CampaignStatusActions campaign={campaign} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resume campaign' }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See plans and billing' }).getAttribute('href')).toBe('/brand/billing');
  });
});
