import { paiseToRupees } from '@amplio/shared/domain/money';
import type { PayoutEventSource, PayoutState } from '@amplio/shared/constants/payouts';
import { PAYOUT_NOTICES, type TCreatorPayout } from '@amplio/shared/schemas/wallet';
import type { DbOrTx } from '../../db/client';
import { type PayoutRow, payoutStatusEvents } from '../../db/schema/index';
import type { AccountRef } from '../ledger/ledger.service';
import { recordCreatorAlert } from '../alerts/creator-alerts';

/**
 * The payouts feature's public module: what the wallet (which creates payouts) and the operator console (which
 * moves them) share. A payout's money lives only in the ledger; these are its views and its status records.
 */

export const walletOf = (creatorId: string): AccountRef => ({ kind: 'creator_wallet', ownerId: creatorId });
export const payoutsPendingOf = (creatorId: string): AccountRef => ({ kind: 'payouts_pending', ownerId: creatorId });
export const EXTERNAL: AccountRef = { kind: 'external', ownerId: null };

/** The ledger keys of a payout's three possible movements: each happens at most once. */
export const PAYOUT_TRANSFER_KEYS = {
  withdrawal: (payoutId: string) => `withdrawal:${payoutId}`,
  settled: (payoutId: string) => `payout_settled:${payoutId}`,
  failed: (payoutId: string) => `payout_failed:${payoutId}`,
} as const;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
/** 150000n → "₹1,500" (en-IN, spec 3 §9). */
export const rupeesText = (paise: bigint) => inr.format(paiseToRupees(paise));

/** "UPI ra…@okhdfc" / "bank account ••••1234": enough for the creator to recognise it, not enough to reuse it. */
export function destinationLabel(row: Pick<PayoutRow, 'method' | 'upiId' | 'accountNumber'>): string {
  if (row.method === 'upi') {
    const [name = '', bank = ''] = (row.upiId ?? '').split('@');
    return `UPI ${name.slice(0, 2)}…@${bank}`;
  }
  return `bank account ••••${(row.accountNumber ?? '').slice(-4)}`;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** How far the payout got, as both the creator's and the operator's views show it: its outcome and when each step happened. */
export function payoutProgressView(row: Pick<PayoutRow, 'utr' | 'failureReason' | 'requestedAt' | 'processingAt' | 'paidAt' | 'failedAt'>) {
  return {
    utr: row.utr,
    failure_reason: row.failureReason,
    requested_at: row.requestedAt.toISOString(),
    processing_at: iso(row.processingAt),
    paid_at: iso(row.paidAt),
    failed_at: iso(row.failedAt),
  };
}

/** A withdrawal as its creator sees it (ZCreatorPayout). */
export function creatorPayoutView(row: PayoutRow): TCreatorPayout {
  return {
    id: row.id,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    destination: { payment_method: row.method, label: destinationLabel(row) },
    ...payoutProgressView(row),
  };
}

/**
 * Records that the payout reached `status`, once: the primary key (payout, status) makes a second record of the same
 * status (a repeated webhook, a racing operator) insert nothing. Answers whether this call recorded it.
 */
export async function recordPayoutStatus(input: {
  tx: DbOrTx;
  payoutId: string;
  status: PayoutState;
  source: PayoutEventSource;
  at: Date;
  actorUserId?: string | null;
  providerEventId?: string | null;
  data?: Record<string, unknown>;
}): Promise<boolean> {
  const rows = await input.tx
    .insert(payoutStatusEvents)
    .values({
      payoutId: input.payoutId,
      status: input.status,
      source: input.source,
      actorUserId: input.actorUserId ?? null,
      providerEventId: input.providerEventId ?? null,
      data: input.data ?? {},
      occurredAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ payoutId: payoutStatusEvents.payoutId });
  return rows.length > 0;
}

/** What the creator is told when the payout reaches its current status (alert and e-mail share it). */
export function payoutNotice(row: PayoutRow): { title: string; message: string } {
  const amount = rupeesText(row.amountPaise);
  const destination = destinationLabel(row);
  switch (row.status) {
    case 'pending':
      return { title: PAYOUT_NOTICES.requestedTitle, message: PAYOUT_NOTICES.requested(amount, destination) };
    case 'processing':
      return { title: PAYOUT_NOTICES.processingTitle(row.method), message: PAYOUT_NOTICES.processing(amount, destination) };
    case 'paid':
      return { title: PAYOUT_NOTICES.paidTitle, message: PAYOUT_NOTICES.paid(amount, destination, row.utr ?? '') };
    case 'failed':
      return { title: PAYOUT_NOTICES.failedTitle, message: PAYOUT_NOTICES.failed(amount, row.failureReason ?? '') };
  }
}

/** Where the creator's alerts about payouts lead: the overview, with the payment history and tracker. */
export const PAYOUT_ALERT_LINK = '/creator/dashboard/overview';

/** The creator's paymentStatus alert for the payout's current status, in the caller's transaction, once per status. */
export async function alertCreator(input: { tx: DbOrTx; payout: PayoutRow; at: Date }): Promise<void> {
  const { payout } = input;
  await recordCreatorAlert({
    tx: input.tx,
    at: input.at,
    userId: payout.creatorId,
    kind: 'paymentStatus',
    ...payoutNotice(payout),
    link: PAYOUT_ALERT_LINK,
    payoutId: payout.id,
    dedupeKey: `payout:${payout.id}:${payout.status}`,
  });
}
