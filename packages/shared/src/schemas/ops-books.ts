import { z } from 'zod';
import { LEDGER_ACCOUNT_KINDS } from '../constants/ledger';
import { SUSPENSE_STATES } from '../constants/refunds';
import { paginationShape } from './campaigns';
import { OPS_LIMITS } from './ops';
import { blankToUndefined, perPageParam, ZPageParam } from './query-values';

/** The books' accounts as an operator or an accountant reads them, in this order. */
export const BOOKS_ACCOUNT_LABELS = {
  campaign_escrow: 'Campaign escrow',
  script_reservation: 'Reserved for creators at work',
  creator_wallet: 'Creator wallets',
  payouts_pending: 'Payouts pending',
  refunds_pending: 'Refunds pending',
  suspense: 'Suspense',
  platform_revenue: 'Platform revenue',
  tax_payable: 'GST payable',
  external: 'External (provider and banks)',
} as const satisfies Record<(typeof LEDGER_ACCOUNT_KINDS)[number], string>;

/** A CSV export covers at most this many days. */
export const BOOKS_EXPORT_MAX_DAYS = 366;

export const OPS_BOOKS_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeInverted: 'The end date must be on or after the start date.',
  rangeTooLong: `Export at most ${BOOKS_EXPORT_MAX_DAYS} days at a time.`,
  alertNotFound: 'Alert not found.',
  alertResolved: 'This alert is already resolved; nothing was changed.',
  alertNoteRequired: 'Say what you checked or did: 3 to 500 characters.',
  alertAcknowledged: 'Alert marked resolved.',
  reconciled: 'Reconciliation finished.',
  reconciliationRunning: 'A reconciliation is running already. Its result shows here when it ends.',
  suspenseNotFound: 'Payment in suspense not found.',
  suspenseNotOpen: (status: string) => `This payment was already ${status}; nothing was changed.`,
  suspenseRefunded: 'Refund sent to the provider. The payer gets all of it back.',
  suspenseApplied: 'Payment applied to its funding: the campaign’s escrow has the amount.',
  suspenseNoFunding: 'This payment names no checkout of ours, so it can only be refunded.',
  suspenseTooLittle: (received: string, expected: string) =>
    `Only ${received} arrived for a checkout of ${expected}, so it cannot fund it. Refund it instead.`,
  suspenseFundingClosed: 'The funding this payment was meant for is no longer waiting for it, so it can only be refunded.',
  suspenseCampaignRefuses: (reason: string) => `It cannot go into escrow: ${reason} Refund it instead.`,
  filterInvalid: 'Status must be open, refunded or applied.',
  mismatchesBanner: (count: number) => `Reconciliation found ${count} ${count === 1 ? 'mismatch' : 'mismatches'} in the books`,
} as const;
const M = OPS_BOOKS_MESSAGES;

const isoDay = z
  .string({ error: M.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    M.dateInvalid,
  );

/** GET /api/ops/books/transfers.csv?from=&to= (days in IST, both included). */
export const ZBooksExportQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { path: ['to'], error: M.rangeInverted })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < BOOKS_EXPORT_MAX_DAYS, { path: ['to'], error: M.rangeTooLong });
export type TBooksExportQuery = z.infer<typeof ZBooksExportQuery>;

export const ZBooksAccount = z.object({
  kind: z.enum(LEDGER_ACCOUNT_KINDS),
  label: z.string(),
  /** Rupees: credits minus debits. External is negative: what the outside world has paid in, net. */
  balance: z.number(),
  accounts: z.number().int(),
});

export const ZReconciliationSummary = z.object({
  ran_at: z.string(),
  ok: z.boolean(),
  mismatches: z.number().int(),
  checks: z.record(z.string(), z.object({ checked: z.number().int(), mismatches: z.number().int() })),
});

/** GET /api/ops/books: the totals by account kind, the ledger's invariants and the last reconciliation. */
export const ZOpsBooksResponse = z.object({
  accounts: z.array(ZBooksAccount),
  /** The sum of every balance: 0 when the books balance. */
  total: z.number(),
  invariants: z.object({ ok: z.boolean(), message: z.string().nullable(), checked_at: z.string().nullable() }),
  last_reconciliation: ZReconciliationSummary.nullable(),
  open_alerts: z.number().int(),
  open_suspense: z.number().int(),
  failed_refunds: z.number().int(),
});
export type TOpsBooksResponse = z.infer<typeof ZOpsBooksResponse>;

export const ZReconciliationAlert = z.object({
  id: z.string(),
  check: z.string(),
  message: z.string(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type TReconciliationAlert = z.infer<typeof ZReconciliationAlert>;

export const ZReconciliationAlertsQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['open', 'resolved'], { error: 'Status must be open or resolved.' }).default('open')),
  page: ZPageParam,
  per_page: perPageParam(OPS_LIMITS.perPage, OPS_LIMITS.perPageMax),
});

export const ZReconciliationAlertsResponse = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(ZReconciliationAlert), ...paginationShape }),
  counts: z.object({ open: z.number().int(), resolved: z.number().int() }),
});
export type TReconciliationAlertsResponse = z.infer<typeof ZReconciliationAlertsResponse>;

/** POST /api/ops/reconciliation/alerts/{id}/resolve: what the operator checked or did. */
export const ZResolveAlertRequest = z.object({
  note: z.string({ error: M.alertNoteRequired }).trim().min(3, M.alertNoteRequired).max(500, M.alertNoteRequired),
});

export const ZReconciliationAlertResponse = z.object({ success: z.literal(true), message: z.string(), data: ZReconciliationAlert });
export type TReconciliationAlertResponse = z.infer<typeof ZReconciliationAlertResponse>;

export const ZReconciliationRunResponse = z.object({ success: z.literal(true), message: z.string(), data: ZReconciliationSummary });
export type TReconciliationRunResponse = z.infer<typeof ZReconciliationRunResponse>;
export type TReconciliationSummary = z.infer<typeof ZReconciliationSummary>;

export const ZOpsIdParams = z.object({ id: z.string().max(64) });

/** Money held in suspense, as an operator decides about it. */
export const ZSuspenseItem = z.object({
  id: z.string(),
  status: z.enum(SUSPENSE_STATES),
  amount: z.number(),
  expected: z.number().nullable(),
  reason: z.string(),
  provider: z.string(),
  provider_payment_id: z.string(),
  funding_id: z.string().nullable(),
  campaign: z.object({ id: z.string(), product_name: z.string().nullable() }).nullable(),
  brand: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  received_at: z.string(),
  resolved_at: z.string().nullable(),
  note: z.string().nullable(),
  /** Whether Apply can work: a funding waiting for it, and at least its total. */
  can_apply: z.boolean(),
});
export type TSuspenseItem = z.infer<typeof ZSuspenseItem>;

export const ZSuspenseQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(SUSPENSE_STATES, { error: M.filterInvalid }).default('open')),
  page: ZPageParam,
  per_page: perPageParam(OPS_LIMITS.perPage, OPS_LIMITS.perPageMax),
});

export const ZSuspenseListResponse = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(ZSuspenseItem), ...paginationShape }),
  counts: z.object({ open: z.number().int(), refunded: z.number().int(), applied: z.number().int() }),
});
export type TSuspenseListResponse = z.infer<typeof ZSuspenseListResponse>;

/** POST /api/ops/suspense/{id}/refund and /apply: an optional note for the audit trail. */
export const ZSuspenseDecisionRequest = z.object({
  note: z.string().trim().max(500, 'The note can be at most 500 characters.').optional(),
});

export const ZSuspenseItemResponse = z.object({ success: z.literal(true), message: z.string(), data: ZSuspenseItem });
export type TSuspenseItemResponse = z.infer<typeof ZSuspenseItemResponse>;
