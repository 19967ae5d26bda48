import type { PayoutMethod } from '@amplio/shared/constants/payouts';
import type { TEarningsResponse, TPaymentHistoryResponse, TPaymentHistoryRow } from '@amplio/shared/schemas/wallet';

/** Rows the browser adds before the server answers carry this id prefix (and no transaction yet). */
export const OPTIMISTIC_ROW_PREFIX = 'optimistic:';

export const isOptimisticRow = (row: Pick<TPaymentHistoryRow, 'id'>) => row.id.startsWith(OPTIMISTIC_ROW_PREFIX);

/** Whole rupees and paise without float noise (₹1,234.56 − ₹100 is 1134.56, not 1134.5599999). */
const minus = (a: number, b: number) => Math.round(a * 100 - b * 100) / 100;
const plus = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

export interface PendingWithdrawal {
  /** The request's Idempotency-Key: one optimistic row per attempt. */
  key: string;
  amount: number;
  payment_method: PayoutMethod;
  at: Date;
}

/**
 * Spec 3 §4 "Withdrawal": a temporary Pending row on top of the history, and the balance reduced by the amount,
 * until the server answers. Its balance is the available balance after it, like every other row.
 */
export function addPendingWithdrawal(history: TPaymentHistoryResponse, pending: PendingWithdrawal): TPaymentHistoryResponse {
  const balance = minus(history.available_balance, pending.amount);
  const row: TPaymentHistoryRow = {
    id: `${OPTIMISTIC_ROW_PREFIX}${pending.key}`,
    transaction_id: '',
    date: pending.at.toISOString(),
    campaignId: null,
    campaignName: null,
    amount: -pending.amount,
    type: 'withdrawal',
    is_withdrawal: true,
    status: 'Pending',
    remark: pending.payment_method === 'upi' ? 'Withdrawal to your UPI ID' : 'Withdrawal to your bank account',
    payment_method: pending.payment_method,
    payout_id: null,
    balance,
  };
  const total = history.total + 1;
  return {
    ...history,
    data: history.current_page === 1 ? [row, ...history.data] : history.data,
    available_balance: balance,
    total,
    last_page: Math.max(1, Math.ceil(total / history.per_page)),
  };
}

/** The same withdrawal on the earnings: less available, more waiting to be paid out. */
export function reduceEarnings(earnings: TEarningsResponse, amount: number): TEarningsResponse {
  return {
    ...earnings,
    available_balance: minus(earnings.available_balance, amount),
    pending_withdrawals: plus(earnings.pending_withdrawals, amount),
  };
}
