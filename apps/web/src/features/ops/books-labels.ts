import type { LedgerAccountKind } from '@amplio/shared/constants/ledger';
import { BOOKS_ACCOUNT_LABELS, OPS_BOOKS_MESSAGES, type TSuspenseItem } from '@amplio/shared/schemas/ops-books';
import { formatRupees } from '../../lib/format-money';

/** The books' accounts in the order an operator or an accountant reads them (BOOKS_ACCOUNT_LABELS' order). */
export const BOOKS_ORDER = Object.keys(BOOKS_ACCOUNT_LABELS) as LedgerAccountKind[];

/** What each kind of account holds, under its name in the balances table. */
export const ACCOUNT_HINT: Record<LedgerAccountKind, string> = {
  campaign_escrow: 'Brands’ money for their campaigns, not yet reserved',
  script_reservation: 'Set aside for scripts creators are working on',
  creator_wallet: 'Earned by creators, not yet withdrawn',
  payouts_pending: 'Withdrawals on their way to creators’ banks',
  refunds_pending: 'Refunds sent to payers, not yet confirmed',
  suspense: 'Payments that matched no open checkout, waiting for you',
  platform_revenue: 'Amplio’s platform fees',
  tax_payable: 'GST collected on the fees, owed to the government',
  external: 'What the outside world paid in, net (negative)',
};

/** The checks a reconciliation runs, as its alerts name them. */
const CHECK_LABELS: Record<string, string> = {
  ledger: 'Ledger invariants',
  captures: 'Captured payments',
  refunds: 'Refunds',
  payouts: 'Payouts',
  suspense: 'Suspense',
  totals: 'Totals by account',
};

export const checkLabel = (check: string) => CHECK_LABELS[check] ?? check.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** Why Apply cannot work on a payment in suspense, said before the operator tries (the server says the same on a 409). */
export function whyNotApplicable(item: TSuspenseItem): string | null {
  if (item.can_apply || item.status !== 'open') return null;
  if (!item.funding_id) return OPS_BOOKS_MESSAGES.suspenseNoFunding;
  if (item.expected !== null && item.amount < item.expected) {
    return OPS_BOOKS_MESSAGES.suspenseTooLittle(formatRupees(item.amount), formatRupees(item.expected));
  }
  return OPS_BOOKS_MESSAGES.suspenseFundingClosed;
}
