import { FEES_FOLLOW_THE_WORK } from '@amplio/shared/constants/refunds';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { PAYMENT_MESSAGES, type TOpenFunding } from '@amplio/shared/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FundCampaignDialog } from './fund-campaign-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TERMS = {
  platform_fee_percent: 10,
  gst_percent: 18,
  min_amount: 100,
  max_amount: 10_000_000,
  currency: 'INR',
  provider: 'sandbox',
  test_mode: true,
};
const FUNDED = {
  funding_id: '6f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
  checkout_url: '/sandbox/checkout/6f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
  status: 'pending',
  expires_at: new Date(Date.now() + 29 * 60_000 - 30_000).toISOString(),
  charges: { amount: 10000, platform_fee: 1000, gst: 180, total: 11180, platform_fee_percent: 10, gst_percent: 18, currency: 'INR' },
  test_mode: true,
};
const campaign = {
  id: 'c1',
  product_name: 'Glow serum',
  status: 'draft',
  budget: 10000,
  escrow: { funded: 0, reserved: 0, released: 0, refunded: 0, refund_pending: 0, available: 0 },
  open_funding: null,
} as TCampaign;

const OPEN: TOpenFunding = {
  funding_id: '0b6e2c1d-7a4f-4e2b-9c3d-5f8a1e2b3c4d',
  amount: 10000,
  total: 11180,
  checkout_url: '/sandbox/checkout/0b6e2c1d-7a4f-4e2b-9c3d-5f8a1e2b3c4d',
  created_at: '2026-11-26T08:30:00.000Z',
  expires_at: new Date(Date.now() + 24 * 60_000).toISOString(),
  message: PAYMENT_MESSAGES.paymentInProgress('₹11,180'),
};
const IN_PROGRESS = { message: OPEN.message, error_type: 'payment_in_progress', open_funding: OPEN };
const CANCELLED = {
  message: PAYMENT_MESSAGES.fundingCancelled,
  data: {
    id: OPEN.funding_id,
    status: 'cancelled',
    amount: 10000,
    platform_fee: 1000,
    gst: 180,
    total: 11180,
    created_at: OPEN.created_at,
    captured_at: null,
    expires_at: null,
    status_reason: PAYMENT_MESSAGES.fundingReason.cancelled,
    receipt_url: `/brand/receipts/${OPEN.funding_id}`,
  },
};

/**
 * Answers the terms call, each cancel call with the next of `cancelAnswers`, and each fund call with the next queued
 * answer (a thrown TypeError is a lost connection; a Promise keeps the call open until it settles).
 */
function serve(...fundAnswers: (Response | Error)[]) {
  return serveAll({ fund: fundAnswers });
}

function serveAll(answers: { fund?: (Response | Error)[]; cancel?: (Response | Error | Promise<Response>)[] }) {
  const keys: (string | null)[] = [];
  const bodies: unknown[] = [];
  const cancels: string[] = [];
  const fundAnswers = answers.fund ?? [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (String(input).includes('/api/payments/terms')) return json(200, TERMS);
      if (String(input).endsWith('/cancel')) {
        cancels.push(String(input));
        const answer = answers.cancel?.shift() ?? json(500, {});
        if (answer instanceof Error) throw answer;
        return answer;
      }
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      bodies.push(JSON.parse(String(init.body)));
      const answer = fundAnswers.shift() ?? json(500, {});
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  return { keys, bodies, cancels };
}

function renderDialog(shown: TCampaign = campaign) {
  const onCheckout = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FundCampaignDialog campaign={shown} open onOpenChange={() => undefined} onCheckout={onCheckout} />
    </QueryClientProvider>,
  );
  return { onCheckout };
}

const pay = async (name: RegExp = /^Continue to pay/) => {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name }));
  });
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Fund campaign dialog', () => {
  it('shows the platform fee, GST and total before going to the checkout', async () => {
    serve(json(201, FUNDED));
    const { onCheckout } = renderDialog();
    expect(await screen.findByText('₹1,000')).toBeTruthy();
    expect(screen.getByText('₹180')).toBeTruthy();
    expect(screen.getByText('₹11,180')).toBeTruthy();
    expect(screen.getByText('Test mode — no real money moves')).toBeTruthy();
    // Fees follow the work (decision 047): the dialog says the fee and GST on any unused part come back with it.
    expect(screen.getByText(FEES_FOLLOW_THE_WORK.fundDialog)).toBeTruthy();
    await pay(/Continue to pay ₹11,180/);
    expect(onCheckout).toHaveBeenCalledWith(expect.objectContaining({ checkout_url: FUNDED.checkout_url }));
  });

  it('sends the same Idempotency-Key again when the brand retries the same amount', async () => {
    const { keys } = serve(new TypeError('offline'), json(201, FUNDED));
    const { onCheckout } = renderDialog();
    await pay();
    expect(await screen.findByText(/No response from the server|connection/i)).toBeTruthy();
    await pay();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('uses a new Idempotency-Key once the amount changes', async () => {
    const { keys, bodies } = serve(
      json(409, { message: 'A request with this Idempotency-Key is still being processed.' }),
      json(201, FUNDED),
    );
    renderDialog();
    await pay();
    expect(await screen.findByText('A request with this Idempotency-Key is still being processed.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Amount to fund/), { target: { value: '5000' } });
    await pay(/Continue to pay ₹5,590/);
    expect(bodies).toEqual([{ amount: 10000 }, { amount: 5000 }]);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('refuses an amount below ₹100 without calling the server', async () => {
    const { keys } = serve();
    renderDialog();
    fireEvent.change(await screen.findByLabelText(/^Amount to fund/), { target: { value: '99' } });
    await pay(/Continue to pay/);
    expect(screen.getByText('The minimum funding is ₹100.')).toBeTruthy();
    expect(keys).toEqual([]);
  });

  it('opens on the payment in progress, not a second checkout, when the campaign has one open', async () => {
    const { keys } = serve();
    const { onCheckout } = renderDialog({ ...campaign, open_funding: OPEN });
    expect(await screen.findByText(OPEN.message)).toBeTruthy();
    expect(screen.getByText('₹10,000')).toBeTruthy();
    expect(screen.getByText('₹11,180')).toBeTruthy();
    expect(screen.getByText(/\(in 2\d min\)/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Amount to fund/)).toBeNull();
    expect(screen.queryByText(/funded so far/)).toBeNull();
    const proceed = screen.getByRole('button', { name: 'Continue payment' });
    expect(document.activeElement).toBe(proceed);
    await act(async () => {
      fireEvent.click(proceed);
    });
    expect(onCheckout).toHaveBeenCalledWith(expect.objectContaining({ checkout_url: OPEN.checkout_url }));
    expect(keys).toEqual([]);
  });

  it('shows the payment in progress when the server answers that one is already open', async () => {
    serve(json(409, IN_PROGRESS));
    renderDialog();
    await pay();
    expect(await screen.findByText(OPEN.message)).toBeTruthy();
    expect(screen.queryByLabelText(/^Amount to fund/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue payment' }));
  });

  it('cancels the payment in progress once on a double click, then shows a fresh form with the focus on the amount', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { cancels } = serveAll({ cancel: [new Promise<Response>((resolve) => (answer = resolve))] });
    renderDialog({ ...campaign, open_funding: OPEN });
    const cancel = await screen.findByRole('button', { name: 'Cancel payment' });
    await act(async () => {
      fireEvent.click(cancel);
      fireEvent.click(cancel);
    });
    expect(cancels).toEqual([`/api/brands/fundings/${OPEN.funding_id}/cancel`]);
    await act(async () => {
      answer(json(200, CANCELLED));
    });
    const amount = await screen.findByLabelText(/^Amount to fund/);
    expect(screen.queryByText(OPEN.message)).toBeNull();
    expect(document.activeElement).toBe(amount);
    expect(cancels).toHaveLength(1);
  });

  it('says plainly why a payment could not be cancelled, and keeps it on screen after a lost connection', async () => {
    serveAll({ cancel: [new TypeError('offline')] });
    renderDialog({ ...campaign, open_funding: OPEN });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    });
    expect(await screen.findByText('The payment could not be cancelled. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByText(OPEN.message)).toBeTruthy();
  });

  it('says why when the checkout was no longer open to cancel, and offers a new one', async () => {
    serveAll({ cancel: [json(409, { message: PAYMENT_MESSAGES.fundingNotOpen.expired })] });
    renderDialog({ ...campaign, open_funding: OPEN });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.fundingNotOpen.expired)).toBeTruthy();
    expect(await screen.findByLabelText(/^Amount to fund/)).toBeTruthy();
  });

  it('shows the payment in progress with its expiry from the 201, not a fresh form, when Back brings the page back from the browser cache', async () => {
    serve(json(201, FUNDED));
    const { onCheckout } = renderDialog();
    await pay(/Continue to pay ₹11,180/);
    expect(onCheckout).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentInProgress('₹11,180'))).toBeTruthy();
    expect(screen.queryByLabelText(/^Amount to fund/)).toBeNull();
    // The campaign has not been read again (its open_funding is still null): the expiry comes from the fund answer.
    expect(screen.getByText('Expires')).toBeTruthy();
    expect(screen.getByText(/\(in 29 min\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue payment' }).getAttribute('aria-busy')).toBeNull();
  });
});
