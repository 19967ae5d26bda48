import { computeCharges } from '@amplio/shared/domain/charges';
import { MAX_SCRIPT_REJECTIONS } from '@amplio/shared/schemas/scripts';

/**
 * What the marketplace should do, written independently of the services: each creator's script on one campaign, its
 * review state, the escrow, the wallets and the payouts. The property test runs the same operations through the real
 * services and compares outcomes and balances after every step.
 */
export type ScriptStage =
  | 'generated'
  | 'video_review'
  | 'approved'
  | 'post_review'
  | 'post_rejected'
  | 'rejected'
  | 'completed'
  | 'closed_rejected'
  | 'abandoned'
  | 'campaign_ended';

export type PayoutStage = 'pending' | 'processing' | 'paid' | 'failed';

/** A funding's checkout, as the fundings table names its statuses. */
export type CheckoutStage = 'pending' | 'captured' | 'failed' | 'cancelled' | 'expired' | 'refunded' | 'held';
/** What the provider pays on a checkout: its total, ₹1 short, or ₹5 over. */
export type PaymentAmount = 'exact' | 'short' | 'over';

export type MarketOp =
  | { t: 'save'; creator: number }
  /** The brand invites the creator at their price (issue 23 §3). */
  | { t: 'invite'; creator: number }
  /** The creator accepts their waiting invitation: the price is held from escrow. */
  | { t: 'acceptInvite'; creator: number }
  /** The creator's accepted hold comes due with no script: it goes back to escrow (to the brand once the campaign ended). */
  | { t: 'lapseHold'; creator: number }
  | { t: 'upload'; creator: number }
  | { t: 'postLink'; creator: number }
  | { t: 'decide'; creator: number; decision: 'Approved' | 'Rejected' | 'Script Rejected' | 'Post Rejected' | 'completed' }
  | { t: 'autoDecide'; creator: number }
  | { t: 'abandon'; creator: number }
  | { t: 'endCampaign' }
  /** The deadline job of the creator's current wait comes due (POST_LINK_GRACE_DAYS after the end or the decision). */
  | { t: 'deadline'; creator: number }
  | { t: 'withdraw'; creator: number; rupees: number }
  | { t: 'replayWithdraw' }
  | { t: 'send'; payout: number; simulate: 'processed' | 'failed' }
  | { t: 'settle'; payout: number }
  | { t: 'fail'; payout: number }
  | { t: 'webhook'; payout: number; status: 'processed' | 'failed' }
  /** The brand opens a checkout for `rupees` (one open checkout per campaign, within the budget). */
  | { t: 'fund'; rupees: number }
  /** The provider captures a payment on a checkout (open or not: a late capture), a new payment each time. */
  | { t: 'pay'; checkout: number; amount: PaymentAmount }
  | { t: 'cancelCheckout'; checkout: number }
  | { t: 'expireCheckout'; checkout: number }
  | { t: 'failCheckout'; checkout: number }
  /** The refund jobs run: the provider confirms every refund waiting (processed), or refuses the oldest for good (failed). */
  | { t: 'refundJob'; outcome: 'processed' | 'failed' }
  /** An operator returns the oldest failed refund by hand. */
  | { t: 'settleRefund' }
  /** An operator decides about the oldest payment in suspense. */
  | { t: 'suspense'; decision: 'refund' | 'apply' };

/**
 * A step chosen from where things stand, so sequences reach completions, withdrawals and payouts rather than mostly
 * refusals: `choice` (0-99) picks among the natural next moves.
 */
export type ProgressOp = { t: 'progress'; creator: number; choice: number } | { t: 'progressPayout'; payout: number; choice: number };

/**
 * ok: the change happened; refused: a 4xx and nothing moved; none: nothing to act on (no script, no payout). A
 * payment answers how the webhook took it: captured into escrow, refunded in full, or held in suspense.
 */
export type MarketOutcome = 'ok' | 'refused' | 'duplicate' | 'none' | 'captured' | 'refunded' | 'held';

export interface ModelCheckout {
  amountPaise: bigint;
  totalPaise: bigint;
  stage: CheckoutStage;
  /** What it put into escrow and has been refunded of that since (escrow refunds take the newest captures first). */
  refundedOfEscrow: bigint;
  capturedStep: number;
}

export interface ModelRefund {
  amountPaise: bigint;
  stage: 'pending' | 'failed' | 'processed';
}

export interface ModelSuspense {
  checkout: number;
  receivedPaise: bigint;
  open: boolean;
}

const RATES = { platformFeePercent: 10, gstPercent: 18 };

/** The refund an op acts on: the largest (refunds of one amount are interchangeable for every figure compared). */
const largest = (refunds: ModelRefund[]) => refunds.reduce((a, b) => (b.amountPaise > a.amountPaise ? b : a));

export interface ModelScript {
  stage: ScriptStage;
  rejections: number;
  pricePaise: bigint;
}

export interface ModelPayout {
  creator: number;
  amountPaise: bigint;
  stage: PayoutStage;
  sent: boolean;
}

const OPEN: readonly ScriptStage[] = ['generated', 'video_review', 'approved', 'post_review', 'post_rejected', 'rejected'];
const UPLOADABLE: readonly ScriptStage[] = ['generated', 'rejected'];
/** Once the campaign has ended, these wait for the creator against a deadline: a post link, or a new video. */
const DEADLINE: readonly ScriptStage[] = ['approved', 'post_rejected', 'rejected'];

export class MarketModel {
  escrowPaise: bigint;
  campaignActive = true;
  /** Every script each creator had on the campaign, oldest first; the last one is the one the ops act on. */
  scripts: ModelScript[][];
  wallets: bigint[];
  payouts: ModelPayout[] = [];
  checkouts: ModelCheckout[] = [];
  refunds: ModelRefund[] = [];
  suspenseItems: ModelSuspense[] = [];
  refundsPendingPaise = 0n;
  suspensePaise = 0n;
  /** Each creator's invitation: none, waiting for an answer, or accepted with its price held from escrow. */
  invitations: ('none' | 'pending' | 'held')[];
  /** Everything ever funded into escrow (what the budget caps at capture). */
  fundedPaise: bigint;
  readonly budgetPaise: bigint;
  private step = 0;

  constructor(input: { creators: number; fundedPaise: bigint; pricePaise: bigint; budgetPaise: bigint }) {
    this.escrowPaise = input.fundedPaise;
    this.fundedPaise = input.fundedPaise;
    this.budgetPaise = input.budgetPaise;
    this.price = input.pricePaise;
    this.scripts = Array.from({ length: input.creators }, () => []);
    this.wallets = Array.from({ length: input.creators }, () => 0n);
    this.invitations = Array.from({ length: input.creators }, () => 'none' as const);
  }

  private readonly price: bigint;

  current(creator: number): ModelScript | undefined {
    return this.scripts[creator]?.at(-1);
  }

  open(creator: number): ModelScript | undefined {
    const s = this.current(creator);
    return s && OPEN.includes(s.stage) ? s : undefined;
  }

  pendingPaise(creator: number): bigint {
    return this.payouts
      .filter((p) => p.creator === creator && (p.stage === 'pending' || p.stage === 'processing'))
      .reduce((sum, p) => sum + p.amountPaise, 0n);
  }

  /** The concrete op a progress step stands for, given the model's state now. */
  resolve(op: MarketOp | ProgressOp): MarketOp {
    const openPayouts = this.payouts.filter((p) => p.stage === 'pending' || p.stage === 'processing');
    if (op.t === 'progressPayout' && openPayouts.length === 0) {
      // Nothing to pay out now: move a creator's work on instead.
      return this.resolve({ t: 'progress', creator: op.payout % this.wallets.length, choice: op.choice });
    }
    if (op.t === 'progressPayout') {
      const c = op.choice;
      const processing = openPayouts.filter((q) => q.stage === 'processing');
      // Half the time, follow up on a payout the provider has, so webhooks meet payouts in every state.
      const pool = processing.length > 0 && c % 2 === 0 ? processing : openPayouts;
      const p = pool[op.payout % pool.length]!;
      const payout = this.payouts.indexOf(p);
      if (p.stage === 'processing') {
        if (c < 60) return { t: 'webhook', payout, status: c < 45 ? 'processed' : 'failed' };
        return c < 80 ? { t: 'settle', payout } : { t: 'fail', payout };
      }
      if (c < 55) return { t: 'send', payout, simulate: c < 40 ? 'processed' : 'failed' };
      return c < 70 ? { t: 'settle', payout } : { t: 'fail', payout };
    }
    if (op.t === 'webhook') {
      // The provider only reports on payouts it was sent: aim at one of those (in any state, so repeats happen too).
      const sent = this.payouts.filter((q) => q.sent);
      const p = sent[op.payout % Math.max(sent.length, 1)];
      return p ? { ...op, payout: this.payouts.indexOf(p) } : op;
    }
    if (op.t === 'pay' || op.t === 'cancelCheckout' || op.t === 'expireCheckout' || op.t === 'failCheckout') {
      // Aim at a checkout that exists: the open one most of the time, any other (a late capture) otherwise.
      if (this.checkouts.length === 0) return { t: 'fund', rupees: 300 + op.checkout * 100 };
      const open = this.checkouts.findIndex((c) => c.stage === 'pending');
      const checkout = open >= 0 && op.checkout % 4 !== 3 ? open : op.checkout % this.checkouts.length;
      return { ...op, checkout };
    }
    if (op.t === 'acceptInvite' || op.t === 'lapseHold') {
      // Aim at a creator with something to act on, so acceptances and lapses happen rather than mostly 'none'.
      const want = op.t === 'acceptInvite' ? 'pending' : 'held';
      const other = this.invitations.indexOf(want);
      return this.invitations[op.creator] === want || other < 0 ? op : { ...op, creator: other };
    }
    if (op.t !== 'progress') return op;
    const { creator, choice } = op;
    const s = this.open(creator);
    if (s && choice >= 90 && this.wallets[creator]! >= 10_000n) {
      return { t: 'withdraw', creator, rupees: Math.max(100, Number(this.wallets[creator]! / 200n)) };
    }
    if (!s) {
      if (this.invitations[creator] === 'pending' && choice < 60) return { t: 'acceptInvite', creator };
      const wallet = this.wallets[creator]!;
      const canSave = this.campaignActive && this.escrowPaise >= this.price;
      if (!canSave && wallet < 10_000n && openPayouts.length > 0) {
        return this.resolve({ t: 'progressPayout', payout: choice, choice });
      }
      if (wallet >= 10_000n && (choice < 80 || !canSave)) {
        const rupees = Number(wallet / 100n);
        return { t: 'withdraw', creator, rupees: Math.max(100, Math.floor((rupees * (choice + 1)) / 70)) };
      }
      return { t: 'save', creator };
    }
    // After the end, a creator who owes something sometimes lets the deadline pass.
    if (!this.campaignActive && DEADLINE.includes(s.stage) && choice >= 85) return { t: 'deadline', creator };
    switch (s.stage) {
      case 'generated':
      case 'rejected':
        return choice < 90 ? { t: 'upload', creator } : { t: 'abandon', creator };
      case 'video_review':
        if (choice < 10) return { t: 'autoDecide', creator };
        return { t: 'decide', creator, decision: choice < 70 ? 'Approved' : choice < 92 ? 'Rejected' : 'Script Rejected' };
      case 'approved':
      case 'post_rejected':
        return { t: 'postLink', creator };
      default:
        if (choice < 10) return { t: 'autoDecide', creator };
        return { t: 'decide', creator, decision: choice < 80 ? 'completed' : 'Post Rejected' };
    }
  }

  /** Applies the op to the model and answers what the services should answer. */
  apply(op: MarketOp): MarketOutcome {
    this.step += 1;
    switch (op.t) {
      case 'fund':
      case 'pay':
      case 'cancelCheckout':
      case 'expireCheckout':
      case 'failCheckout':
      case 'refundJob':
      case 'settleRefund':
      case 'suspense':
        return this.applyMoneyIn(op);
      case 'save': {
        if (!this.campaignActive) return 'refused';
        if (this.open(op.creator)) return 'refused';
        if (this.invitations[op.creator] === 'held') {
          // The script takes the hold over: no money moves.
          this.invitations[op.creator] = 'none';
          this.scripts[op.creator]!.push({ stage: 'generated', rejections: 0, pricePaise: this.price });
          return 'ok';
        }
        // Three rejections close the campaign to the creator.
        if (this.scripts[op.creator]!.some((x) => x.stage === 'closed_rejected')) return 'refused';
        // One paid collaboration per creator and campaign (issue 23 §3): after a completed one, only an invitation.
        if (this.scripts[op.creator]!.some((x) => x.stage === 'completed')) return 'refused';
        if (this.escrowPaise < this.price) return 'refused';
        this.escrowPaise -= this.price;
        this.scripts[op.creator]!.push({ stage: 'generated', rejections: 0, pricePaise: this.price });
        return 'ok';
      }
      case 'invite': {
        if (!this.campaignActive || this.invitations[op.creator] !== 'none' || this.open(op.creator)) return 'refused';
        this.invitations[op.creator] = 'pending';
        return 'ok';
      }
      case 'acceptInvite': {
        if (this.invitations[op.creator] !== 'pending') return 'none';
        if (!this.campaignActive || this.open(op.creator) || this.escrowPaise < this.price) return 'refused';
        this.escrowPaise -= this.price;
        this.invitations[op.creator] = 'held';
        return 'ok';
      }
      case 'lapseHold': {
        if (this.invitations[op.creator] !== 'held') return 'none';
        this.invitations[op.creator] = 'none';
        this.returnToEscrow(this.price);
        return 'ok';
      }
      case 'upload': {
        const s = this.current(op.creator);
        if (!s) return 'none';
        if (!UPLOADABLE.includes(s.stage) || s.rejections >= MAX_SCRIPT_REJECTIONS) return 'refused';
        s.stage = 'video_review';
        return 'ok';
      }
      case 'postLink': {
        const s = this.current(op.creator);
        if (!s) return 'none';
        if (s.stage !== 'approved' && s.stage !== 'post_rejected') return 'refused';
        s.stage = 'post_review';
        return 'ok';
      }
      case 'decide': {
        const s = this.current(op.creator);
        if (!s) return 'none';
        return this.decide(op.creator, s, op.decision);
      }
      case 'autoDecide': {
        const s = this.current(op.creator);
        if (!s) return 'none';
        if (s.stage === 'video_review') return this.decide(op.creator, s, 'Approved');
        if (s.stage === 'post_review') return this.decide(op.creator, s, 'completed');
        return 'duplicate';
      }
      case 'abandon': {
        const s = this.current(op.creator);
        if (!s) return 'none';
        if (!UPLOADABLE.includes(s.stage)) return 'refused';
        s.stage = 'abandoned';
        this.returnToEscrow(s.pricePaise);
        return 'ok';
      }
      case 'endCampaign': {
        if (!this.campaignActive) return 'duplicate';
        this.campaignActive = false;
        for (const c of this.checkouts) if (c.stage === 'pending') c.stage = 'cancelled';
        // Waiting invitations close; holds with no script go back to the escrow, which goes on to the brand below.
        for (const [c, state] of this.invitations.entries()) {
          if (state === 'held') this.escrowPaise += this.price;
          if (state !== 'none') this.invitations[c] = 'none';
        }
        for (const list of this.scripts) {
          const s = list.at(-1);
          if (s && UPLOADABLE.includes(s.stage)) {
            s.stage = 'campaign_ended';
            this.escrowPaise += s.pricePaise;
          }
        }
        this.refundEscrow();
        return 'ok';
      }
      case 'deadline': {
        const s = this.current(op.creator);
        if (!s) return 'none';
        // No job is due while the campaign runs, and a wait that ended (a link or a video sent) leaves nothing to close.
        if (this.campaignActive || !DEADLINE.includes(s.stage)) return 'duplicate';
        s.stage = 'campaign_ended';
        this.returnToEscrow(s.pricePaise);
        return 'ok';
      }
      case 'withdraw': {
        const amount = BigInt(op.rupees) * 100n;
        if (amount > this.wallets[op.creator]!) return 'refused';
        this.wallets[op.creator]! -= amount;
        this.payouts.push({ creator: op.creator, amountPaise: amount, stage: 'pending', sent: false });
        return 'ok';
      }
      case 'replayWithdraw':
        return 'duplicate';
      case 'send': {
        const p = this.payouts[op.payout];
        if (!p) return 'none';
        if (p.stage !== 'pending') return 'refused';
        p.stage = 'processing';
        p.sent = true;
        return 'ok';
      }
      case 'settle':
      case 'fail': {
        const p = this.payouts[op.payout];
        if (!p) return 'none';
        if (p.stage === 'paid' || p.stage === 'failed') return 'refused';
        this.closePayout(p, op.t === 'settle' ? 'paid' : 'failed');
        return 'ok';
      }
      case 'webhook': {
        const p = this.payouts[op.payout];
        if (!p?.sent) return 'none';
        const target = op.status === 'processed' ? 'paid' : 'failed';
        if (p.stage === 'paid' || p.stage === 'failed') return 'duplicate';
        this.closePayout(p, target);
        return 'ok';
      }
    }
  }

  /** A reservation comes back: into escrow while the campaign runs; once it has ended, on to the brand (refunds pending). */
  private returnToEscrow(amountPaise: bigint) {
    this.escrowPaise += amountPaise;
    if (!this.campaignActive) this.refundEscrow();
  }

  /** What escrow holds goes back to the brand, one refund per captured funding, newest capture first, up to what each put in. */
  private refundEscrow() {
    const captured = this.checkouts.filter((c) => c.stage === 'captured').sort((a, b) => b.capturedStep - a.capturedStep);
    for (const c of captured) {
      if (this.escrowPaise === 0n) break;
      const share = c.amountPaise - c.refundedOfEscrow < this.escrowPaise ? c.amountPaise - c.refundedOfEscrow : this.escrowPaise;
      if (share <= 0n) continue;
      c.refundedOfEscrow += share;
      this.escrowPaise -= share;
      this.sendRefund(share);
    }
  }

  private sendRefund(amountPaise: bigint) {
    this.refundsPendingPaise += amountPaise;
    this.refunds.push({ amountPaise, stage: 'pending' });
  }

  /** Fundings that keep room in the budget: open, paid into escrow, or held for an operator. */
  committedPaise(): bigint {
    return this.checkouts.filter((c) => ['pending', 'captured', 'held'].includes(c.stage)).reduce((sum, c) => sum + c.amountPaise, 0n);
  }

  private applyMoneyIn(
    op: Extract<
      MarketOp,
      { t: 'fund' | 'pay' | 'cancelCheckout' | 'expireCheckout' | 'failCheckout' | 'refundJob' | 'settleRefund' | 'suspense' }
    >,
  ): MarketOutcome {
    switch (op.t) {
      case 'fund': {
        const amount = BigInt(op.rupees) * 100n;
        if (!this.campaignActive) return 'refused';
        if (this.checkouts.some((c) => c.stage === 'pending')) return 'refused';
        if (amount > this.budgetPaise - this.committedPaise()) return 'refused';
        const total = computeCharges(amount, RATES).total;
        this.checkouts.push({ amountPaise: amount, totalPaise: total, stage: 'pending', refundedOfEscrow: 0n, capturedStep: 0 });
        return 'ok';
      }
      case 'pay': {
        const c = this.checkouts[op.checkout];
        if (!c) return 'none';
        const received = op.amount === 'exact' ? c.totalPaise : op.amount === 'short' ? c.totalPaise - 100n : c.totalPaise + 500n;
        if (received !== c.totalPaise && c.stage === 'pending') {
          c.stage = 'held';
          this.suspensePaise += received;
          this.suspenseItems.push({ checkout: op.checkout, receivedPaise: received, open: true });
          return 'held';
        }
        const accepts =
          c.stage === 'pending' && received === c.totalPaise && this.campaignActive && this.fundedPaise + c.amountPaise <= this.budgetPaise;
        if (accepts) {
          c.stage = 'captured';
          c.capturedStep = this.step;
          this.escrowPaise += c.amountPaise;
          this.fundedPaise += c.amountPaise;
          return 'captured';
        }
        if (c.stage !== 'captured') c.stage = 'refunded';
        this.sendRefund(received);
        return 'refunded';
      }
      case 'cancelCheckout': {
        const c = this.checkouts[op.checkout];
        if (!c) return 'none';
        if (c.stage !== 'pending') return 'refused';
        c.stage = 'cancelled';
        return 'ok';
      }
      case 'expireCheckout':
      case 'failCheckout': {
        const c = this.checkouts[op.checkout];
        if (!c) return 'none';
        if (c.stage !== 'pending') return 'duplicate';
        c.stage = op.t === 'expireCheckout' ? 'expired' : 'failed';
        return 'ok';
      }
      case 'refundJob': {
        const waiting = this.refunds.filter((r) => r.stage === 'pending');
        if (waiting.length === 0) return 'none';
        if (op.outcome === 'failed') {
          largest(waiting).stage = 'failed';
          return 'ok';
        }
        for (const r of waiting) this.confirmRefund(r);
        return 'ok';
      }
      case 'settleRefund': {
        const failed = this.refunds.filter((r) => r.stage === 'failed');
        if (failed.length === 0) return 'none';
        this.confirmRefund(largest(failed));
        return 'ok';
      }
      case 'suspense': {
        const item = this.suspenseItems.find((i) => i.open);
        if (!item) return 'none';
        const c = this.checkouts[item.checkout] as ModelCheckout;
        if (op.decision === 'refund') {
          item.open = false;
          this.suspensePaise -= item.receivedPaise;
          this.sendRefund(item.receivedPaise);
          if (c.stage === 'held') c.stage = 'refunded';
          return 'ok';
        }
        const applies =
          c.stage === 'held' &&
          item.receivedPaise >= c.totalPaise &&
          this.campaignActive &&
          this.fundedPaise + c.amountPaise <= this.budgetPaise;
        if (!applies) return 'refused';
        item.open = false;
        this.suspensePaise -= item.receivedPaise;
        c.stage = 'captured';
        c.capturedStep = this.step;
        this.escrowPaise += c.amountPaise;
        this.fundedPaise += c.amountPaise;
        if (item.receivedPaise > c.totalPaise) this.sendRefund(item.receivedPaise - c.totalPaise);
        return 'ok';
      }
    }
  }

  private confirmRefund(r: ModelRefund) {
    r.stage = 'processed';
    this.refundsPendingPaise -= r.amountPaise;
  }

  private closePayout(p: ModelPayout, stage: 'paid' | 'failed') {
    p.stage = stage;
    if (stage === 'failed') this.wallets[p.creator]! += p.amountPaise;
  }

  private decide(creator: number, s: ModelScript, decision: string): MarketOutcome {
    if (s.stage === 'video_review') {
      if (decision === 'Approved') {
        s.stage = 'approved';
        return 'ok';
      }
      if (decision === 'Rejected' || decision === 'Script Rejected') {
        s.rejections += 1;
        if (s.rejections >= MAX_SCRIPT_REJECTIONS) {
          s.stage = 'closed_rejected';
          this.returnToEscrow(s.pricePaise);
        } else {
          s.stage = 'rejected';
        }
        return 'ok';
      }
      return 'refused';
    }
    if (s.stage === 'post_review') {
      if (decision === 'completed') {
        s.stage = 'completed';
        this.wallets[creator]! += s.pricePaise;
        return 'ok';
      }
      if (decision === 'Post Rejected') {
        s.stage = 'post_rejected';
        return 'ok';
      }
      return 'refused';
    }
    return 'refused';
  }
}

/** The stage a script row is in, read the way the model names it. */
export function stageOfRow(row: {
  status: string;
  postLink: string | null;
  closedReason: string | null;
  rejectionCount: number;
}): ScriptStage {
  switch (row.closedReason) {
    case 'completed':
      return 'completed';
    case 'rejected':
      return 'closed_rejected';
    case 'abandoned':
      return 'abandoned';
    case 'campaign_ended':
      return 'campaign_ended';
  }
  switch (row.status) {
    case 'Script Generated':
      return 'generated';
    case 'In Review':
      return row.postLink ? 'post_review' : 'video_review';
    case 'Approved':
      return 'approved';
    case 'Post Rejected':
      return 'post_rejected';
    case 'Rejected':
    case 'Script Rejected':
      return 'rejected';
    default:
      throw new Error(`unexpected open script status ${row.status}`);
  }
}
