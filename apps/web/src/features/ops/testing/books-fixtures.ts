import type {
  TOpsBooksResponse,
  TReconciliationAlert,
  TReconciliationAlertsResponse,
  TReconciliationSummary,
  TSuspenseItem,
  TSuspenseListResponse,
} from '@amplio/shared/schemas/ops-books';

/** A reconciliation run as the books and POST /api/ops/reconciliation/run report it: no mismatches; override what a test needs. */
export function reconciliationFixture(overrides: Partial<TReconciliationSummary> = {}): TReconciliationSummary {
  return {
    ran_at: '2026-11-26T09:00:00.000Z',
    ok: true,
    mismatches: 0,
    checks: { ledger: { checked: 1, mismatches: 0 } },
    ...overrides,
  };
}

/** The books as GET /api/ops/books answers them, balanced; override what a test needs. */
export function booksFixture(overrides: Partial<TOpsBooksResponse> = {}): TOpsBooksResponse {
  return {
    accounts: [
      { kind: 'campaign_escrow', label: 'Campaign escrow', balance: 18_000, accounts: 3 },
      { kind: 'script_reservation', label: 'Reserved for creators at work', balance: 2_000, accounts: 1 },
      { kind: 'creator_wallet', label: 'Creator wallets', balance: 0, accounts: 0 },
      { kind: 'payouts_pending', label: 'Payouts pending', balance: 0, accounts: 0 },
      { kind: 'refunds_pending', label: 'Refunds pending', balance: 1_118, accounts: 1 },
      { kind: 'suspense', label: 'Suspense', balance: 1_117, accounts: 1 },
      { kind: 'platform_revenue', label: 'Platform revenue', balance: 2_000, accounts: 1 },
      { kind: 'tax_payable', label: 'GST payable', balance: 360, accounts: 1 },
      { kind: 'external', label: 'External (provider and banks)', balance: -24_595, accounts: 1 },
    ],
    total: 0,
    invariants: { ok: true, message: null, checked_at: '2026-11-26T09:00:00.000Z' },
    last_reconciliation: reconciliationFixture(),
    open_alerts: 0,
    open_suspense: 1,
    failed_refunds: 0,
    ...overrides,
  };
}

export function alertFixture(overrides: Partial<TReconciliationAlert> = {}): TReconciliationAlert {
  return {
    id: 'a1',
    check: 'refunds',
    message: 'Refund r1 is processed at the provider but still pending in the ledger.',
    entity_type: 'payment_refund',
    entity_id: 'r1',
    first_seen_at: '2026-11-26T08:00:00.000Z',
    last_seen_at: '2026-11-26T09:00:00.000Z',
    resolved_at: null,
    resolution: null,
    ...overrides,
  };
}

export function alertsPage(rows: TReconciliationAlert[], counts: Partial<TReconciliationAlertsResponse['counts']> = {}) {
  return {
    success: true,
    data: { data: rows, current_page: 1, per_page: 20, total: rows.length, last_page: 1 },
    counts: { open: 0, resolved: 0, ...counts },
  } satisfies TReconciliationAlertsResponse;
}

/** A payment ₹1 short of its checkout, held in suspense, as GET /api/ops/suspense lists it. */
export function suspenseFixture(overrides: Partial<TSuspenseItem> = {}): TSuspenseItem {
  return {
    id: 's1',
    status: 'open',
    amount: 1_117,
    expected: 1_118,
    reason: 'We received ₹1,117 instead of ₹1,118.',
    provider: 'sandbox',
    provider_payment_id: 'pay_sbx_short1',
    funding_id: 'f-2222',
    campaign: { id: 'k1', product_name: 'Glow serum launch' },
    brand: { id: 'b1', name: 'Meera Naturals', email: 'meera@brand.test' },
    received_at: '2026-11-26T08:30:00.000Z',
    resolved_at: null,
    note: null,
    can_apply: false,
    ...overrides,
  };
}

export function suspensePage(rows: TSuspenseItem[], counts: Partial<TSuspenseListResponse['counts']> = {}) {
  return {
    success: true,
    data: { data: rows, current_page: 1, per_page: 20, total: rows.length, last_page: 1 },
    counts: { open: 0, refunded: 0, applied: 0, ...counts },
  } satisfies TSuspenseListResponse;
}
