import { paiseToRupees } from '@amplio/shared/domain/money';
import { HISTORY_REMARKS, type TPaymentHistoryRow, type TTrackerStep, TRACKER_LABELS, TRACKER_NOTES } from '@amplio/shared/schemas/wallet';
import type { PayoutRow } from '../../db/schema/index';
import type { StatementLine } from '../ledger/ledger.service';
import { creatorPayoutView, destinationLabel } from '../payouts/payout-records';
import type { HistoryPayout, TrackedScriptRow } from './wallet.repository';

const CAMPAIGN_FALLBACK = 'Campaign';

const HISTORY_STATUS = { pending: 'Pending', processing: 'Pending', paid: 'Completed', failed: 'Failed' } as const;

/**
 * One wallet transfer as a payment history row (spec 3 §3): a release is an earning (+), a withdrawal a debit (−)
 * whose status follows its payout, and a failed payout's return a credit (+). `balance` is the wallet just after it.
 */
export function historyRow(
  line: StatementLine,
  context: { campaignNames: Map<string, string | null>; payouts: Map<string, HistoryPayout> },
): TPaymentHistoryRow {
  const signed = line.direction === 'in' ? line.amountPaise : -line.amountPaise;
  const base = {
    id: line.id,
    transaction_id: line.id,
    date: line.createdAt.toISOString(),
    amount: paiseToRupees(signed),
    balance: paiseToRupees(line.balanceAfterPaise),
    campaignId: null,
    campaignName: null,
    payment_method: null,
    payout_id: null,
  };
  const payout = line.refType === 'payout' ? context.payouts.get(line.refId) : undefined;
  if (line.kind === 'withdrawal') {
    const destination = payout ? destinationLabel(payout) : '';
    const status = payout ? HISTORY_STATUS[payout.status] : 'Pending';
    const remark =
      payout?.status === 'paid'
        ? HISTORY_REMARKS.withdrawalPaid(destination, payout.utr ?? '')
        : payout?.status === 'failed'
          ? HISTORY_REMARKS.withdrawalFailed(destination)
          : HISTORY_REMARKS.withdrawal(destination);
    return {
      ...base,
      original_amount: paiseToRupees(line.amountPaise),
      type: 'withdrawal',
      is_withdrawal: true,
      status,
      remark,
      payment_method: payout?.method ?? null,
      payout_id: line.refId,
    };
  }
  if (line.kind === 'payout_failed') {
    return {
      ...base,
      type: 'withdrawal_returned',
      is_withdrawal: false,
      status: 'Completed',
      remark: HISTORY_REMARKS.returned(payout?.failureReason ?? ''),
      payment_method: payout?.method ?? null,
      payout_id: line.refId,
    };
  }
  const campaignName = (line.campaignId ? context.campaignNames.get(line.campaignId) : null) ?? CAMPAIGN_FALLBACK;
  return {
    ...base,
    campaignId: line.campaignId,
    campaignName,
    type: 'earning',
    is_withdrawal: false,
    status: 'Completed',
    remark: HISTORY_REMARKS.earning(campaignName),
  };
}

type Step = TTrackerStep;

/** Steps that happened are done; the first that has not is current; the rest are upcoming. */
function timeline(steps: { key: keyof typeof TRACKER_LABELS; at: Date | null; note?: string | null }[]): Step[] {
  let reachedOpen = false;
  return steps.map(({ key, at, note }) => {
    const state: Step['state'] = at ? 'done' : reachedOpen ? 'upcoming' : 'current';
    if (!at) reachedOpen = true;
    return { key, label: TRACKER_LABELS[key], at: at?.toISOString() ?? null, state, note: note ?? null };
  });
}

/**
 * A job's timeline: reserved → submitted → approved → released, or, when the script was closed without completion,
 * the steps it reached and then its refund to the campaign's escrow. Each step keeps its own time: "submitted" is the
 * latest video's, which a later post link does not move.
 */
export function jobSteps(script: TrackedScriptRow): Step[] {
  const refunded = script.closedAt !== null && script.closedReason !== 'completed';
  if (refunded) {
    const reached = timeline([
      { key: 'reserved', at: script.createdAt },
      { key: 'submitted', at: script.videoSubmittedAt },
      { key: 'approved', at: script.approvedAt },
    ]).filter((step) => step.state === 'done');
    const reason = script.closedReason ?? 'abandoned';
    return [
      ...reached,
      {
        key: 'refunded',
        label: TRACKER_LABELS.refunded,
        at: script.closedAt?.toISOString() ?? null,
        state: 'failed',
        note: TRACKER_NOTES.refunded[reason],
      },
    ];
  }
  return timeline([
    { key: 'reserved', at: script.createdAt },
    { key: 'submitted', at: script.videoSubmittedAt },
    { key: 'approved', at: script.approvedAt },
    { key: 'released', at: script.completedAt ?? (script.closedReason === 'completed' ? script.closedAt : null) },
  ]);
}

export function trackedJob(script: TrackedScriptRow) {
  return {
    script_id: script.id,
    campaign_id: script.campaignId,
    product_name: script.productName ?? CAMPAIGN_FALLBACK,
    amount: paiseToRupees(script.reservedPaise),
    script_status: script.status,
    steps: jobSteps(script),
  };
}

/** A withdrawal's timeline: requested → processing → paid, or failed (after processing, or straight from pending). */
export function withdrawalSteps(payout: PayoutRow): Step[] {
  if (payout.status === 'failed') {
    const reached = timeline([
      { key: 'requested', at: payout.requestedAt },
      { key: 'processing', at: payout.processingAt },
    ]).filter((step) => step.state === 'done');
    return [
      ...reached,
      {
        key: 'failed',
        label: TRACKER_LABELS.failed,
        at: payout.failedAt?.toISOString() ?? null,
        state: 'failed',
        note: TRACKER_NOTES.failed(payout.failureReason ?? ''),
      },
    ];
  }
  return timeline([
    { key: 'requested', at: payout.requestedAt },
    { key: 'processing', at: payout.processingAt ?? payout.paidAt },
    { key: 'paid', at: payout.paidAt, note: payout.utr ? TRACKER_NOTES.utr(payout.utr) : null },
  ]);
}

export function trackedWithdrawal(payout: PayoutRow) {
  return { ...creatorPayoutView(payout), steps: withdrawalSteps(payout) };
}
