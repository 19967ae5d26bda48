import type { LedgerRefType, TransferKind } from '@amplio/shared/constants/ledger';
import { applyBasisPoints } from '@amplio/shared/domain/charges';
import type { AccountRef } from '../../../src/features/ledger/ledger.service';
import { EXTERNAL, escrow, payoutsPending, REFUNDS_PENDING, REVENUE, reservation, SUSPENSE, TAX, wallet } from './ledger-fixtures';

/** One step of a random sequence: indexes pick among a sequence's few campaigns, scripts and creators. */
export type LedgerOp =
  | { t: 'fund'; campaign: number; amount: bigint }
  | { t: 'fundWithFees'; campaign: number; amount: bigint }
  /** A plan charge (decision 045): a subscription, a renewal, or an upgrade's price less its proration credit, plus GST. */
  | { t: 'subscriptionCharge'; price: bigint; credit: bigint }
  | { t: 'reserve'; script: number; amount: bigint }
  | { t: 'release'; script: number; creator: number }
  | { t: 'refundReservation'; script: number }
  | { t: 'escrowRefund'; campaign: number; amount: bigint }
  /** Escrow refunded with the fee and GST charged on it (decision 047): escrow_refund, fee_refund and gst_refund in one call. */
  | { t: 'escrowRefundWithFees'; campaign: number; amount: bigint }
  | { t: 'settleRefund'; campaign: number; amount: bigint }
  | { t: 'lateCapture'; amount: bigint }
  | { t: 'settleLateRefund'; amount: bigint }
  | { t: 'suspenseIn'; amount: bigint }
  | { t: 'suspenseRefund'; amount: bigint }
  | { t: 'suspenseApply'; campaign: number; amount: bigint }
  | { t: 'withdraw'; creator: number; amount: bigint }
  | { t: 'withdrawBoth'; amount: bigint }
  | { t: 'settlePayout'; creator: number; amount: bigint }
  | { t: 'failPayout'; creator: number; amount: bigint }
  | { t: 'replay'; step: number };

export type Outcome =
  | 'created'
  | 'duplicate'
  | 'insufficient_funds'
  | 'reservation_settled'
  | 'reservation_exists'
  | 'partial_settlement'
  | 'refund_not_pending';

export interface Leg {
  debit: AccountRef;
  credit: AccountRef;
  amountPaise: bigint;
  kind: TransferKind;
  refType: LedgerRefType;
  refId: string;
  idempotencyKey: string;
  campaignId?: string | null;
}

export interface SequenceIds {
  campaigns: string[];
  scripts: string[];
  creators: string[];
  refs: string[];
}

const campaignOf = (script: number) => script % 2;
const isSettlement = (kind: TransferKind) => kind === 'release' || kind === 'reservation_refund';

type ScriptState = { state: 'none' } | { state: 'reserved'; amount: bigint } | { state: 'settled' };

export const keyOf = (ref: AccountRef) => `${ref.kind}:${ref.ownerId ?? ''}`;
const minOf = (a: bigint, b: bigint) => (a < b ? a : b);

/** What the ledger should do, computed from a plain in-memory model of every balance. */
export class LedgerModel {
  balances = new Map<string, bigint>();
  private scripts = new Map<string, ScriptState>();
  /** Each campaign's escrow refunds on their way: sent into refunds pending, not yet confirmed. */
  private onItsWay = new Map<string, bigint>();
  /** Paise moved by each kind of transfer so far. */
  private tally = new Map<TransferKind, bigint>();
  private readonly history: Leg[][] = [];
  private readonly used = new Set<string>();

  constructor(private readonly ids: SequenceIds) {}

  /** The transfers a step asks for, in one call; a replay repeats an earlier step's call with its keys. */
  legsFor(op: LedgerOp, step: number): Leg[] | undefined {
    const key = `${this.ids.refs[0]}:${step}`;
    const ref = this.ids.refs[step % this.ids.refs.length] as string;
    const c = (i: number) => this.ids.campaigns[i] as string;
    const s = (i: number) => this.ids.scripts[i] as string;
    const w = (i: number) => this.ids.creators[i] as string;
    const payout = (creator: number, amount: bigint, k = key): Leg => ({
      debit: wallet(w(creator)),
      credit: payoutsPending(w(creator)),
      amountPaise: amount,
      kind: 'withdrawal',
      refType: 'payout',
      refId: ref,
      idempotencyKey: k,
    });
    /** A payment split three ways, as a capture books it: the escrow, the platform's fee and the GST on it. */
    const withFees = (from: AccountRef, campaign: number, amount: bigint, kinds: [TransferKind, TransferKind, TransferKind]): Leg[] =>
      (
        [
          [escrow(c(campaign)), amount, 'escrow'],
          [REVENUE, amount / 10n + 1n, 'fee'],
          [TAX, amount / 50n + 1n, 'gst'],
        ] as const
      ).map(([credit, amountPaise, part], i) => ({
        debit: from,
        credit,
        amountPaise,
        kind: kinds[i] as TransferKind,
        refType: 'funding',
        refId: ref,
        idempotencyKey: `${key}:${part}`,
      }));
    switch (op.t) {
      case 'replay':
        return this.history.length === 0 ? undefined : this.history[op.step % this.history.length];
      case 'fund':
        return [
          {
            debit: EXTERNAL,
            credit: escrow(c(op.campaign)),
            amountPaise: op.amount,
            kind: 'funding',
            refType: 'funding',
            refId: ref,
            idempotencyKey: key,
          },
        ];
      case 'subscriptionCharge': {
        const charged = op.price > op.credit ? op.price - op.credit : 1n;
        return (
          [
            [REVENUE, charged, 'subscription_charge', ':price'],
            [TAX, applyBasisPoints(charged, 1800), 'subscription_gst', ':gst'],
          ] as const
        )
          .filter(([, amountPaise]) => amountPaise > 0n)
          .map(([credit, amountPaise, kind, suffix]) => ({
            debit: EXTERNAL,
            credit,
            amountPaise,
            kind,
            refType: 'subscription_charge' as const,
            refId: ref,
            idempotencyKey: `${key}${suffix}`,
          }));
      }
      case 'fundWithFees':
        return withFees(EXTERNAL, op.campaign, op.amount, ['funding', 'platform_fee', 'gst']);
      case 'reserve':
        return [
          {
            debit: escrow(c(campaignOf(op.script))),
            credit: reservation(s(op.script), c(campaignOf(op.script))),
            amountPaise: op.amount,
            kind: 'reservation',
            refType: 'script',
            refId: s(op.script),
            idempotencyKey: key,
          },
        ];
      case 'release':
      case 'refundReservation': {
        const state = this.scripts.get(s(op.script)) ?? { state: 'none' };
        const amount = state.state === 'reserved' ? state.amount : 1n;
        const from = reservation(s(op.script), c(campaignOf(op.script)));
        const to = op.t === 'release' ? wallet(w(op.creator)) : escrow(c(campaignOf(op.script)));
        const kind = op.t === 'release' ? 'release' : 'reservation_refund';
        return [{ debit: from, credit: to, amountPaise: amount, kind, refType: 'script', refId: s(op.script), idempotencyKey: key }];
      }
      case 'escrowRefund':
        return [
          {
            debit: escrow(c(op.campaign)),
            credit: REFUNDS_PENDING,
            amountPaise: op.amount,
            kind: 'escrow_refund',
            refType: 'campaign',
            refId: c(op.campaign),
            idempotencyKey: key,
          },
        ];
      case 'escrowRefundWithFees':
        return (
          [
            [escrow(c(op.campaign)), op.amount, 'escrow_refund', ''],
            // Never more than the fees charged still unrefunded, as the pro-rata rule guarantees (other revenue is not fees).
            [REVENUE, minOf(op.amount / 10n, this.unrefunded('fee')), 'fee_refund', ':fee'],
            [TAX, minOf(op.amount / 50n, this.unrefunded('gst')), 'gst_refund', ':gst'],
          ] as const
        )
          .filter(([, amountPaise]) => amountPaise > 0n)
          .map(([debit, amountPaise, kind, suffix]) => ({
            debit,
            credit: REFUNDS_PENDING,
            amountPaise,
            kind,
            refType: 'funding' as const,
            refId: ref,
            idempotencyKey: `${key}${suffix}`,
          }));
      case 'settleRefund':
      case 'settleLateRefund':
        return [
          {
            debit: REFUNDS_PENDING,
            credit: EXTERNAL,
            amountPaise: op.amount,
            kind: 'refund_settled',
            refType: 'refund',
            refId: ref,
            idempotencyKey: key,
            campaignId: op.t === 'settleRefund' ? c(op.campaign) : null,
          },
        ];
      case 'lateCapture':
        return [
          {
            debit: EXTERNAL,
            credit: REFUNDS_PENDING,
            amountPaise: op.amount,
            kind: 'late_capture',
            refType: 'funding',
            refId: ref,
            idempotencyKey: key,
          },
        ];
      case 'suspenseIn':
        return [
          {
            debit: EXTERNAL,
            credit: SUSPENSE,
            amountPaise: op.amount,
            kind: 'suspense_in',
            refType: 'suspense_item',
            refId: ref,
            idempotencyKey: key,
          },
        ];
      case 'suspenseRefund':
        return [
          {
            debit: SUSPENSE,
            credit: REFUNDS_PENDING,
            amountPaise: op.amount,
            kind: 'suspense_refund',
            refType: 'suspense_item',
            refId: ref,
            idempotencyKey: key,
          },
        ];
      case 'suspenseApply':
        return withFees(SUSPENSE, op.campaign, op.amount, ['suspense_funding', 'suspense_fee', 'suspense_gst']);
      case 'withdraw':
        return [payout(op.creator, op.amount)];
      case 'withdrawBoth':
        return [payout(0, op.amount, `${key}:0`), payout(1, op.amount, `${key}:1`)];
      case 'settlePayout':
        return [
          {
            debit: payoutsPending(w(op.creator)),
            credit: EXTERNAL,
            amountPaise: op.amount,
            kind: 'payout_settled',
            refType: 'payout',
            refId: ref,
            idempotencyKey: key,
          },
        ];
      case 'failPayout':
        return [
          {
            debit: payoutsPending(w(op.creator)),
            credit: wallet(w(op.creator)),
            amountPaise: op.amount,
            kind: 'payout_failed',
            refType: 'payout',
            refId: ref,
            idempotencyKey: key,
          },
        ];
    }
  }

  /** Funding fees (or their GST) charged and not yet refunded with escrow. */
  private unrefunded(part: 'fee' | 'gst'): bigint {
    const of = (kind: TransferKind) => this.tally.get(kind) ?? 0n;
    return part === 'fee' ? of('platform_fee') + of('suspense_fee') - of('fee_refund') : of('gst') + of('suspense_gst') - of('gst_refund');
  }

  /** Predicts one call's outcome; all its new legs move money, or (on the first refused leg) none does. */
  apply(legs: Leg[]): Outcome {
    this.history.push(legs);
    const fresh = legs.filter((leg) => !this.used.has(leg.idempotencyKey));
    if (fresh.length === 0) return 'duplicate';
    const saved = {
      balances: new Map(this.balances),
      scripts: new Map(this.scripts),
      onItsWay: new Map(this.onItsWay),
      tally: new Map(this.tally),
    };
    for (const leg of fresh) {
      const refused = this.refusal(leg);
      if (refused) {
        this.balances = saved.balances;
        this.scripts = saved.scripts;
        this.onItsWay = saved.onItsWay;
        this.tally = saved.tally;
        return refused;
      }
      this.move(leg);
    }
    for (const leg of fresh) this.used.add(leg.idempotencyKey);
    return 'created';
  }

  private refusal(leg: Leg): Outcome | undefined {
    const state = leg.refType === 'script' ? (this.scripts.get(leg.refId) ?? { state: 'none' }) : undefined;
    if (leg.kind === 'reservation' && state && state.state !== 'none') return 'reservation_exists';
    if (isSettlement(leg.kind) && state?.state === 'settled') return 'reservation_settled';
    const balance = this.balances.get(keyOf(leg.debit)) ?? 0n;
    if (leg.debit.kind !== 'external' && balance < leg.amountPaise) return 'insufficient_funds';
    if (isSettlement(leg.kind) && balance !== leg.amountPaise) return 'partial_settlement';
    if (leg.kind === 'refund_settled' && leg.campaignId && (this.onItsWay.get(leg.campaignId) ?? 0n) < leg.amountPaise) {
      return 'refund_not_pending';
    }
    return undefined;
  }

  private move(leg: Leg): void {
    const [debit, credit] = [keyOf(leg.debit), keyOf(leg.credit)];
    this.balances.set(debit, (this.balances.get(debit) ?? 0n) - leg.amountPaise);
    this.balances.set(credit, (this.balances.get(credit) ?? 0n) + leg.amountPaise);
    this.tally.set(leg.kind, (this.tally.get(leg.kind) ?? 0n) + leg.amountPaise);
    if (leg.kind === 'reservation') this.scripts.set(leg.refId, { state: 'reserved', amount: leg.amountPaise });
    if (isSettlement(leg.kind)) this.scripts.set(leg.refId, { state: 'settled' });
    const campaign = leg.kind === 'escrow_refund' ? leg.debit.ownerId : leg.kind === 'refund_settled' ? leg.campaignId : null;
    if (campaign) {
      const delta = leg.kind === 'escrow_refund' ? leg.amountPaise : -leg.amountPaise;
      this.onItsWay.set(campaign, (this.onItsWay.get(campaign) ?? 0n) + delta);
    }
  }
}
