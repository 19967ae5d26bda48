import { emailOffFor, unsubscribeToken } from '../notifications/preferences';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { PayoutEventSource, PayoutState } from '@amplio/shared/constants/payouts';
import { OPS_MESSAGES, type TOpsPayout, type TOpsPayoutResponse, type TOpsPayoutsResponse } from '@amplio/shared/schemas/ops';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { PayoutRow, PayoutStatusEventRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import { pageEnvelope } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { type PayoutWebhookEvent, PROVIDER_ACTOR } from '../payments/payment-provider';
import type { WebhookOutcome } from '../payments/payments.service';
import type { PayoutsBridge } from '../payments/payouts-bridge';
import { payoutStatusMail } from './payout-mails';
import {
  alertCreator,
  EXTERNAL,
  PAYOUT_TRANSFER_KEYS,
  payoutProgressView,
  payoutsPendingOf,
  recordPayoutStatus,
  walletOf,
} from './payout-records';
import * as repo from './payouts.repository';
import { isUuid } from '@amplio/shared/domain/uuid';

const notFound = () => new AppError({ code: 'payout_not_found', status: 404, message: OPS_MESSAGES.notFound });
const notOpen = (status: PayoutState) => new AppError({ code: 'payout_not_open', status: 409, message: OPS_MESSAGES.notOpen(status) });
const notPending = () => new AppError({ code: 'payout_not_pending', status: 409, message: OPS_MESSAGES.notPending });
const isClosed = (status: PayoutState) => status === 'paid' || status === 'failed';

type Target =
  | { to: 'processing'; provider: string; providerPayoutId: string }
  | { to: 'paid'; utr: string }
  | { to: 'failed'; reason: string };

function opsView(row: repo.PayoutWithCreator, events: PayoutStatusEventRow[]): TOpsPayout {
  return {
    id: row.id,
    creator: { id: row.creatorId, name: row.creatorName, email: row.creatorEmail },
    amount: paiseToRupees(row.amountPaise),
    payment_method: row.method,
    upi_id: row.upiId,
    account_number: row.accountNumber,
    account_holder_name: row.accountHolderName,
    ifsc: row.ifsc,
    status: row.status,
    provider: row.provider,
    provider_payout_id: row.providerPayoutId,
    ...payoutProgressView(row),
    events: events.map((e) => ({
      status: e.status,
      source: e.source,
      at: e.occurredAt.toISOString(),
      note: typeof e.data.utr === 'string' ? `UTR ${e.data.utr}` : typeof e.data.reason === 'string' ? e.data.reason : null,
    })),
  };
}

/**
 * The operator console (issue 13 §4) and the provider's payout webhooks. Every change of a payout is one transaction:
 * the row (locked), its status record (once per status: repeated webhooks change nothing), the ledger transfer it
 * causes, an audit entry, the creator's alert and e-mail.
 */
export function createPayoutsService(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transfer'>;
  mail: Pick<MailService, 'enqueue' | 'notify'>;
  bridge: PayoutsBridge;
  appUrl: string;
  /** Signs the one-click unsubscribe link of each e-mail. */
  secret: string;
}) {
  const { db, clock, ledger, mail, bridge } = deps;

  /**
   * Moves a locked, open payout to `target.to`. Answers the new row, or null when this status was already recorded
   * (nothing is changed then). The caller has checked the move is allowed.
   */
  async function move(
    tx: Tx,
    payout: PayoutRow,
    target: Target,
    by: { source: PayoutEventSource; actor: AuditActor; providerEventId?: string | null },
  ): Promise<PayoutRow | null> {
    const now = clock.now();
    const detail = target.to === 'paid' ? { utr: target.utr } : target.to === 'failed' ? { reason: target.reason } : {};
    const fresh = await recordPayoutStatus({
      tx,
      payoutId: payout.id,
      status: target.to,
      source: by.source,
      actorUserId: by.actor.userId,
      providerEventId: by.providerEventId,
      data: target.to === 'processing' ? { provider: target.provider, provider_payout_id: target.providerPayoutId } : detail,
      at: now,
    });
    if (!fresh) return null;
    const patch =
      target.to === 'processing'
        ? { status: target.to, processingAt: now, provider: target.provider, providerPayoutId: target.providerPayoutId }
        : target.to === 'paid'
          ? { status: target.to, paidAt: now, utr: target.utr }
          : { status: target.to, failedAt: now, failureReason: target.reason };
    const moved = await repo.updatePayout(tx, payout.id, { ...patch, updatedAt: now });
    const money = { amountPaise: payout.amountPaise, refType: 'payout' as const, refId: payout.id, tx, actor: by.actor };
    if (target.to === 'paid') {
      await ledger.transfer({
        ...money,
        debit: payoutsPendingOf(payout.creatorId),
        credit: EXTERNAL,
        kind: 'payout_settled',
        idempotencyKey: PAYOUT_TRANSFER_KEYS.settled(payout.id),
      });
    } else if (target.to === 'failed') {
      await ledger.transfer({
        ...money,
        debit: payoutsPendingOf(payout.creatorId),
        credit: walletOf(payout.creatorId),
        kind: 'payout_failed',
        idempotencyKey: PAYOUT_TRANSFER_KEYS.failed(payout.id),
      });
    }
    await recordAudit({
      tx,
      actor: by.actor,
      at: now,
      action: `payout.${target.to}`,
      entityType: 'payout',
      entityId: payout.id,
      data: { from: payout.status, source: by.source, ...detail, ...(by.providerEventId ? { event_id: by.providerEventId } : {}) },
    });
    await alertCreator({ tx, payout: moved, at: now });
    const creator = await repo.findCreator(tx, payout.creatorId);
    // Money e-mail follows the creator's preference, with one-click unsubscribe (issue 24 §3); the alert always shows.
    if (creator && !(await emailOffFor(tx, payout.creatorId)).has('money')) {
      const unsubscribeUrl = `${deps.appUrl}/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(deps.secret, payout.creatorId, 'money'))}`;
      await mail.enqueue({
        tx,
        ...payoutStatusMail({ to: creator.email, name: creator.name, payout: moved, appUrl: deps.appUrl, unsubscribeUrl }),
      });
    }
    return moved;
  }

  async function viewOf(tx: DbOrTx, id: string): Promise<TOpsPayout> {
    const row = await repo.findPayoutWithCreator(tx, id);
    if (!row) throw notFound();
    return opsView(row, (await repo.findEvents(tx, [id])).get(id) ?? []);
  }

  /** The queue: payouts of one status (or all), open ones oldest first, with counts per status and each one's timeline. */
  async function list(input: { status?: PayoutState; page: number; perPage: number }): Promise<TOpsPayoutsResponse> {
    const [rows, counts] = await Promise.all([
      repo.listPayouts(db, { status: input.status, limit: input.perPage, offset: (input.page - 1) * input.perPage }),
      repo.countByStatus(db),
    ]);
    const events = await repo.findEvents(
      db,
      rows.map((row) => row.id),
    );
    const total = input.status ? counts[input.status] : Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      success: true,
      data: pageEnvelope({
        rows: rows.map((row) => opsView(row, events.get(row.id) ?? [])),
        total,
        page: input.page,
        perPage: input.perPage,
      }),
      counts,
      test_mode: bridge.info()?.testMode ?? false,
    };
  }

  /** Runs an operator's change on the locked payout and answers its new view; mail goes out once it commits. */
  async function operatorChange(
    payoutId: string,
    change: (tx: Tx, payout: PayoutRow) => Promise<unknown>,
    message: string,
  ): Promise<TOpsPayoutResponse> {
    if (!isUuid(payoutId)) throw notFound();
    const answer = await answerWithEffect(db, async (tx) => {
      const payout = await repo.lockPayout(tx, payoutId);
      if (!payout) throw notFound();
      if (isClosed(payout.status)) throw notOpen(payout.status);
      await change(tx, payout);
      return { success: true as const, message, data: await viewOf(tx, payoutId) };
    });
    mail.notify();
    return answer;
  }

  /**
   * Sends a pending payout through the provider (pending → processing). The provider call happens before the
   * transaction, with the idempotency key `payout:{id}`, so a retry gets the same provider payout; if the payout
   * stopped being pending meanwhile, the provider's payout is cancelled and the answer is 409.
   */
  async function send(input: { payoutId: string; actor: AuditActor; simulate?: 'processed' | 'failed' }): Promise<TOpsPayoutResponse> {
    if (!isUuid(input.payoutId)) throw notFound();
    const current = await repo.findPayoutWithCreator(db, input.payoutId);
    if (!current) throw notFound();
    if (isClosed(current.status)) throw notOpen(current.status);
    if (current.status !== 'pending') throw notPending();
    const idempotencyKey = `payout:${current.id}`;
    const sent = await bridge.createPayout({
      amountPaise: current.amountPaise,
      reference: current.id,
      destination:
        current.method === 'upi'
          ? { type: 'upi', vpa: current.upiId ?? '' }
          : {
              type: 'bank_account',
              ifsc: current.ifsc ?? '',
              accountNumber: current.accountNumber ?? '',
              name: current.accountHolderName ?? '',
            },
      idempotencyKey,
    });
    const provider = bridge.info()?.name ?? 'unknown';
    try {
      return await operatorChange(
        input.payoutId,
        async (tx, payout) => {
          if (payout.status !== 'pending') throw notPending();
          await move(
            tx,
            payout,
            { to: 'processing', provider, providerPayoutId: sent.payoutId },
            { source: 'operator', actor: input.actor },
          );
          await bridge.afterSent({
            tx,
            payoutId: payout.id,
            providerPayoutId: sent.payoutId,
            amountPaise: payout.amountPaise,
            simulate: input.simulate,
          });
        },
        OPS_MESSAGES.sent,
      );
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409) {
        await bridge.cancelPayout({ payoutId: sent.payoutId, idempotencyKey: `${idempotencyKey}:cancel` }).catch(() => undefined);
      }
      throw err;
    }
  }

  /** Marks a pending or processing payout paid with the bank's reference: payouts pending → external. */
  function settle(input: { payoutId: string; utr: string; actor: AuditActor }): Promise<TOpsPayoutResponse> {
    return operatorChange(
      input.payoutId,
      (tx, payout) => move(tx, payout, { to: 'paid', utr: input.utr }, { source: 'operator', actor: input.actor }),
      OPS_MESSAGES.settled,
    );
  }

  /** Marks a pending or processing payout failed with the reason: the money goes back to the creator's wallet. */
  function fail(input: { payoutId: string; reason: string; actor: AuditActor }): Promise<TOpsPayoutResponse> {
    return operatorChange(
      input.payoutId,
      (tx, payout) => move(tx, payout, { to: 'failed', reason: input.reason }, { source: 'operator', actor: input.actor }),
      OPS_MESSAGES.failed,
    );
  }

  /**
   * A payout.* webhook, in the webhook's transaction (after its event id was recorded once). The payout is found by
   * the provider's id (or our reference) and locked; a status it already reached changes nothing ('duplicate'), so
   * a provider repeating payout.processed, in sequence or in parallel, moves the money once.
   */
  async function handleProviderEvent(input: { tx: Tx; event: PayoutWebhookEvent; provider: string; now: Date }): Promise<WebhookOutcome> {
    const { tx, event, provider } = input;
    const payout =
      (await repo.lockPayoutByProviderId(tx, { provider, providerPayoutId: event.payoutId })) ??
      (event.reference && isUuid(event.reference) ? await repo.lockPayout(tx, event.reference) : undefined);
    if (!payout) return 'ignored';
    const by = { source: 'provider' as const, actor: PROVIDER_ACTOR, providerEventId: event.id };
    const ignore = async (why: string) => {
      await recordAudit({
        tx,
        actor: PROVIDER_ACTOR,
        at: input.now,
        action: `payout.webhook_${why}`,
        entityType: 'payout',
        entityId: payout.id,
        data: { event_id: event.id, type: event.type, status: payout.status },
      });
      return 'ignored' as const;
    };
    if (event.amountPaise !== payout.amountPaise) return ignore('amount_mismatch');
    const status = event.type.slice('payout.'.length);
    if (status === 'processed') {
      if (payout.status === 'paid') return 'duplicate';
      if (payout.status === 'failed') return ignore('after_failure');
      const moved = await move(tx, payout, { to: 'paid', utr: event.utr ?? event.payoutId }, by);
      return moved ? 'payout_paid' : 'duplicate';
    }
    if (status === 'failed' || status === 'reversed' || status === 'cancelled') {
      if (payout.status === 'failed') return 'duplicate';
      // A reversal after the money reached the bank needs a person: the ledger has no route back into the wallet.
      if (payout.status === 'paid') return ignore('after_payment');
      const reason = event.reason ?? `The provider reported the payout ${status}.`;
      const moved = await move(tx, payout, { to: 'failed', reason: reason.slice(0, 500) }, by);
      return moved ? 'payout_failed' : 'duplicate';
    }
    // queued / processing: the provider took it.
    if (payout.status !== 'pending') return 'duplicate';
    const moved = await move(tx, payout, { to: 'processing', provider, providerPayoutId: event.payoutId }, by);
    return moved ? 'payout_processing' : 'duplicate';
  }

  return { list, send, settle, fail, handleProviderEvent };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
