import type { TOpsPayout, TOpsPayoutsResponse } from '@amplio/shared/schemas/ops';

/** A pending UPI payout as the server lists it; override what a test needs. */
export function payoutFixture(overrides: Partial<TOpsPayout> = {}): TOpsPayout {
  return {
    id: 'p1',
    creator: { id: 'c1', name: 'Cara Creator', email: 'creator@amplio.test' },
    amount: 2500,
    payment_method: 'upi',
    upi_id: 'cara@okaxis',
    account_number: null,
    account_holder_name: null,
    ifsc: null,
    status: 'pending',
    provider: null,
    provider_payout_id: null,
    utr: null,
    failure_reason: null,
    requested_at: '2026-11-20T09:30:00.000Z',
    processing_at: null,
    paid_at: null,
    failed_at: null,
    events: [{ status: 'pending', source: 'creator', at: '2026-11-20T09:30:00.000Z', note: null }],
    ...overrides,
  };
}

export function payoutsPage(
  rows: TOpsPayout[],
  options: { counts?: Partial<TOpsPayoutsResponse['counts']>; testMode?: boolean; page?: number; lastPage?: number } = {},
): TOpsPayoutsResponse {
  return {
    success: true,
    data: {
      data: rows,
      current_page: options.page ?? 1,
      per_page: 20,
      total: rows.length,
      last_page: options.lastPage ?? 1,
    },
    counts: { pending: 0, processing: 0, paid: 0, failed: 0, ...options.counts },
    test_mode: options.testMode ?? true,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
