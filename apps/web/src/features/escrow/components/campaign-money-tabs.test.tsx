import type { TCampaign, TCampaignLedgerResponse } from '@amplio/shared/schemas/campaigns';
import { PAYMENT_MESSAGES, type TCampaignFundingsResponse, type TOpenFunding } from '@amplio/shared/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundingFixture, fundingSummaryFixture, json } from '../testing/funding-fixtures';
import { CampaignMoneyTabs } from './campaign-money-tabs';
import { FundCampaignDialog } from './fund-campaign-dialog';
import { FundingReturnNotice } from './funding-return-notice';
import { PaymentInProgress } from './payment-in-progress';

configure({ asyncUtilTimeout: 5000 });

const FUNDINGS = 'GET /api/brands/campaigns/c1/fundings';
const R = PAYMENT_MESSAGES.fundingReason;
const LATE = R.refundedLate('₹1,118', R.lateAfter.cancelled);
const EXPIRES = new Date(Date.now() + 24 * 60_000).toISOString();

const page = (...rows: TCampaignFundingsResponse['data']) => json(200, { data: rows } satisfies TCampaignFundingsResponse);

type Answer = Response | (() => Response | Promise<Response>);

/** A fake server: each "METHOD path" answers the next of its answers, then its last one again; every call is recorded. */
function serve(routes: Record<string, Answer[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`;
      calls.push(call);
      const answers = routes[call];
      const next = answers && answers.length > 1 ? answers.shift() : answers?.[0];
      if (!next) throw new Error(`unexpected call ${call}`);
      return (typeof next === 'function' ? await next() : next).clone();
    }),
  );
  return calls;
}

function show(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/brand/campaigns/c1'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The Funding history panel (hidden from the accessibility tree while a dialog is open, hence `hidden`). */
const history = () => within(screen.getByRole('tabpanel', { name: 'Funding history', hidden: true }));
const rows = () => history().queryAllByRole('listitem', { hidden: true });
const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Campaign funding history', () => {
  it('lists every funding newest first, whatever became of it, each with its reason and its receipt', async () => {
    const fundings = [
      fundingSummaryFixture({ id: 'f7', status: 'pending', captured_at: null, expires_at: '2026-11-26T10:00:00.000Z' }),
      fundingSummaryFixture({ id: 'f6', status: 'held', captured_at: null, status_reason: R.held('₹1,117', '₹1,118') }),
      fundingSummaryFixture({ id: 'f5', status: 'refunded', captured_at: null, status_reason: LATE }),
      fundingSummaryFixture({ id: 'f4', status: 'expired', captured_at: null, status_reason: R.expired(30) }),
      fundingSummaryFixture({ id: 'f3', status: 'cancelled', captured_at: null, status_reason: R.cancelled }),
      fundingSummaryFixture({ id: 'f2', status: 'failed', captured_at: null, status_reason: R.failed }),
      fundingSummaryFixture({ id: 'f1', amount: 500, platform_fee: 50, gst: 9, total: 559 }),
    ];
    const calls = serve({ [FUNDINGS]: [page(...fundings)] });
    show(<CampaignMoneyTabs campaignId="c1" />);

    expect(await history().findByText(LATE)).toBeTruthy();
    const items = rows();
    const labels = /^(Waiting for payment|Being checked|Refunded in full|Expired|Cancelled|Failed|Paid)$/;
    expect(items.map((item) => within(item).getByText(labels).textContent)).toEqual([
      'Waiting for payment',
      'Being checked',
      'Refunded in full',
      'Expired',
      'Cancelled',
      'Failed',
      'Paid',
    ]);
    items.forEach((item, index) => {
      const funding = fundings[index];
      expect(
        within(item)
          .getByRole('link', { name: /^Receipt for / })
          .getAttribute('href'),
      ).toBe(`/brand/receipts/${funding?.id}`);
      if (funding?.status_reason) expect(within(item).getByText(funding.status_reason)).toBeTruthy();
    });
    expect(within(items[0] as HTMLElement).getByText(/^Not paid yet\. This checkout can be paid until 26 Nov 2026/)).toBeTruthy();
    expect(within(items[6] as HTMLElement).getByText('₹559')).toBeTruthy();
    expect(items[6]?.textContent).toContain('₹500 into escrow, plus the fee and GST');
    expect(within(items[6] as HTMLElement).getByText(/^Paid 26 Nov 2026/)).toBeTruthy();
    expect(within(items[5] as HTMLElement).getByText(/^Started 26 Nov 2026/)).toBeTruthy();
    // The ledger is read only once the Activity tab is opened.
    expect(calls.some((call) => call.endsWith('/ledger'))).toBe(false);
  });

  it('says so when nothing was funded yet', async () => {
    serve({ [FUNDINGS]: [page()] });
    show(<CampaignMoneyTabs campaignId="c1" />);
    expect(await history().findByText('No fundings yet')).toBeTruthy();
  });

  it('says the history could not be loaded, and loads it on Try again', async () => {
    serve({
      [FUNDINGS]: [json(500, { message: 'Server Error' }), page(fundingSummaryFixture({ status: 'refunded', status_reason: LATE }))],
    });
    show(<CampaignMoneyTabs campaignId="c1" />);
    expect(await history().findByText('We could not load the funding history.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(history().getByRole('button', { name: 'Try again' }));
    });
    expect(await history().findByText(LATE)).toBeTruthy();
  });

  it('shows every movement with its receipts on the Activity tab', async () => {
    const ledger: TCampaignLedgerResponse = {
      escrow: { funded: 1000, reserved: 0, released: 0, refunded: 0, refund_pending: 0, available: 1000 },
      data: [
        {
          id: 't1',
          kind: 'funding',
          amount: 1000,
          direction: 1,
          from_account: 'external',
          to_account: 'campaign_escrow',
          reference_type: 'funding',
          reference_id: 'f1',
          created_at: '2026-11-26T08:31:00.000Z',
        },
      ],
      current_page: 1,
      per_page: 20,
      total: 1,
      last_page: 1,
    };
    serve({ [FUNDINGS]: [page()], 'GET /api/brands/campaigns/c1/ledger': [json(200, ledger)] });
    show(<CampaignMoneyTabs campaignId="c1" />);
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Activity' }));
    });
    const activity = within(screen.getByRole('tabpanel', { name: 'Activity' }));
    expect(await activity.findByText('You funded the campaign')).toBeTruthy();
    expect(activity.getByRole('link', { name: /^Receipt/ }).getAttribute('href')).toBe('/brand/receipts/f1');
  });
});

describe('The funding history follows the fundings', () => {
  const open = fundingSummaryFixture({ id: 'f2', status: 'pending', captured_at: null, expires_at: EXPIRES });
  const openFunding: TOpenFunding = {
    funding_id: open.id,
    amount: open.amount,
    total: open.total,
    checkout_url: `/sandbox/checkout/${open.id}`,
    created_at: open.created_at,
    expires_at: EXPIRES,
    message: PAYMENT_MESSAGES.paymentInProgress('₹1,118'),
  };

  it('lists a new checkout once Fund opens it', async () => {
    const campaign = {
      id: 'c1',
      product_name: 'Glow serum',
      status: 'active',
      budget: 1000,
      escrow: { funded: 0, reserved: 0, released: 0, refunded: 0, refund_pending: 0, available: 0 },
      open_funding: null,
    } as TCampaign;
    const calls = serve({
      [FUNDINGS]: [page(), page(open)],
      'GET /api/payments/terms': [
        json(200, {
          platform_fee_percent: 10,
          gst_percent: 18,
          min_amount: 100,
          max_amount: 10_000_000,
          currency: 'INR',
          provider: 'sandbox',
          test_mode: true,
        }),
      ],
      'POST /api/brands/campaigns/c1/fund': [
        json(201, {
          funding_id: open.id,
          checkout_url: openFunding.checkout_url,
          status: 'pending',
          expires_at: EXPIRES,
          charges: { amount: 1000, platform_fee: 100, gst: 18, total: 1118, platform_fee_percent: 10, gst_percent: 18, currency: 'INR' },
          test_mode: true,
        }),
      ],
    });
    show(
      <>
        <CampaignMoneyTabs campaignId="c1" />
        <FundCampaignDialog campaign={campaign} open onOpenChange={() => undefined} onCheckout={() => undefined} />
      </>,
    );
    expect(await history().findByText('No fundings yet')).toBeTruthy();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Continue to pay ₹1,118' }));
    });
    expect(await history().findByText('Waiting for payment')).toBeTruthy();
    expect(count(calls, FUNDINGS)).toBe(2);
  });

  it('shows a checkout cancelled from the page as cancelled, with why', async () => {
    const calls = serve({
      [FUNDINGS]: [page(open), page({ ...open, status: 'cancelled', expires_at: null, status_reason: R.cancelled })],
      [`POST /api/brands/fundings/${open.id}/cancel`]: [
        json(200, { message: PAYMENT_MESSAGES.fundingCancelled, data: { ...open, status: 'cancelled', status_reason: R.cancelled } }),
      ],
      [`GET /api/brands/fundings/${open.id}`]: [json(200, fundingFixture({ id: open.id, status: 'cancelled' }))],
    });
    show(
      <>
        <PaymentInProgress funding={openFunding} variant="banner" />
        <CampaignMoneyTabs campaignId="c1" />
      </>,
    );
    expect(await history().findByText('Waiting for payment')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    });
    expect(await history().findByText(R.cancelled)).toBeTruthy();
    expect(history().getByText('Cancelled')).toBeTruthy();
    expect(count(calls, FUNDINGS)).toBe(2);
  });

  it('shows the payment the brand came back from once it settles: a late one as refunded in full, with why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const cancelled = { ...open, status: 'cancelled' as const, expires_at: null, status_reason: R.cancelled };
    const refunded = { ...open, status: 'refunded' as const, expires_at: null, status_reason: LATE };
    serve({
      [FUNDINGS]: [page(cancelled), page(refunded)],
      [`GET /api/brands/fundings/${open.id}`]: [
        json(200, fundingFixture({ ...cancelled, captured_at: null })),
        json(200, fundingFixture({ ...refunded, captured_at: null })),
      ],
    });
    show(
      <>
        <FundingReturnNotice fundingId={open.id} onDismiss={() => undefined} />
        <CampaignMoneyTabs campaignId="c1" />
      </>,
    );
    expect(await history().findByText(R.cancelled)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(await history().findByText(LATE)).toBeTruthy();
    expect(history().getByText('Refunded in full')).toBeTruthy();
  });
});
