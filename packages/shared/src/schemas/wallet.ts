import { z } from 'zod';
import { MIN_WITHDRAWAL_RUPEES, PAYOUT_METHODS, PAYOUT_STATES } from '../constants/payouts';
import { paginationShape } from './campaigns';
import { zRupees } from './money-field';
import { perPageParam, ZPageParam } from './query-values';

export const WALLET_LIMITS = { historyPerPage: 20, historyPerPageMax: 100, holderNameMax: 120 } as const;
/** Above any balance: the largest amount that stays exact in rupees (₹10 lakh crore, MAX_EXACT_PAISE). */
const MAX_WITHDRAWAL_RUPEES = 10_000_000_000_000;

/** UPI ids are name@bank (NPCI's virtual payment address). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** Spec (issue 13): the RBI's IFSC, four letters, a zero, six letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Spec 3 §5 and §8, and the cases the spec does not show. */
export const WALLET_MESSAGES = {
  paymentDetailsInvalid: 'Please enter valid payment details.',
  amountInvalid: 'Please enter a valid withdrawal amount.',
  amountOverBalance: 'Withdrawal amount cannot be greater than available balance.',
  amountMin: `The minimum withdrawal is ₹${MIN_WITHDRAWAL_RUPEES}.`,
  amountWhole: 'Withdrawals are in whole rupees.',
  upiInvalid: 'Enter a UPI ID like name@bank.',
  accountInvalid: 'Enter an account number of 9 to 18 digits.',
  accountMismatch: 'The account numbers do not match.',
  ifscInvalid: 'Enter the 11-character IFSC, like HDFC0001234.',
  holderRequired: 'Enter the account holder’s name as the bank has it.',
  holderTooLong: `The account holder’s name can be at most ${WALLET_LIMITS.holderNameMax} characters.`,
  submitted: 'Withdrawal request submitted successfully!',
  submitFailed: 'Failed to submit withdrawal request. Please try again.',
  processFailed: 'Failed to process withdrawal',
  loadFailed: 'Failed to load dashboard data. Please try again later.',
  noHistory: 'No payment history available',
  noSocial: 'No social accounts linked yet',
  noAlerts: 'No new alerts',
} as const;
const M = WALLET_MESSAGES;

/** The fields that say where a payout goes: a UPI id, or a bank account typed twice with its IFSC and holder. */
export interface PayoutDetailsInput {
  payment_method: (typeof PAYOUT_METHODS)[number];
  upi_id?: string;
  account_number?: string;
  confirm_account_number?: string;
  ifsc?: string;
  account_holder_name?: string;
}

/**
 * Checks a payout destination with the withdrawal's messages, each on its own field; shared by the withdrawal and the
 * saved payout methods. `confirmationRequired`: the account number must have been typed twice; the message when it was not.
 */
export function checkPayoutDetails(
  value: PayoutDetailsInput,
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
  options: { confirmationRequired?: string } = {},
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.payment_method === 'upi') {
    if (!value.upi_id || !UPI_ID_PATTERN.test(value.upi_id)) issue('upi_id', M.upiInvalid);
    return;
  }
  if (!value.account_number || !ACCOUNT_NUMBER_PATTERN.test(value.account_number)) issue('account_number', M.accountInvalid);
  else if (value.confirm_account_number === undefined) {
    if (options.confirmationRequired) issue('confirm_account_number', options.confirmationRequired);
  } else if (value.confirm_account_number !== value.account_number) issue('confirm_account_number', M.accountMismatch);
  if (!value.ifsc || !IFSC_PATTERN.test(value.ifsc)) issue('ifsc', M.ifscInvalid);
  if (!value.account_holder_name) issue('account_holder_name', M.holderRequired);
  else if (value.account_holder_name.length > WALLET_LIMITS.holderNameMax) issue('account_holder_name', M.holderTooLong);
}

/** Trimmed text, empty or null read as missing. */
export const optionalPayoutText = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().max(256).optional());
/** An IFSC, trimmed and upper-cased. */
export const payoutIfsc = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v === null ? undefined : v),
  z.string().max(64).optional(),
);

const optionalText = optionalPayoutText;

/**
 * POST /api/creator/payment-history/withdrawal (spec 3 §3 "Withdrawal request"), with an Idempotency-Key header.
 * `confirm_account_number` is ours: the account number typed twice. `type` and `status` are accepted as the spec's
 * client sends them, and ignored: every request is a withdrawal that starts pending.
 */
export const ZWithdrawalRequest = z
  .object({
    // Whole rupees from ₹100; the available balance is checked by the service, and nothing is more than ₹10 lakh crore.
    amount: zRupees({
      min: MIN_WITHDRAWAL_RUPEES,
      max: MAX_WITHDRAWAL_RUPEES,
      text: true,
      wholeRupees: true,
      messages: {
        required: M.amountInvalid,
        invalid: M.amountInvalid,
        notPositive: M.amountInvalid,
        fraction: M.amountWhole,
        min: M.amountMin,
        max: M.amountOverBalance,
      },
    }),
    /** Omitted with payout_method_id: the saved method brings the method and its details. */
    payment_method: z.enum(PAYOUT_METHODS, { error: M.paymentDetailsInvalid }).optional(),
    /** Issue 25: one of the creator's saved payout methods instead of the details (another creator's → 404). */
    payout_method_id: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().max(64, M.paymentDetailsInvalid).optional()),
    upi_id: optionalText,
    account_number: optionalText,
    confirm_account_number: optionalText,
    ifsc: payoutIfsc,
    account_holder_name: optionalText,
    type: z.literal('withdrawal').optional(),
    status: z.literal('pending').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.payout_method_id !== undefined) return;
    if (value.payment_method === undefined) {
      ctx.addIssue({ code: 'custom', path: ['payment_method'], message: M.paymentDetailsInvalid });
      return;
    }
    checkPayoutDetails({ ...value, payment_method: value.payment_method }, ctx);
  });
export type TWithdrawalRequest = z.input<typeof ZWithdrawalRequest>;

/** "upi: ra…@okhdfc" / "bank: ••••1234": what the creator sees of a destination. */
export const ZPayoutDestination = z.object({
  payment_method: z.enum(PAYOUT_METHODS),
  label: z.string(),
});

/** How far a payout got, in both the creator's and the operator's view: its outcome and when each step happened. */
export const payoutProgressShape = {
  utr: z.string().nullable(),
  failure_reason: z.string().nullable(),
  requested_at: z.string(),
  processing_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  failed_at: z.string().nullable(),
};

/** A withdrawal as its creator sees it. */
export const ZCreatorPayout = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATES),
  destination: ZPayoutDestination,
  ...payoutProgressShape,
});
export type TCreatorPayout = z.infer<typeof ZCreatorPayout>;

export const ZWithdrawalResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZCreatorPayout,
  available_balance: z.number(),
});
export type TWithdrawalResponse = z.infer<typeof ZWithdrawalResponse>;

/** GET /api/creator/earnings (spec 3 §7: success, total_earnings or total). All read from the ledger. */
export const ZEarningsResponse = z.object({
  success: z.literal(true),
  /** Spec 3 §5: the available balance ("equal to total earnings"), what the spec's client offers to withdraw. */
  total_earnings: z.number(),
  /** The same figure under the spec's other name. */
  total: z.number(),
  /** The wallet's balance: what can be withdrawn now. */
  available_balance: z.number(),
  /** Everything ever released to the creator's wallet (available + pending + paid out). */
  lifetime_earnings: z.number(),
  /** Withdrawals requested and not yet paid or failed. */
  pending_withdrawals: z.number(),
  /** Paid out to the creator's bank so far. */
  paid_out: z.number(),
  /** Reserved in escrow for the creator's open scripts: paid when the brand completes them. */
  in_escrow: z.number(),
  currency: z.literal('INR'),
});
export type TEarningsResponse = z.infer<typeof ZEarningsResponse>;

export const PAYMENT_HISTORY_TYPES = ['earning', 'withdrawal', 'withdrawal_returned'] as const;
export const PAYMENT_HISTORY_STATUSES = ['Completed', 'Pending', 'Failed'] as const;

/**
 * Spec 3 §3 "Payment history row": one ledger transfer on the creator's wallet. A debit has a negative amount.
 * `balance` is the wallet's balance just after it (the newest row's is the available balance). A failed withdrawal
 * is its debit (status Failed) followed by the credit that returned the money (type withdrawal_returned, +).
 */
export const ZPaymentHistoryRow = z.object({
  id: z.string(),
  transaction_id: z.string(),
  date: z.string(),
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  amount: z.number(),
  original_amount: z.number().optional(),
  type: z.enum(PAYMENT_HISTORY_TYPES),
  is_withdrawal: z.boolean(),
  status: z.enum(PAYMENT_HISTORY_STATUSES),
  remark: z.string(),
  payment_method: z.enum(PAYOUT_METHODS).nullable(),
  payout_id: z.string().nullable(),
  balance: z.number(),
});
export type TPaymentHistoryRow = z.infer<typeof ZPaymentHistoryRow>;

/** GET /api/creator/payment-history?page=&per_page= (newest first). */
export const ZPaymentHistoryQuery = z.object({
  page: ZPageParam,
  per_page: perPageParam(WALLET_LIMITS.historyPerPage, WALLET_LIMITS.historyPerPageMax),
});

export const ZPaymentHistoryResponse = z.object({
  success: z.literal(true),
  data: z.array(ZPaymentHistoryRow),
  available_balance: z.number(),
  ...paginationShape,
});
export type TPaymentHistoryResponse = z.infer<typeof ZPaymentHistoryResponse>;

/** The payment tracker's steps: a job's (reserved → approved → released, or refunded) and a withdrawal's. */
export const JOB_STEPS = ['reserved', 'submitted', 'approved', 'released', 'refunded'] as const;
export const WITHDRAWAL_STEPS = ['requested', 'processing', 'paid', 'failed'] as const;

export const ZTrackerStep = z.object({
  key: z.string(),
  label: z.string(),
  /** When the step happened; null for a step still ahead. */
  at: z.string().nullable(),
  state: z.enum(['done', 'current', 'upcoming', 'failed']),
  note: z.string().nullable(),
});
export type TTrackerStep = z.infer<typeof ZTrackerStep>;

export const ZTrackedJob = z.object({
  script_id: z.string(),
  campaign_id: z.string(),
  product_name: z.string(),
  amount: z.number(),
  script_status: z.string(),
  steps: z.array(ZTrackerStep),
});
export const ZTrackedWithdrawal = ZCreatorPayout.extend({ steps: z.array(ZTrackerStep) });

/** GET /api/creator/payment-tracker: every job and withdrawal with its timeline, newest first. */
export const ZPaymentTrackerResponse = z.object({
  success: z.literal(true),
  data: z.object({ jobs: z.array(ZTrackedJob), withdrawals: z.array(ZTrackedWithdrawal) }),
});
export type TPaymentTrackerResponse = z.infer<typeof ZPaymentTrackerResponse>;

/** Payment history remarks (spec 3 §3 "remark"): what each wallet line was. */
export const HISTORY_REMARKS = {
  earning: (campaign: string) => `Payment for ${campaign}`,
  withdrawal: (destination: string) => `Withdrawal to ${destination}`,
  withdrawalPaid: (destination: string, utr: string) => `Withdrawal to ${destination} · UTR ${utr}`,
  withdrawalFailed: (destination: string) => `Withdrawal to ${destination} · failed, returned to your wallet`,
  returned: (reason: string) => `Failed withdrawal returned to your wallet: ${reason}`,
} as const;

/** The payment tracker's step labels and notes. */
export const TRACKER_LABELS = {
  reserved: 'Reserved in escrow',
  submitted: 'Submitted for review',
  approved: 'Approved by the brand',
  released: 'Paid to your wallet',
  refunded: 'Returned to the brand',
  requested: 'Withdrawal requested',
  processing: 'Sent to the bank',
  paid: 'Paid',
  failed: 'Failed',
} as const satisfies Record<(typeof JOB_STEPS)[number] | (typeof WITHDRAWAL_STEPS)[number], string>;

export const TRACKER_NOTES = {
  refunded: {
    completed: 'The reservation went back to the campaign.',
    rejected: 'The video was rejected 3 times; the reservation went back to the campaign.',
    abandoned: 'The script was abandoned; the reservation went back to the campaign.',
    campaign_ended: 'The campaign ended before the work was completed; the reservation went back to the campaign.',
  },
  utr: (utr: string) => `Bank reference (UTR) ${utr}`,
  failed: (reason: string) => `${reason} The money is back in your wallet.`,
} as const;

/** What the creator is told (in-app alert and e-mail) as a withdrawal moves. Amounts come formatted (₹1,500). */
export const PAYOUT_NOTICES = {
  requestedTitle: 'Withdrawal requested',
  requested: (amount: string, destination: string) =>
    `We received your withdrawal of ${amount} to ${destination}. It reaches you within two working days.`,
  /** Names the method the creator chose (issue 25: a UPI payout was announced as "sent to your bank"). */
  processingTitle: (method: 'upi' | 'bank') =>
    method === 'upi' ? 'Withdrawal sent to your UPI ID' : 'Withdrawal sent to your bank account',
  processing: (amount: string, destination: string) => `Your withdrawal of ${amount} to ${destination} is on its way.`,
  paidTitle: 'Withdrawal paid',
  paid: (amount: string, destination: string, utr: string) => `${amount} was paid to ${destination}. The bank's reference (UTR) is ${utr}.`,
  failedTitle: 'Withdrawal failed',
  failed: (amount: string, reason: string) =>
    `Your withdrawal of ${amount} could not be paid (${reason}). The money is back in your wallet; check your payment details and withdraw again.`,
} as const;
