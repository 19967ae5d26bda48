import { z } from 'zod';
import { PAYOUT_EVENT_SOURCES, PAYOUT_METHODS, PAYOUT_STATES } from '../constants/payouts';
import { paginationShape } from './campaigns';
import { blankToUndefined, perPageParam, ZPageParam } from './query-values';
import { payoutProgressShape } from './wallet';

export const OPS_LIMITS = { perPage: 20, perPageMax: 100, reasonMax: 500 } as const;

/** NEFT/RTGS UTRs are 16 to 22 characters, IMPS/UPI references 12 digits. */
export const UTR_PATTERN = /^[A-Za-z0-9]{12,22}$/;

export const OPS_MESSAGES = {
  loginRequired: 'Please enter your email and password.',
  loginInvalid: 'Invalid email or password.',
  notOperator: 'This sign-in is for Amplio operators. Brands and creators sign in on their own pages.',
  utrInvalid: 'Enter the bank reference (UTR): 12 to 22 letters or digits.',
  reasonRequired: 'Please give the reason the payout failed.',
  reasonTooLong: `The reason can be at most ${OPS_LIMITS.reasonMax} characters.`,
  notFound: 'Payout not found.',
  notOpen: (status: string) => `This payout is already ${status}; nothing was changed.`,
  notPending: 'Only a pending payout can be sent to the provider.',
  sent: 'Payout sent to the provider.',
  settled: 'Payout marked paid.',
  failed: 'Payout marked failed; the money is back in the creator’s wallet.',
  filterInvalid: 'Status must be pending, processing, paid or failed.',
  loadFailed: 'Failed to load payouts',
  empty: 'No payouts here',
} as const;
const M = OPS_MESSAGES;

export const ZOpsLoginRequest = z.object({
  email: z.string({ error: M.loginRequired }).trim().min(1, M.loginRequired).max(255, 'This value is too long.'),
  password: z.string({ error: M.loginRequired }).min(1, M.loginRequired).max(1024, 'This value is too long.'),
  remember: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)]).optional(),
  redirect: z.string().max(2048).optional().nullable(),
});

/** GET /api/ops/payouts?status=&page=&per_page= (oldest first: the queue is worked in order). */
export const ZOpsPayoutsQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(PAYOUT_STATES, { error: M.filterInvalid }).optional()),
  page: ZPageParam,
  per_page: perPageParam(OPS_LIMITS.perPage, OPS_LIMITS.perPageMax),
});

export const ZPayoutEvent = z.object({
  status: z.enum(PAYOUT_STATES),
  source: z.enum(PAYOUT_EVENT_SOURCES),
  at: z.string(),
  note: z.string().nullable(),
});

/** A payout as an operator sees it: the full destination, to pay it. */
export const ZOpsPayout = z.object({
  id: z.string(),
  creator: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  amount: z.number(),
  payment_method: z.enum(PAYOUT_METHODS),
  upi_id: z.string().nullable(),
  account_number: z.string().nullable(),
  account_holder_name: z.string().nullable(),
  ifsc: z.string().nullable(),
  status: z.enum(PAYOUT_STATES),
  provider: z.string().nullable(),
  provider_payout_id: z.string().nullable(),
  ...payoutProgressShape,
  events: z.array(ZPayoutEvent),
});
export type TOpsPayout = z.infer<typeof ZOpsPayout>;

export const ZOpsPayoutCounts = z.object({
  pending: z.number().int(),
  processing: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
});

export const ZOpsPayoutsResponse = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(ZOpsPayout), ...paginationShape }),
  counts: ZOpsPayoutCounts,
  test_mode: z.boolean(),
});
export type TOpsPayoutsResponse = z.infer<typeof ZOpsPayoutsResponse>;

export const ZPayoutIdParams = z.object({ id: z.string().max(64) });

/**
 * POST /api/ops/payouts/{id}/send: sends a pending payout through the provider. In the sandbox, `simulate` picks the
 * outcome its webhook reports a few seconds later (processed by default); real providers ignore it.
 */
export const ZSendPayoutRequest = z.object({ simulate: z.enum(['processed', 'failed']).optional() });

/** POST /api/ops/payouts/{id}/settle */
export const ZSettlePayoutRequest = z.object({
  utr: z.string({ error: M.utrInvalid }).trim().regex(UTR_PATTERN, M.utrInvalid),
});
export type TSettlePayoutRequest = z.input<typeof ZSettlePayoutRequest>;

/** POST /api/ops/payouts/{id}/fail */
export const ZFailPayoutRequest = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(OPS_LIMITS.reasonMax, M.reasonTooLong),
});
export type TFailPayoutRequest = z.input<typeof ZFailPayoutRequest>;

export const ZOpsPayoutResponse = z.object({ success: z.literal(true), message: z.string(), data: ZOpsPayout });
export type TOpsPayoutResponse = z.infer<typeof ZOpsPayoutResponse>;
