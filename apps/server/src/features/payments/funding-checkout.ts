import { randomUUID } from 'node:crypto';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { type ChargeRates, computeCharges, percentToBasisPoints } from '@amplio/shared/domain/charges';
import { formatPaise } from '@amplio/shared/domain/money';
import { isUuid } from '@amplio/shared/domain/uuid';
import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import { FUNDING_MAX_RUPEES, FUNDING_MIN_RUPEES, PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { CampaignRow, FundingRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, ValidationAppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { lockCampaignForMoney, lockFunding } from '../../lib/money-locks';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import { chargesView, fundingCharges, fundingSummaryView, openFundingView } from './funding-view';
import type { PaymentProvider } from './payment-provider';
import { PAYMENT_JOBS } from './payment-jobs';
import * as repo from './payments.repository';

const M = PAYMENT_MESSAGES;
const MIN_PAISE = BigInt(FUNDING_MIN_RUPEES) * 100n;
const MAX_PAISE = BigInt(FUNDING_MAX_RUPEES) * 100n;
const SCHEDULER_ACTOR: AuditActor = { ...SYSTEM_ACTOR, role: 'scheduler' };
const notFound = () => new AppError({ code: 'not_found', status: 404, message: HTTP_MESSAGES.notFound });

/**
 * A funding's checkout from opening to closing: one open checkout per campaign at most, counted against the budget
 * from the moment it opens (checked under the campaign's lock, so parallel Fund calls cannot both pass), closed by
 * the brand (cancel), by time (expiry, a job) or by the campaign ending, and cancelled at the provider each time.
 */
export function createFundingCheckout(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  rates: ChargeRates;
  requireProvider: () => PaymentProvider;
  provider: () => PaymentProvider | null;
  expiryMinutes: number;
}) {
  const { db, clock, jobs, rates, requireProvider } = deps;
  const checkoutKey = (funding: Pick<FundingRow, 'brandUserId' | 'idempotencyKey'>) =>
    `funding:${funding.brandUserId}:${funding.idempotencyKey}`;

  /** The checkout of an existing funding: the provider answers the same order for the same idempotency key. */
  async function checkoutUrlOf(funding: FundingRow): Promise<string> {
    const checkout = await requireProvider().createCheckout({
      reference: funding.id,
      amountPaise: funding.totalPaise,
      currency: 'INR',
      description: 'Escrow funding',
      idempotencyKey: checkoutKey(funding),
    });
    return checkout.checkoutUrl;
  }

  function startedView(funding: FundingRow, checkoutUrl: string) {
    return {
      fundingId: funding.id,
      checkoutUrl,
      status: funding.status,
      charges: fundingCharges(funding),
      /** The API's answer (POST /api/brands/campaigns/{id}/fund). */
      view: {
        funding_id: funding.id,
        checkout_url: checkoutUrl,
        status: funding.status,
        expires_at: funding.status === 'pending' ? (funding.expiresAt?.toISOString() ?? null) : null,
        charges: chargesView(fundingCharges(funding), funding),
        test_mode: deps.provider()?.testMode ?? false,
      },
    };
  }

  async function replayFunding(funding: FundingRow, input: { campaignId: string; amountPaise: bigint }) {
    if (funding.campaignId !== input.campaignId || funding.amountPaise !== input.amountPaise) {
      throw new ValidationAppError({ idempotency_key: [M.idempotencyKeyReused] });
    }
    return startedView(funding, await checkoutUrlOf(funding));
  }

  /** 409 that shows the open checkout: continue it or cancel it. */
  async function paymentInProgress(open: FundingRow): Promise<AppError> {
    const view = openFundingView(open, await checkoutUrlOf(open));
    return new AppError({ code: 'payment_in_progress', status: 409, message: view.message, extra: { open_funding: view } });
  }

  /**
   * Opens a checkout for amount + fee + GST and records the funding as pending, inside the caller's transaction,
   * which holds the campaign's row lock: the budget counts every funding that can still be captured (open, captured,
   * held), and a campaign with an open checkout gets a 409 that shows it. The same brand and key again returns the
   * same funding (a retried request opens no second checkout); the key with another amount is a 422.
   */
  async function startFunding(input: {
    tx: Tx;
    campaign: CampaignRow;
    brandUserId: string;
    amountPaise: bigint;
    idempotencyKey: string;
    actor: AuditActor;
  }) {
    const payments = requireProvider();
    const { tx, campaign } = input;
    if (input.amountPaise < MIN_PAISE) throw fieldError('amount', M.amountMin);
    if (input.amountPaise > MAX_PAISE) throw fieldError('amount', M.amountMax);
    const earlier = await repo.findFundingByKey(tx, input);
    if (earlier) return replayFunding(earlier, { campaignId: campaign.id, amountPaise: input.amountPaise });
    const open = await repo.findOpenFunding(tx, campaign.id);
    if (open) throw await paymentInProgress(open);
    const remaining = (campaign.budgetPaise ?? 0n) - (await repo.committedFundingPaise(tx, campaign.id));
    if (input.amountPaise > remaining) {
      throw fieldError('amount', CAMPAIGN_MESSAGES.fundBeyondBudget(formatPaise(remaining > 0n ? remaining : 0n)));
    }

    const charges = computeCharges(input.amountPaise, rates);
    const id = randomUUID();
    const now = clock.now();
    const keys = { brandUserId: input.brandUserId, idempotencyKey: input.idempotencyKey };
    const checkout = await payments.createCheckout({
      reference: id,
      amountPaise: charges.total,
      currency: 'INR',
      description: `Escrow funding for ${campaign.productName ?? 'a campaign'}`,
      idempotencyKey: checkoutKey(keys),
    });
    const expiresAt = new Date(now.getTime() + deps.expiryMinutes * 60_000);
    const row = await repo.insertFunding(tx, {
      id,
      brandUserId: input.brandUserId,
      campaignId: campaign.id,
      amountPaise: charges.amount,
      platformFeePaise: charges.platformFee,
      gstPaise: charges.gst,
      totalPaise: charges.total,
      platformFeeBps: percentToBasisPoints(rates.platformFeePercent),
      gstBps: percentToBasisPoints(rates.gstPercent),
      provider: payments.name,
      providerCheckoutId: checkout.checkoutId,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      expiresAt,
      updatedAt: now,
    });
    if (!row) throw new Error('a funding with this key appeared under the campaign lock');
    await recordAudit({
      tx,
      actor: input.actor,
      at: now,
      action: 'funding.started',
      entityType: 'funding',
      entityId: row.id,
      data: { campaign_id: row.campaignId, amount_paise: row.amountPaise.toString(), total_paise: row.totalPaise.toString() },
    });
    await jobs.send({ tx, name: PAYMENT_JOBS.checkoutExpire, data: { fundingId: row.id }, startAfter: expiresAt, singletonKey: row.id });
    return startedView(row, checkout.checkoutUrl);
  }

  /** Closes a pending funding without money, in the caller's transaction (which holds its campaign's and its own lock). */
  async function closeCheckout(
    tx: Tx,
    funding: FundingRow,
    input: { status: 'cancelled' | 'expired'; reason: string; actor: AuditActor },
  ): Promise<FundingRow> {
    const now = clock.now();
    const closed = await repo.updateFunding(tx, funding.id, {
      status: input.status,
      statusReason: input.reason,
      closedAt: now,
      updatedAt: now,
    });
    await recordAudit({
      tx,
      actor: input.actor,
      at: now,
      action: `funding.${input.status}`,
      entityType: 'funding',
      entityId: funding.id,
      data: { reason: input.reason },
    });
    await jobs.send({ tx, name: PAYMENT_JOBS.checkoutCancel, data: { fundingId: funding.id }, singletonKey: funding.id });
    return closed;
  }

  /** The brand cancels its open checkout: it closes here and at the provider; a payment that still arrives is refunded in full. */
  async function cancelFunding(input: { brandUserId: string; fundingId: string; actor: AuditActor }) {
    if (!isUuid(input.fundingId)) throw notFound();
    const closed = await db.transaction(async (tx) => {
      const found = await repo.findFunding(tx, input.fundingId);
      if (!found || found.brandUserId !== input.brandUserId) throw notFound();
      await lockCampaignForMoney(tx, found.campaignId);
      const funding = (await lockFunding(tx, found.id)) as FundingRow;
      if (funding.status !== 'pending') {
        throw new AppError({ code: 'funding_not_open', status: 409, message: M.fundingNotOpen[funding.status] });
      }
      return closeCheckout(tx, funding, { status: 'cancelled', reason: M.fundingReason.cancelled, actor: input.actor });
    });
    return { message: M.fundingCancelled, data: fundingSummaryView(closed) };
  }

  /** The expiry job: a checkout still open when its time is up closes, and is cancelled at the provider. */
  async function expireFunding(input: { fundingId: string }): Promise<void> {
    if (!isUuid(input.fundingId)) return;
    await db.transaction(async (tx) => {
      const found = await repo.findFunding(tx, input.fundingId);
      if (found?.status !== 'pending') return;
      await lockCampaignForMoney(tx, found.campaignId);
      const funding = await lockFunding(tx, found.id);
      if (funding?.status !== 'pending') return;
      await closeCheckout(tx, funding, {
        status: 'expired',
        reason: M.fundingReason.expired(deps.expiryMinutes),
        actor: SCHEDULER_ACTOR,
      });
    });
  }

  /** The safety net behind the expiry jobs (fundings opened before they existed, a lost job): every overdue open checkout. */
  async function expireOverdue(): Promise<number> {
    const ids = await repo.findOverdueOpenFundings(db, clock.now(), 500);
    for (const id of ids) await expireFunding({ fundingId: id });
    return ids.length;
  }

  /** The job that cancels a closed checkout at the provider (idempotent: the same key each time). */
  async function cancelAtProvider(input: { fundingId: string }): Promise<void> {
    const provider = deps.provider();
    const funding = isUuid(input.fundingId) ? await repo.findFunding(db, input.fundingId) : undefined;
    if (!provider || !funding || funding.provider !== provider.name || funding.status === 'pending') return;
    await provider.cancelCheckout({ checkoutId: funding.providerCheckoutId, idempotencyKey: `cancel:${funding.id}` });
  }

  /** A campaign that completes or is archived closes its open checkout (in the transaction that holds its lock). */
  async function closeOpenCheckouts(input: { tx: Tx; campaignId: string; actor: AuditActor }): Promise<void> {
    const open = await repo.findOpenFunding(input.tx, input.campaignId);
    const funding = open && (await lockFunding(input.tx, open.id));
    if (funding?.status !== 'pending') return;
    await closeCheckout(input.tx, funding, { status: 'cancelled', reason: M.fundingReason.campaignEnded, actor: input.actor });
  }

  /** What the campaign's fundings already take of its budget (the caller holds the campaign's lock). */
  const committedPaise = (input: { tx: DbOrTx; campaignId: string }) => repo.committedFundingPaise(input.tx, input.campaignId);

  /** The open checkout of each campaign, as the brand's campaign views show it. */
  async function openFundings(input: { db?: DbOrTx; campaignIds: string[] }) {
    const rows = await repo.findOpenFundings(input.db ?? db, input.campaignIds);
    const views = new Map<string, ReturnType<typeof openFundingView>>();
    for (const [campaignId, row] of rows) views.set(campaignId, openFundingView(row, await checkoutUrlOf(row)));
    return views;
  }

  return {
    checkoutUrlOf,
    startFunding,
    cancelFunding,
    expireFunding,
    expireOverdue,
    cancelAtProvider,
    closeOpenCheckouts,
    committedPaise,
    openFundings,
  };
}

export type FundingCheckout = ReturnType<typeof createFundingCheckout>;
