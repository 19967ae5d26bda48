import type { TPaymentHistoryRow } from '@amplio/shared/schemas/wallet';
import type { BadgeTone } from '../../components/ui/badge';
import { formatRupees } from '../../lib/format-money';

/** Spec 3 §3: a negative amount, or a withdrawal, is a debit; everything else (earnings, money returned) a credit. */
export const isDebit = (row: Pick<TPaymentHistoryRow, 'amount' | 'is_withdrawal'>) => row.amount < 0 || row.is_withdrawal;

/** "+₹8,550" for money in, "−₹500" (a true minus sign) for money out. */
export function signedAmount(row: Pick<TPaymentHistoryRow, 'amount' | 'is_withdrawal'>): string {
  return `${isDebit(row) ? '−' : '+'}${formatRupees(Math.abs(row.amount))}`;
}

export const HISTORY_STATUS_TONE: Record<TPaymentHistoryRow['status'], BadgeTone> = {
  Completed: 'success',
  Pending: 'warning',
  Failed: 'danger',
};

/** What the line was, in words: the server's remark, or the campaign for an earning. */
export function historyTitle(row: Pick<TPaymentHistoryRow, 'remark' | 'type' | 'campaignName'>): string {
  if (row.remark) return row.remark;
  if (row.type === 'earning') return row.campaignName ? `Payment for ${row.campaignName}` : 'Campaign payment';
  if (row.type === 'withdrawal_returned') return 'Failed withdrawal returned to your wallet';
  return 'Withdrawal';
}

/** The kind of line, for the phone layout's small label. */
export const HISTORY_TYPE_LABEL: Record<TPaymentHistoryRow['type'], string> = {
  earning: 'Earning',
  withdrawal: 'Withdrawal',
  withdrawal_returned: 'Returned',
};
