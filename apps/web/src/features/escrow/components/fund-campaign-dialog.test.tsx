import type { TCampaign } from '@amplio/shared/schemas/campaigns';
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
  charges: { amount: 10000, platform_fee: 1000, gst: 180, total: 11180, platform_fee_percent: 10, gst_percent: 18, currency: 'INR' },
  test_mode: true,
};
const campaign = {
  id: 'c1',
  product_name: 'Glow serum',
  status: 'draft',
  budget: 10000,
  escrow: { funded: 0, reserved: 0, released: 0, refunded: 0, available: 0 },
} as TCampaign;

/** Answers the terms call, and each fund call with the next queued answer (a thrown TypeError is a lost connection). */
function serve(...fundAnswers: (Response | Error)[]) {
  const keys: (string | null)[] = [];
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (String(input).includes('/api/payments/terms')) return json(200, TERMS);
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      bodies.push(JSON.parse(String(init.body)));
      const answer = fundAnswers.shift() ?? json(500, {});
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  return { keys, bodies };
}

function renderDialog() {
  const onCheckout = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FundCampaignDialog campaign={campaign} open onOpenChange={() => undefined} onCheckout={onCheckout} />
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
});
