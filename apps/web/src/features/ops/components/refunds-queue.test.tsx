import { OPS_REFUND_MESSAGES as M } from '@amplio/shared/schemas/ops-refunds';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { json } from '../testing/payout-fixtures';
import { refundFixture, refundsPage } from '../testing/refund-fixtures';
import { RefundsQueue } from './refunds-queue';

configure({ asyncUtilTimeout: 5000 });

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A fake server: the list answers from `list`, each action from `action`. */
function serve(list: Handler, action?: Handler) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      calls.push({
        method: init.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        body: init.body ? JSON.parse(String(init.body)) : null,
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      if (url.pathname === '/api/ops/refunds') return list(url, init);
      if (action) return action(url, init);
      throw new Error(`unexpected call ${input}`);
    }),
  );
  return calls;
}

function open(url = '/ops/refunds') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/ops/refunds', element: <RefundsQueue /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const failed = refundFixture();
const pending = refundFixture({
  id: 'r2',
  status: 'pending',
  failure_reason: null,
  events: [],
  brand: { id: 'b2', name: 'Dev Foods', email: 'dev@foods.test' },
});
const COUNTS = { failed: 1, pending: 1, processed: 3 };
const card = async (name: string) => screen.findByRole('article', { name });
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RefundsQueue', () => {
  it('opens on the failed refunds with every status count, the amount in rupees, the brand, the ids and the failure reason', async () => {
    const calls = serve(() => json(200, refundsPage([failed], { counts: COUNTS })));
    open();
    expect(screen.getByRole('status', { name: 'Loading refunds' })).toBeTruthy();
    const refund = within(await card('Meera Naturals, ₹12,500.50'));
    expect(calls[0]?.path).toBe('/api/ops/refunds?status=failed');
    expect(screen.getByRole('tab', { name: 'Failed 1' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Pending 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Refunded 3' })).toBeTruthy();
    expect(refund.getByText('₹12,500.50')).toBeTruthy();
    expect(refund.getByText('Glow serum launch')).toBeTruthy();
    expect(refund.getByText('meera@brand.test')).toBeTruthy();
    expect(refund.getByText('pay_sbx_abc123')).toBeTruthy();
    expect(refund.getAllByText('The provider refused the refund 11 times.').length).toBeGreaterThan(0);
    expect(refund.getByRole('button', { name: 'Copy Brand e-mail' })).toBeTruthy();
    expect(refund.getByRole('button', { name: 'Copy Funding ID' })).toBeTruthy();
    expect(refund.getByRole('button', { name: 'Retry refund for Meera Naturals, ₹12,500.50' })).toBeTruthy();
    expect(refund.getByRole('button', { name: 'Mark refunded by hand for Meera Naturals, ₹12,500.50' })).toBeTruthy();
  });

  it('labels a late payment refunded in full and a suspense refund that names no brand or campaign, with their reasons', async () => {
    const late = refundFixture({
      id: 'r5',
      kind: 'late_capture',
      status: 'pending',
      failure_reason: null,
      events: [],
      reason: 'Payment received on a closed checkout (or beyond the budget): refunded in full',
    });
    const stray = refundFixture({
      id: 'r6',
      kind: 'suspense',
      status: 'pending',
      brand: null,
      campaign: null,
      funding_id: null,
      failure_reason: null,
      events: [],
      amount: 499,
      reason: 'Payment held in suspense, refunded by an operator',
    });
    serve(() => json(200, refundsPage([late, stray], { counts: { pending: 2 } })));
    open('/ops/refunds?status=pending');
    const lateCard = within(await card('Meera Naturals, ₹12,500.50'));
    expect(lateCard.getByText('Late payment, refunded in full')).toBeTruthy();
    expect(lateCard.getByText('Payment received on a closed checkout (or beyond the budget): refunded in full')).toBeTruthy();
    expect(lateCard.getByText('Glow serum launch')).toBeTruthy();
    const strayCard = within(await card('Unknown payer, ₹499'));
    expect(strayCard.getByText('From suspense')).toBeTruthy();
    expect(strayCard.getByText('No campaign')).toBeTruthy();
    expect(strayCard.getByText('Payment held in suspense, refunded by an operator')).toBeTruthy();
    expect(strayCard.queryByRole('button', { name: 'Copy Brand e-mail' })).toBeNull();
    await click(strayCard.getByRole('button', { name: 'Mark refunded by hand for Unknown payer, ₹499' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('A payment naming no campaign')).toBeTruthy();
    expect(dialog.getByText(/has reached the payer’s bank account/)).toBeTruthy();
  });

  it('copies the brand’s e-mail exactly', async () => {
    serve(() => json(200, refundsPage([failed], { counts: COUNTS })));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await click(within(await card('Meera Naturals, ₹12,500.50')).getByRole('button', { name: 'Copy Brand e-mail' }));
    expect(writeText).toHaveBeenCalledWith('meera@brand.test');
  });

  it('offers only the manual settlement on a pending refund, and no action on a refunded one, whose reference it shows', async () => {
    const processed = refundFixture({
      id: 'r3',
      status: 'processed',
      settled_reference: 'HDFC-REF-42',
      processed_at: '2026-11-22T10:00:00.000Z',
      brand: { id: 'b3', name: 'Oak Shoes', email: 'oak@shoes.test' },
    });
    const calls = serve((url) =>
      json(200, refundsPage(url.searchParams.get('status') === 'pending' ? [pending] : [processed], { counts: COUNTS })),
    );
    const router = open('/ops/refunds?status=pending');
    const pendingCard = within(await card('Dev Foods, ₹12,500.50'));
    expect(pendingCard.queryByRole('button', { name: /^Retry refund/ })).toBeNull();
    expect(pendingCard.getByRole('button', { name: /^Mark refunded by hand/ })).toBeTruthy();
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Refunded 3' }));
    });
    const done = within(await card('Oak Shoes, ₹12,500.50'));
    expect(done.queryByRole('button', { name: /^(Retry|Mark)/ })).toBeNull();
    expect(done.getByText('HDFC-REF-42')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=processed');
    expect(calls.map((c) => c.path)).toContain('/api/ops/refunds?status=processed');
  });

  it('says "No refunds here" when a tab is empty', async () => {
    serve(() => json(200, refundsPage([], { counts: { failed: 0 } })));
    open();
    expect(await screen.findByText(M.empty)).toBeTruthy();
  });

  it('shows the error with Try again, which asks again', async () => {
    let answers = 0;
    const calls = serve(() =>
      answers++ === 0 ? json(500, { message: 'The server had a problem.' }) : json(200, refundsPage([failed], { counts: COUNTS })),
    );
    open();
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Meera Naturals, ₹12,500.50')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('retries a failed refund after the confirmation, with an Idempotency-Key, and says so', async () => {
    const success = vi.spyOn(notify, 'success');
    const calls = serve(
      () => json(200, refundsPage([failed], { counts: COUNTS })),
      () => json(200, { success: true, message: M.retried, data: { ...failed, status: 'pending' } }),
    );
    open();
    await click(within(await card('Meera Naturals, ₹12,500.50')).getByRole('button', { name: /^Retry refund/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Retry this refund?' }));
    expect(dialog.getByText(/under the same reference as before/)).toBeTruthy();
    await click(dialog.getByRole('button', { name: 'Retry refund' }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ path: '/api/ops/refunds/r1/retry', body: {}, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(success).toHaveBeenCalledWith(M.retried);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the dialog with the server’s word when the refund moved on meanwhile (409)', async () => {
    const error = vi.spyOn(notify, 'error');
    serve(
      () => json(200, refundsPage([failed], { counts: COUNTS })),
      () => json(409, { message: M.notFailed('pending') }),
    );
    open();
    await click(within(await card('Meera Naturals, ₹12,500.50')).getByRole('button', { name: /^Retry refund/ }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry refund' }));
    expect(error).toHaveBeenCalledWith(M.notFailed('pending'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Mark refunded by hand', () => {
  async function openSettle() {
    const calls = serve(
      () => json(200, refundsPage([failed], { counts: COUNTS })),
      () => json(200, { success: true, message: M.settled, data: { ...failed, status: 'processed', settled_reference: 'AB-123' } }),
    );
    open();
    await click(within(await card('Meera Naturals, ₹12,500.50')).getByRole('button', { name: /^Mark refunded by hand/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark this refund as made by hand?' }));
    return {
      calls,
      dialog,
      input: dialog.getByLabelText(/^Bank reference/),
      confirm: dialog.getByRole('button', { name: 'Confirm refund' }),
    };
  }

  it('keeps Confirm disabled until the reference has 6 to 40 letters, digits or dashes', async () => {
    const { calls, input, confirm } = await openSettle();
    expect(document.activeElement).toBe(input);
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    for (const [value, ok] of [
      ['AB-12', false],
      ['AB-123', true],
      ['A'.repeat(40), true],
      ['A'.repeat(41), false],
      ['AB 1234', false],
    ] as const) {
      await act(async () => {
        fireEvent.change(input, { target: { value } });
      });
      expect(confirm.getAttribute('aria-disabled'), value).toBe(ok ? null : 'true');
    }
    await click(confirm);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the reference in capitals and closes with the server message', async () => {
    const success = vi.spyOn(notify, 'success');
    const { calls, input, confirm } = await openSettle();
    await act(async () => {
      fireEvent.change(input, { target: { value: ' ab-123 ' } });
    });
    await click(confirm);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/ops/refunds/r1/settle', body: { reference: 'AB-123' } });
    expect(success).toHaveBeenCalledWith(M.settled);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the server’s 422 under the field and keeps the dialog open', async () => {
    serve(
      () => json(200, refundsPage([failed], { counts: COUNTS })),
      () => json(422, { message: M.referenceInvalid, errors: { reference: [M.referenceInvalid] } }),
    );
    open();
    await click(within(await card('Meera Naturals, ₹12,500.50')).getByRole('button', { name: /^Mark refunded by hand/ }));
    const dialog = within(screen.getByRole('dialog'));
    await act(async () => {
      fireEvent.change(dialog.getByLabelText(/^Bank reference/), { target: { value: 'AB-123' } });
    });
    await click(dialog.getByRole('button', { name: 'Confirm refund' }));
    expect(dialog.getByText(M.referenceInvalid)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
