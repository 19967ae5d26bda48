import { z } from 'zod';
import { REFUND_KINDS, REFUND_STATES } from '../constants/refunds';
import { paginationShape } from './campaigns';
import { OPS_LIMITS } from './ops';
import { blankToUndefined, perPageParam, ZPageParam } from './query-values';

/** A bank's reference for a refund made by hand: NEFT/RTGS/IMPS references and the bank's own ids, with or without dashes. */
export const REFUND_REFERENCE_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

/** The tab the operator's refunds screen opens on, and what GET /api/ops/refunds lists without `status`: the work. */
export const DEFAULT_REFUND_STATUS = 'failed' as const;

export const OPS_REFUND_MESSAGES = {
  filterInvalid: 'Status must be pending, processed or failed.',
  referenceInvalid: 'Enter the bank reference: 6 to 40 letters, digits or dashes.',
  notFound: 'Refund not found.',
  notFailed: (status: string) => `Only a failed refund can be retried; this one is ${status}. Nothing was changed.`,
  notOpen: (status: string) => `This refund is already ${status}; nothing was changed.`,
  retried: 'Refund sent to the provider again.',
  settled: 'Refund marked as returned by hand.',
  providerFailed: 'The provider reported the refund failed.',
  loadFailed: 'Failed to load refunds',
  empty: 'No refunds here',
} as const;
const M = OPS_REFUND_MESSAGES;

/** GET /api/ops/refunds?status=&page=&per_page= (no status: the failed ones, oldest first). */
export const ZOpsRefundsQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REFUND_STATES, { error: M.filterInvalid }).default(DEFAULT_REFUND_STATUS)),
  page: ZPageParam,
  per_page: perPageParam(OPS_LIMITS.perPage, OPS_LIMITS.perPageMax),
});
export type TOpsRefundsQuery = z.input<typeof ZOpsRefundsQuery>;

/** One line of a refund's audit trail: what happened, when, who did it and any note (a reason, a reference). */
export const ZOpsRefundEvent = z.object({
  action: z.string(),
  at: z.string(),
  actor: z.string(),
  note: z.string().nullable(),
});
export type TOpsRefundEvent = z.infer<typeof ZOpsRefundEvent>;

/**
 * A refund as an operator sees it: who should have the money back, and where it stands. `kind`: the unreserved escrow
 * of a campaign, a payment refunded in full (it arrived on a closed checkout or beyond the budget), or money an
 * operator refunded from suspense (which may name no campaign or brand).
 */
export const ZOpsRefund = z.object({
  id: z.string(),
  kind: z.enum(REFUND_KINDS),
  /** All the provider refund returns; for an escrow refund, `platform_fee` and `gst` of it are the fee and GST charged on that escrow (decision 047). */
  amount: z.number(),
  platform_fee: z.number(),
  gst: z.number(),
  status: z.enum(REFUND_STATES),
  reason: z.string().nullable(),
  campaign: z.object({ id: z.string(), product_name: z.string().nullable() }).nullable(),
  brand: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  funding_id: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  settled_reference: z.string().nullable(),
  events: z.array(ZOpsRefundEvent),
});
export type TOpsRefund = z.infer<typeof ZOpsRefund>;

export const ZOpsRefundCounts = z.object({ pending: z.number().int(), processed: z.number().int(), failed: z.number().int() });

export const ZOpsRefundsResponse = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(ZOpsRefund), ...paginationShape }),
  counts: ZOpsRefundCounts,
});
export type TOpsRefundsResponse = z.infer<typeof ZOpsRefundsResponse>;

export const ZRefundIdParams = z.object({ id: z.string().max(64) });

/** POST /api/ops/refunds/{id}/settle: the operator returned the money by bank transfer. */
export const ZSettleRefundRequest = z.object({
  reference: z.string({ error: M.referenceInvalid }).trim().regex(REFUND_REFERENCE_PATTERN, M.referenceInvalid),
});
export type TSettleRefundRequest = z.input<typeof ZSettleRefundRequest>;

export const ZOpsRefundResponse = z.object({ success: z.literal(true), message: z.string(), data: ZOpsRefund });
export type TOpsRefundResponse = z.infer<typeof ZOpsRefundResponse>;
