import { OPS_BOOKS_MESSAGES as M } from '@amplio/shared/schemas/ops-books';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { suspenseFixture, suspensePage } from '../testing/books-fixtures';
import { json } from '../testing/payout-fixtures';
import { SuspenseQueue } from './suspense-queue';

configure({ asyncUtilTimeout: 5000 });

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

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
      if (url.pathname === '/api/ops/suspense') return list(url, init);
      if (action) return action(url, init);
      throw new Error(`unexpected call ${input}`);
    }),
  );
  return calls;
}

function open(url = '/ops/suspense') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/ops/suspense', element: <SuspenseQueue /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const card = (name: string) => screen.findByRole('article', { name });

const short = suspenseFixture();
const over = suspenseFixture({
  id: 's2',
  amount: 1_200,
  reason: 'We received ₹1,200 instead of ₹1,118.',
  provider_payment_id: 'pay_sbx_over2',
  brand: { id: 'b2', name: 'Dev Foods', email: 'dev@foods.test' },
  can_apply: true,
});
const stray = suspenseFixture({
  id: 's3',
  amount: 500,
  expected: null,
  reason: 'This payment names no checkout of ours.',
  funding_id: null,
  campaign: null,
  brand: null,
  can_apply: false,
});
const COUNTS = { open: 3, refunded: 1, applied: 0 };

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SuspenseQueue', () => {
  it('lists the open payments with every status count, what arrived against what was expected, why, whose and the provider id', async () => {
    const calls = serve(() => json(200, suspensePage([short, over, stray], COUNTS)));
    open();
    expect(screen.getByRole('status', { name: 'Loading payments in suspense' })).toBeTruthy();
    const item = within(await card('Meera Naturals, ₹1,117'));
    expect(calls[0]?.path).toBe('/api/ops/suspense?status=open');
    expect(screen.getByRole('tab', { name: 'Open 3' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Refunded 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Applied 0' })).toBeTruthy();
    expect(item.getByText('₹1,117')).toBeTruthy();
    expect(item.getByText('₹1,118')).toBeTruthy();
    expect(item.getByText('We received ₹1,117 instead of ₹1,118.')).toBeTruthy();
    expect(item.getByText('Glow serum launch')).toBeTruthy();
    expect(item.getByText('pay_sbx_short1')).toBeTruthy();
    const nameless = within(await card('Unknown payer, ₹500'));
    expect(nameless.getByText('No campaign')).toBeTruthy();
    expect(nameless.getByText('No checkout')).toBeTruthy();
  });

  it('disables Apply with the reason beside it when it cannot work, and enables it when it can', async () => {
    serve(() => json(200, suspensePage([short, over, stray], COUNTS)));
    open();
    const shortApply = within(await card('Meera Naturals, ₹1,117')).getByRole('button', { name: /^Apply/ });
    expect(shortApply.getAttribute('aria-disabled')).toBe('true');
    const why = M.suspenseTooLittle('₹1,117', '₹1,118');
    expect(document.getElementById(shortApply.getAttribute('aria-describedby') ?? '')?.textContent).toBe(why);
    const strayApply = within(await card('Unknown payer, ₹500')).getByRole('button', { name: /^Apply/ });
    expect(document.getElementById(strayApply.getAttribute('aria-describedby') ?? '')?.textContent).toBe(M.suspenseNoFunding);
    await click(shortApply);
    expect(screen.queryByRole('dialog')).toBeNull();
    const overApply = within(await card('Dev Foods, ₹1,200')).getByRole('button', { name: /^Apply/ });
    expect(overApply.getAttribute('aria-disabled')).toBeNull();
  });

  it('refunds a payment after the confirmation, once on a double click, with its note and an Idempotency-Key', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serve(
      () => json(200, suspensePage([short], { open: 1 })),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const success = vi.spyOn(notify, 'success');
    open();
    await click(within(await card('Meera Naturals, ₹1,117')).getByRole('button', { name: 'Refund ₹1,117 to Meera Naturals' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund this payment?' }));
    fireEvent.change(dialog.getByLabelText(/^Note/), { target: { value: 'Brand asked for it back.' } });
    const confirm = dialog.getByRole('button', { name: 'Refund ₹1,117' });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: '/api/ops/suspense/s1/refund',
        body: { note: 'Brand asked for it back.' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
    await act(async () => {
      answer(json(200, { success: true, message: M.suspenseRefunded, data: { ...short, status: 'refunded' } }));
    });
    expect(success).toHaveBeenCalledWith(M.suspenseRefunded);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('applies a payment that covers its checkout, and shows the server’s reason when it refuses', async () => {
    const reason = M.suspenseCampaignRefuses('it would take the escrow over the campaign’s budget.');
    const calls = serve(
      () => json(200, suspensePage([over], { open: 1 })),
      () => json(409, { message: reason }),
    );
    const error = vi.spyOn(notify, 'error');
    open();
    await click(within(await card('Dev Foods, ₹1,200')).getByRole('button', { name: /^Apply/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply this payment to its funding?' }));
    expect(dialog.getByText(/The extra ₹82 is refunded\./)).toBeTruthy();
    await click(dialog.getByRole('button', { name: 'Apply payment' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/ops/suspense/s2/apply']);
    expect(error).toHaveBeenCalledWith(reason);
  });

  it('says so when a tab is empty', async () => {
    serve(() => json(200, suspensePage([], {})));
    open();
    expect(await screen.findByText('Nothing in suspense')).toBeTruthy();
  });
});
