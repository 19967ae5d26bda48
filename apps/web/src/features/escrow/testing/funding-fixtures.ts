import type { TFundingReceipt, TFundingSummary } from '@amplio/shared/schemas/payments';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A funding as GET /api/brands/fundings/{id} answers it (captured); override what a test needs. */
export function fundingFixture(overrides: Partial<TFundingReceipt> = {}): TFundingReceipt {
  return {
    id: '6f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
    status: 'captured',
    amount: 1000,
    platform_fee: 100,
    gst: 18,
    total: 1118,
    created_at: '2026-11-26T08:30:00.000Z',
    captured_at: '2026-11-26T08:31:00.000Z',
    expires_at: null,
    status_reason: null,
    receipt_url: '/brand/receipts/6f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
    receipt_number: 'AMP-2026-000123',
    platform_fee_percent: 10,
    gst_percent: 18,
    currency: 'INR',
    brand: { name: 'Meera Naturals', email: 'meera@brand.test' },
    campaign: { id: 'c1', name: 'Glow serum' },
    provider: 'sandbox',
    provider_reference: 'pay_sbx_123',
    test_mode: true,
    failed_at: null,
    checkout_url: '/sandbox/checkout/6f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
    ...overrides,
  };
}

/** A row of GET /api/brands/campaigns/{id}/fundings (captured); override what a test needs. */
export function fundingSummaryFixture(overrides: Partial<TFundingSummary> = {}): TFundingSummary {
  const id = overrides.id ?? '6f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41';
  return {
    id,
    status: 'captured',
    amount: 1000,
    platform_fee: 100,
    gst: 18,
    total: 1118,
    created_at: '2026-11-26T08:30:00.000Z',
    captured_at: '2026-11-26T08:31:00.000Z',
    expires_at: null,
    status_reason: null,
    receipt_url: `/brand/receipts/${id}`,
    ...overrides,
  };
}
