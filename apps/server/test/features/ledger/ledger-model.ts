import type { TransferKind } from '@amplio/shared/constants/ledger';
import type { AccountRef } from '../../../src/features/ledger/ledger.service';
import { EXTERNAL, escrow, payoutsPending, reservation, wallet } from './ledger-fixtures';

/** One step of a random sequence: indexes pick among a sequence's few campaigns, scripts and creators. */
export type LedgerOp =
  | { t: 'fund'; campaign: number; amount: bigint }
  | { t: 'reserve'; script: number; amount: bigint }
  | { t: 'release'; script: number; creator: number }
  | { t: 'refundReservation'; script: number }
  | { t: 'escrowRefund'; campaign: number; amount: bigint }
  | { t: 'withdraw'; creator: number; amount: bigint }
  | { t: 'settlePayout'; creator: number; amount: bigint }
  | { t: 'failPayout'; creator: number; amount: bigint }
  | { t: 'replay'; step: number };

export type Outcome = 'created' | 'duplicate' | 'insufficient_funds' | 'reservation_settled' | 'reservation_exists' | 'partial_settlement';

export interface Leg {
  debit: AccountRef;
  credit: AccountRef;
  amountPaise: bigint;
  kind: TransferKind;
  refType: 'campaign' | 'funding' | 'script' | 'payout';
  refId: string;
  idempotencyKey: string;
}

export interface SequenceIds {
  campaigns: string[];
  scripts: string[];
  creators: string[];
  refs: string[];
}

const campaignOf = (script: number) => script % 2;

type ScriptState = { state: 'none' } | { state: 'reserved'; amount: bigint } | { state: 'settled' };

/** What the ledger should do, computed from a plain in-memory model of every balance. */
export class LedgerModel {
  readonly balances = new Map<string, bigint>();
  private readonly scripts = new Map<number, ScriptState>();
  private readonly legs: (Leg | undefined)[] = [];
  private readonly used = new Set<string>();

  constructor(private readonly ids: SequenceIds) {}

  /** The transfer a step asks for; a replay repeats an earlier step's transfer with its key. */
  legFor(op: LedgerOp, step: number): Leg | undefined {
    const key = `${this.ids.refs[0]}:${step}`;
    const ref = this.ids.refs[step % this.ids.refs.length] as string;
    const c = (i: number) => this.ids.campaigns[i] as string;
    const s = (i: number) => this.ids.scripts[i] as string;
    const w = (i: number) => this.ids.creators[i] as string;
    const scriptState = (i: number) => this.scripts.get(i) ?? { state: 'none' };
    switch (op.t) {
      case 'replay':
        return this.legs.length === 0 ? undefined : this.legs[op.step % this.legs.length];
      case 'fund':
        return {
          debit: EXTERNAL,
          credit: escrow(c(op.campaign)),
          amountPaise: op.amount,
          kind: 'funding',
          refType: 'funding',
          refId: ref,
          idempotencyKey: key,
        };
      case 'reserve':
        return {
          debit: escrow(c(campaignOf(op.script))),
          credit: reservation(s(op.script), c(campaignOf(op.script))),
          amountPaise: op.amount,
          kind: 'reservation',
          refType: 'script',
          refId: s(op.script),
          idempotencyKey: key,
        };
      case 'release':
      case 'refundReservation': {
        const state = scriptState(op.script);
        const amount = state.state === 'reserved' ? state.amount : 1n;
        const from = reservation(s(op.script), c(campaignOf(op.script)));
        const to = op.t === 'release' ? wallet(w(op.creator)) : escrow(c(campaignOf(op.script)));
        const kind = op.t === 'release' ? 'release' : 'reservation_refund';
        return { debit: from, credit: to, amountPaise: amount, kind, refType: 'script', refId: s(op.script), idempotencyKey: key };
      }
      case 'escrowRefund':
        return {
          debit: escrow(c(op.campaign)),
          credit: EXTERNAL,
          amountPaise: op.amount,
          kind: 'escrow_refund',
          refType: 'campaign',
          refId: c(op.campaign),
          idempotencyKey: key,
        };
      case 'withdraw':
        return {
          debit: wallet(w(op.creator)),
          credit: payoutsPending(w(op.creator)),
          amountPaise: op.amount,
          kind: 'withdrawal',
          refType: 'payout',
          refId: ref,
          idempotencyKey: key,
        };
      case 'settlePayout':
        return {
          debit: payoutsPending(w(op.creator)),
          credit: EXTERNAL,
          amountPaise: op.amount,
          kind: 'payout_settled',
          refType: 'payout',
          refId: ref,
          idempotencyKey: key,
        };
      case 'failPayout':
        return {
          debit: payoutsPending(w(op.creator)),
          credit: wallet(w(op.creator)),
          amountPaise: op.amount,
          kind: 'payout_failed',
          refType: 'payout',
          refId: ref,
          idempotencyKey: key,
        };
    }
  }

  /** Predicts the outcome of a leg and, when it moves money, applies it to the model. */
  apply(leg: Leg, op: LedgerOp): Outcome {
    this.legs.push(leg);
    if (this.used.has(leg.idempotencyKey)) return 'duplicate';
    const script = op.t === 'replay' ? this.scriptIndexOf(leg) : 'script' in op ? op.script : undefined;
    const state = script === undefined ? undefined : (this.scripts.get(script) ?? { state: 'none' as const });
    if (leg.kind === 'reservation' && state && state.state !== 'none') return 'reservation_exists';
    if ((leg.kind === 'release' || leg.kind === 'reservation_refund') && state?.state === 'settled') return 'reservation_settled';
    const debitKey = keyOf(leg.debit);
    const balance = this.balances.get(debitKey) ?? 0n;
    if (leg.debit.kind !== 'external' && balance < leg.amountPaise) return 'insufficient_funds';
    if ((leg.kind === 'release' || leg.kind === 'reservation_refund') && balance !== leg.amountPaise) return 'partial_settlement';
    this.balances.set(debitKey, balance - leg.amountPaise);
    this.balances.set(keyOf(leg.credit), (this.balances.get(keyOf(leg.credit)) ?? 0n) + leg.amountPaise);
    this.used.add(leg.idempotencyKey);
    if (script !== undefined && leg.kind === 'reservation') this.scripts.set(script, { state: 'reserved', amount: leg.amountPaise });
    if (script !== undefined && (leg.kind === 'release' || leg.kind === 'reservation_refund'))
      this.scripts.set(script, { state: 'settled' });
    return 'created';
  }

  private scriptIndexOf(leg: Leg): number | undefined {
    const index = this.ids.scripts.indexOf(leg.refId);
    return leg.refType === 'script' && index >= 0 ? index : undefined;
  }
}

export const keyOf = (ref: AccountRef) => `${ref.kind}:${ref.ownerId ?? ''}`;
