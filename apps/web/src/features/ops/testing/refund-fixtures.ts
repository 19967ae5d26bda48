import type { TOpsRefund, TOpsRefundsResponse } from '@amplio/shared/schemas/ops-refunds';

/** A refund the provider kept refusing, as the server lists it; override what a test needs. */
export function refundFixture(overrides: Partial<TOpsRefund> = {}): TOpsRefund {
  return {
    id: 'r1',
    kind: 'escrow',
    amount: 12_500.5,
    platform_fee: 0,
    gst: 0,
    status: 'failed',
    campaign: { id: 'k1', product_name: 'Glow serum launch' },
    brand: { id: 'b1', name: 'Meera Naturals', email: 'meera@brand.test' },
    funding_id: 'f-1111',
    provider_payment_id: 'pay_sbx_abc123',
    provider_refund_id: null,
    created_at: '2026-11-20T09:30:00.000Z',
    processed_at: null,
    reason: 'Unreserved campaign escrow returned to the brand',
    failure_reason: 'The provider refused the refund 11 times.',
    settled_reference: null,
    events: [
      { action: 'refund.failed', at: '2026-11-21T09:30:00.000Z', actor: 'system', note: 'The provider refused the refund 11 times.' },
    ],
    ...overrides,
  };
}

export function refundsPage(
  rows: TOpsRefund[],
  options: { counts?: Partial<TOpsRefundsResponse['counts']>; page?: number; lastPage?: number } = {},
): TOpsRefundsResponse {
  return {
    success: true,
    data: { data: rows, current_page: options.page ?? 1, per_page: 20, total: rows.length, last_page: options.lastPage ?? 1 },
    counts: { pending: 0, processed: 0, failed: 0, ...options.counts },
  };
}
