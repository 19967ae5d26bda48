import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYOUT_POLL_MS, PAYOUT_SLOW_POLL_MS, payoutPollInterval } from '../api/get-ops-payouts';
import { json, payoutFixture, payoutsPage } from '../testing/payout-fixtures';
import { PayoutsQueue } from './payouts-queue';

configure({ asyncUtilTimeout: 5000 });

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A fake server: the list answers from `list`, each action from `action`. */
function serve(list: Handler, action?: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      calls.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/ops/payouts') return list(url, init);
      if (action) return action(url, init);
      throw new Error(`unexpected call ${input}`);
    }),
  );
  return calls;
}

function open(url = '/ops/payouts') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/ops/payouts', element: <PayoutsQueue /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const table = () => screen.getByRole('table');

const pending = payoutFixture();
const bank = payoutFixture({
  id: 'p2',
  creator: { id: 'c2', name: 'Dev Dancer', email: 'dev@example.test' },
  amount: 12_345.5,
  payment_method: 'bank',
  upi_id: null,
  account_number: '123456789012',
  ifsc: 'HDFC0001234',
  account_holder_name: 'Dev Dancer',
});
const COUNTS = { pending: 2, processing: 0, paid: 1, failed: 0 };

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(cleanup);

describe('PayoutsQueue', () => {
  it('shows the pending queue with every status count, the amount in rupees and the full destination', async () => {
    const calls = serve(() => json(200, payoutsPage([pending, bank], { counts: COUNTS })));
    open();
    expect(screen.getByRole('status', { name: 'Loading payouts' })).toBeTruthy();
    expect(await within(await screen.findByRole('table')).findByText('Cara Creator')).toBeTruthy();
    expect(calls[0]).toBe('GET /api/ops/payouts?status=pending');
    expect(screen.getByRole('tab', { name: 'Pending 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Paid 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Failed 0' })).toBeTruthy();
    const rows = within(table());
    expect(rows.getByText('₹2,500')).toBeTruthy();
    expect(rows.getByText('₹12,345.50')).toBeTruthy();
    expect(rows.getByText('cara@okaxis')).toBeTruthy();
    expect(rows.getByText('123456789012')).toBeTruthy();
    expect(rows.getByText('HDFC0001234')).toBeTruthy();
    expect(rows.getByRole('button', { name: 'Copy UPI ID' })).toBeTruthy();
    expect(rows.getByRole('button', { name: 'Copy IFSC' })).toBeTruthy();
    expect(screen.getByText('Test mode — no real money moves')).toBeTruthy();
  });

  it('copies a destination exactly', async () => {
    serve(() => json(200, payoutsPage([bank], { counts: COUNTS })));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await act(async () => {
      fireEvent.click(await within(await screen.findByRole('table')).findByRole('button', { name: 'Copy Account number' }));
    });
    expect(writeText).toHaveBeenCalledWith('123456789012');
  });

  it('offers Send only on a pending payout, and no action on a closed one, whose UTR it shows', async () => {
    const processing = payoutFixture({ id: 'p3', status: 'processing', processing_at: '2026-11-20T10:00:00.000Z' });
    const paid = payoutFixture({ id: 'p4', status: 'paid', utr: '412345678901', paid_at: '2026-11-20T11:00:00.000Z' });
    serve(() => json(200, payoutsPage([pending, processing, paid], { counts: COUNTS })));
    open('/ops/payouts?status=all');
    const rows = await within(await screen.findByRole('table')).findAllByRole('row');
    const [, first, second, third] = rows;
    if (!first || !second || !third) throw new Error('expected three payout rows');
    expect(within(first).getByRole('button', { name: /^Send via provider/ })).toBeTruthy();
    expect(within(second).queryByRole('button', { name: /^Send via provider/ })).toBeNull();
    expect(within(second).getByRole('button', { name: /^Mark paid/ })).toBeTruthy();
    expect(within(second).getByRole('button', { name: /^Mark failed/ })).toBeTruthy();
    expect(within(third).queryByRole('button', { name: /^Mark/ })).toBeNull();
    expect(within(third).getByText('412345678901')).toBeTruthy();
  });

  it('names each payout’s buttons for screen readers', async () => {
    serve(() => json(200, payoutsPage([pending], { counts: COUNTS })));
    open();
    expect(
      await within(await screen.findByRole('table')).findByRole('button', { name: 'Mark paid for Cara Creator, ₹2,500' }),
    ).toBeTruthy();
  });

  it('opens another status from its tab and keeps it in the address', async () => {
    const calls = serve((url) =>
      json(
        200,
        payoutsPage(url.searchParams.get('status') === 'paid' ? [payoutFixture({ status: 'paid', utr: 'UTR123456789' })] : [], {
          counts: COUNTS,
        }),
      ),
    );
    const router = open();
    expect(await screen.findByText(OPS_MESSAGES.empty)).toBeTruthy();
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Paid 1' }));
    });
    expect(await within(await screen.findByRole('table')).findByText('UTR123456789')).toBeTruthy();
    expect(calls).toContain('GET /api/ops/payouts?status=paid');
    expect(router.state.location.search).toBe('?status=paid');
  });

  it('says so when a tab is empty', async () => {
    serve(() => json(200, payoutsPage([], { counts: { ...COUNTS, failed: 0 } })));
    open('/ops/payouts?status=failed');
    expect(await screen.findByText(OPS_MESSAGES.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show pending payouts' })).toBeTruthy();
  });

  it('says the list failed to load, with the server’s reason and a retry that asks again', async () => {
    let fail = true;
    const calls = serve(() =>
      fail ? json(500, { message: 'Database unavailable.' }) : json(200, payoutsPage([pending], { counts: COUNTS })),
    );
    open();
    expect(await screen.findByText(OPS_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByText('Database unavailable.')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await within(await screen.findByRole('table')).findByText('Cara Creator')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(2);
  });

  it('after a send shows the payout as processing at once, without a Send button, and refreshes the list', async () => {
    let sent = false;
    const processing = { ...pending, status: 'processing' as const, processing_at: '2026-11-20T10:00:00.000Z' };
    const calls = serve(
      () => json(200, payoutsPage([sent ? processing : pending], { counts: sent ? { ...COUNTS, pending: 1, processing: 1 } : COUNTS })),
      () => {
        sent = true;
        return json(200, { success: true, message: OPS_MESSAGES.sent, data: processing });
      },
    );
    open('/ops/payouts?status=all');
    await act(async () => {
      fireEvent.click(await within(await screen.findByRole('table')).findByRole('button', { name: /^Send via provider/ }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send this payout?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send — sandbox pays it' }));
    });
    expect(calls).toContain('POST /api/ops/payouts/p1/send');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(table()).findByText('Processing')).toBeTruthy();
    expect(within(table()).queryByRole('button', { name: /^Send via provider/ })).toBeNull();
    expect(await screen.findByText(/1 payout is with the provider/)).toBeTruthy();
  });
});

describe('payoutPollInterval', () => {
  it('asks every few seconds while a payout is processing, less often after a while, and not at all otherwise', () => {
    expect(payoutPollInterval(payoutsPage([], { counts: { processing: 1 } }), 1)).toBe(PAYOUT_POLL_MS);
    expect(payoutPollInterval(payoutsPage([], { counts: { processing: 1 } }), 60)).toBe(PAYOUT_SLOW_POLL_MS);
    expect(payoutPollInterval(payoutsPage([], { counts: { pending: 3 } }), 1)).toBe(false);
    expect(payoutPollInterval(undefined, 0)).toBe(false);
  });
});
