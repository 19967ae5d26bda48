import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES,
  type BillingPlan,
  PLAN_LABELS,
  PRE_DEBIT_NOTICE_HOURS,
  RENEWAL_RETRY_DAYS,
} from '@amplio/shared/constants/billing';
import { formatPaise } from '@amplio/shared/domain/money';
import { isUuid } from '@amplio/shared/domain/uuid';
import type { TBrandBilling, TSubscribeResponse } from '@amplio/shared/schemas/billing';
import type { Db, Tx } from '../../db/client';
import type { BrandBillingRow, SubscriptionChargeRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { lockBrandBilling } from '../../lib/money-locks';
import { retryingTransaction } from '../../lib/retry-transaction';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import { billingState } from './billing-state';
import { findBilling, findBrandContact, updateBilling } from './billing.repository';
import type { BillingService } from './billing.service';
import { type PlanPricing, planCharge, planPricePaise } from './plan-prices';
import type { InvoicesService } from '../invoices/invoices.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { type PaymentProvider, type PaymentWebhookEvent, PROVIDER_ACTOR, providerOrUnavailable } from '../payments/payment-provider';
import type { WebhookOutcome } from '../payments/payment-webhooks';
import { addMonth, prorateUpgrade } from './proration';
import { SUBSCRIPTION_JOBS, type ChargeJobData, type PeriodJobData, type RetryJobData } from './subscription-jobs';
import { chargeFailedMail, indiaDay, planEndedMail, planLapsedMail, preDebitMail } from './subscription-mails';
import * as repo from './subscriptions.repository';

const DAY_MS = 86_400_000;
const M = BILLING_MESSAGES;
const SCHEDULER_ACTOR: AuditActor = { ...SYSTEM_ACTOR, role: 'scheduler' };
type ChosenPlan = 'starter' | 'growth';
type PaymentEvent = Extract<PaymentWebhookEvent, { type: 'payment.captured' | 'payment.failed' }>;
/** Starter < Growth: a move up is an upgrade (at once), a move down a downgrade (at the period's end). */
const RANK: Record<ChosenPlan, number> = { starter: 1, growth: 2 };

const refuse = (code: string, message: string) => new AppError({ code, status: 409, message });

export interface SubscriptionsServiceDeps {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  mail: Pick<MailService, 'enqueue'>;
  appUrl: string;
  pricing: PlanPricing;
  provider: () => PaymentProvider | null;
  ledger: Pick<LedgerService, 'transferMany'>;
  invoices: Pick<InvoicesService, 'issueForSubscriptionCharge'>;
  billing: Pick<BillingService, 'view'>;
}

/** A brand with a paid plan it pays for by mandate (Starter or Growth, active or past due). */
const subscribed = (row: BrandBillingRow) =>
  row.mandateId !== null && (row.status === 'active' || row.status === 'past_due') && (row.plan === 'starter' || row.plan === 'growth');

/**
 * Plan subscriptions (issue 26 §2, decision 045): the first period paid at a mandate checkout, upgrades at once with
 * the unused part credited, downgrades and cancellations at the period's end, renewals charged to the mandate with a
 * pre-debit notice, and failed charges retried 1, 3 and 5 days later before the plan lapses. Every state change runs
 * under the brand's billing lock; every confirmed charge books its price and GST and issues its tax invoice in the
 * webhook's transaction.
 */
export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const { db, clock, jobs, mail } = deps;
  const requireRecurring = () => {
    const provider = providerOrUnavailable(deps.provider());
    if (!provider.createMandateCheckout || !provider.chargeMandate) return providerOrUnavailable(null);
    return provider;
  };
  const priceOf = (plan: BillingPlan, row: BrandBillingRow) => planPricePaise(deps.pricing, plan, row) ?? 0n;

  /** Runs `run` under the brand's billing lock in a transaction of its own, retried on a deadlock or serialization failure. */
  const underLock = <T>(userId: string, run: (tx: Tx, row: BrandBillingRow) => Promise<T>) =>
    retryingTransaction(() => db.transaction(async (tx) => run(tx, await lockBrandBilling(tx, { userId, now: clock.now() }))));

  async function audit(tx: Tx, input: { actor: AuditActor; action: string; userId: string; data?: Record<string, unknown> }) {
    await recordAudit({
      tx,
      actor: input.actor,
      at: clock.now(),
      action: input.action,
      entityType: 'brand_billing',
      entityId: input.userId,
      data: input.data ?? {},
    });
  }

  /** The pre-debit notice and the renewal of the period ending at `periodEnd` (a repeat is a no-op: singleton keys). */
  async function queuePeriodJobs(tx: Tx, input: { userId: string; periodEnd: Date }) {
    const data: PeriodJobData = { userId: input.userId, periodEnd: input.periodEnd.toISOString() };
    const key = `${input.userId}:${data.periodEnd}`;
    const notice = new Date(input.periodEnd.getTime() - PRE_DEBIT_NOTICE_HOURS * 3_600_000);
    await jobs.send({ tx, name: SUBSCRIPTION_JOBS.preDebit, data, startAfter: notice, singletonKey: key });
    await jobs.send({ tx, name: SUBSCRIPTION_JOBS.renew, data, startAfter: input.periodEnd, singletonKey: key });
  }

  /** A pending charge on the mandate, charged by a job once the transaction has committed. */
  async function newMandateCharge(
    tx: Tx,
    row: BrandBillingRow,
    input: Pick<SubscriptionChargeRow, 'kind' | 'plan' | 'pricePaise' | 'creditPaise' | 'periodStart' | 'periodEnd' | 'attempt'>,
  ) {
    const now = clock.now();
    const figures = planCharge(deps.pricing, input.pricePaise - input.creditPaise);
    const charge = await repo.insertCharge(tx, {
      id: randomUUID(),
      userId: row.userId,
      status: 'pending',
      ...input,
      ...figures,
      provider: row.mandateProvider ?? deps.provider()?.name ?? 'none',
      mandateId: row.mandateId,
      createdAt: now,
      updatedAt: now,
    });
    await jobs.send({ tx, name: SUBSCRIPTION_JOBS.charge, data: { chargeId: charge.id } satisfies ChargeJobData, singletonKey: charge.id });
    return charge;
  }

  /** What a charge's invoice and the brand's statement call it: the plan and the period (India dates). */
  function describe(charge: SubscriptionChargeRow): string {
    const plan = `Amplio ${PLAN_LABELS[charge.plan]} plan`;
    const period = charge.periodStart && charge.periodEnd ? `, ${indiaDay(charge.periodStart)} to ${indiaDay(charge.periodEnd)}` : '';
    const credit = charge.creditPaise > 0n ? `, less ${formatPaise(charge.creditPaise)} for the unused part of the previous plan` : '';
    return `${plan}${period}${credit}`;
  }

  // ---- the brand's requests -------------------------------------------------------------------------------------

  /** POST /api/brands/billing/subscribe: opens (or reopens) the mandate checkout for the first period. */
  async function subscribe(input: { userId: string; plan: ChosenPlan; actor: AuditActor }): Promise<TSubscribeResponse> {
    const provider = requireRecurring();
    return underLock(input.userId, async (tx, row) => {
      const now = clock.now();
      const state = billingState(row, now);
      if (row.plan === 'enterprise' && state.canPublish) throw refuse('enterprise_by_sales', M.enterpriseBySales);
      if (subscribed(row)) throw refuse('already_subscribed', M.alreadySubscribed);
      const pending = await repo.findPendingCharge(tx, input.userId);
      if (pending && pending.kind !== 'subscribe') throw refuse('charge_in_progress', M.chargeInProgress);
      const key = (id: string) => `subscribe:${id}`;
      if (pending && pending.plan === input.plan) {
        const again = await provider.createMandateCheckout!({
          reference: pending.id,
          customerRef: input.userId,
          amountPaise: pending.totalPaise,
          currency: 'INR',
          description: describe(pending),
          idempotencyKey: key(pending.id),
        });
        return { success: true as const, checkout_url: again.checkoutUrl };
      }
      if (pending) {
        await repo.updateCharge(tx, pending.id, { status: 'cancelled', updatedAt: now });
        if (pending.providerCheckoutId)
          await provider.cancelCheckout({ checkoutId: pending.providerCheckoutId, idempotencyKey: `cancel:${pending.id}` });
      }
      const id = randomUUID();
      const price = priceOf(input.plan, row);
      const figures = planCharge(deps.pricing, price);
      const checkout = await provider.createMandateCheckout!({
        reference: id,
        customerRef: input.userId,
        amountPaise: figures.totalPaise,
        currency: 'INR',
        description: `Amplio ${PLAN_LABELS[input.plan]} plan, first month`,
        idempotencyKey: key(id),
      });
      await repo.insertCharge(tx, {
        id,
        userId: input.userId,
        kind: 'subscribe',
        plan: input.plan,
        status: 'pending',
        pricePaise: price,
        creditPaise: 0n,
        ...figures,
        provider: provider.name,
        providerCheckoutId: checkout.checkoutId,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, {
        actor: input.actor,
        action: 'subscription.checkout_started',
        userId: input.userId,
        data: { charge_id: id, plan: input.plan, total_paise: figures.totalPaise.toString() },
      });
      return { success: true as const, checkout_url: checkout.checkoutUrl };
    });
  }

  /** POST /api/brands/billing/change: an upgrade at once (prorated, charged now), a downgrade at the period's end. */
  async function change(input: { userId: string; plan: ChosenPlan; actor: AuditActor }): Promise<TBrandBilling> {
    await underLock(input.userId, async (tx, row) => {
      const now = clock.now();
      if (row.plan === 'enterprise' && billingState(row, now).canPublish) throw refuse('enterprise_by_sales', M.enterpriseBySales);
      if (!subscribed(row)) throw refuse('no_subscription', M.noSubscription);
      if (row.status === 'past_due') throw refuse('past_due', M.pastDue);
      if (row.cancelAtPeriodEnd) throw refuse('cancelling', M.resumeFirst);
      const current = row.plan as ChosenPlan;
      if (input.plan === current) {
        if (!row.pendingPlan) throw refuse('same_plan', M.samePlan);
        await updateBilling(tx, input.userId, { pendingPlan: null, updatedAt: now });
        await audit(tx, { actor: input.actor, action: 'subscription.downgrade_undone', userId: input.userId, data: { plan: current } });
        return;
      }
      if (input.plan === row.pendingPlan) throw refuse('change_scheduled', M.downgradeScheduled);
      if (RANK[input.plan] < RANK[current]) {
        await updateBilling(tx, input.userId, { pendingPlan: input.plan, updatedAt: now });
        await audit(tx, {
          actor: input.actor,
          action: 'subscription.downgrade_scheduled',
          userId: input.userId,
          data: { from: current, to: input.plan, at: row.currentPeriodEnd?.toISOString() ?? null },
        });
        return;
      }
      requireRecurring();
      if (await repo.findPendingCharge(tx, input.userId)) throw refuse('charge_in_progress', M.chargeInProgress);
      const newPrice = priceOf(input.plan, row);
      const { creditPaise } = prorateUpgrade({
        oldPricePaise: row.periodPricePaise ?? priceOf(current, row),
        newPricePaise: newPrice,
        periodStart: row.currentPeriodStart ?? now,
        periodEnd: row.currentPeriodEnd ?? now,
        at: now,
      });
      const periodEnd = addMonth(now);
      const charge = await newMandateCharge(tx, row, {
        kind: 'upgrade',
        plan: input.plan,
        pricePaise: newPrice,
        creditPaise,
        periodStart: now,
        periodEnd,
        attempt: 0,
      });
      await updateBilling(tx, input.userId, {
        plan: input.plan,
        pendingPlan: null,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        periodPricePaise: newPrice,
        preDebitSentFor: null,
        updatedAt: now,
      });
      await queuePeriodJobs(tx, { userId: input.userId, periodEnd });
      await audit(tx, {
        actor: input.actor,
        action: 'subscription.upgraded',
        userId: input.userId,
        data: {
          from: current,
          to: input.plan,
          charge_id: charge.id,
          credit_paise: creditPaise.toString(),
          amount_paise: charge.amountPaise.toString(),
          gst_paise: charge.gstPaise.toString(),
        },
      });
    });
    return deps.billing.view({ userId: input.userId });
  }

  /** POST /api/brands/billing/cancel and /resume: the plan ends at the period's end, or carries on after all. */
  async function setCancelling(input: { userId: string; cancel: boolean; actor: AuditActor }): Promise<TBrandBilling> {
    await underLock(input.userId, async (tx, row) => {
      if (row.plan === 'enterprise' && billingState(row, clock.now()).canPublish) throw refuse('enterprise_by_sales', M.enterpriseBySales);
      if (!subscribed(row)) throw refuse('no_subscription', M.noSubscription);
      if (input.cancel && row.cancelAtPeriodEnd) throw refuse('already_cancelling', M.alreadyCancelling);
      if (!input.cancel && !row.cancelAtPeriodEnd) throw refuse('not_cancelling', M.notCancelling);
      await updateBilling(tx, input.userId, { cancelAtPeriodEnd: input.cancel, updatedAt: clock.now() });
      await audit(tx, {
        actor: input.actor,
        action: input.cancel ? 'subscription.cancel_scheduled' : 'subscription.resumed',
        userId: input.userId,
        data: { period_end: row.currentPeriodEnd?.toISOString() ?? null },
      });
    });
    return deps.billing.view({ userId: input.userId });
  }

  // ---- the provider's answers -----------------------------------------------------------------------------------

  /**
   * A payment event about one of our plan charges (else null: the funding capture takes it). Locks: the brand's
   * billing, then the charge, then (through the ledger) the accounts, then the invoice series.
   */
  async function onPaymentEvent(input: { tx: Tx; event: PaymentEvent; provider: string; now: Date }): Promise<WebhookOutcome | null> {
    const { tx, event, provider, now } = input;
    if (!isUuid(event.reference)) return null;
    const found = await repo.findCharge(tx, event.reference);
    if (!found || found.provider !== provider) return null;
    if (found.providerCheckoutId && found.providerCheckoutId !== event.checkoutId) return null;
    const row = await lockBrandBilling(tx, { userId: found.userId, now });
    const charge = (await repo.lockCharge(tx, found.id)) as SubscriptionChargeRow;
    if (event.type === 'payment.captured') {
      if (charge.status === 'captured') return charge.providerPaymentId === event.paymentId ? 'duplicate' : null;
      // Money that is not what this open charge asked for (a late or a wrong payment) waits in suspense for an operator.
      if (charge.status !== 'pending' || event.amountPaise !== charge.totalPaise) return null;
      return captured(tx, { row, charge, event, now });
    }
    if (charge.status !== 'pending') return 'duplicate';
    return failed(tx, { row, charge, event, now });
  }

  async function captured(
    tx: Tx,
    input: { row: BrandBillingRow; charge: SubscriptionChargeRow; event: Extract<PaymentEvent, { type: 'payment.captured' }>; now: Date },
  ): Promise<WebhookOutcome> {
    const { row, event, now } = input;
    const first = input.charge.kind === 'subscribe';
    const periodStart = first ? now : (input.charge.periodStart as Date);
    const periodEnd = first ? addMonth(now) : (input.charge.periodEnd as Date);
    const charge = await repo.updateCharge(tx, input.charge.id, {
      status: 'captured',
      providerPaymentId: event.paymentId,
      providerCheckoutId: input.charge.providerCheckoutId ?? event.checkoutId,
      capturedAt: now,
      periodStart,
      periodEnd,
      ...(first && event.mandateId ? { mandateId: event.mandateId } : {}),
      updatedAt: now,
    });
    await deps.ledger.transferMany({
      tx,
      actor: PROVIDER_ACTOR,
      transfers: [
        {
          debit: { kind: 'external', ownerId: null },
          credit: { kind: 'platform_revenue', ownerId: null },
          amountPaise: charge.amountPaise,
          kind: 'subscription_charge',
          refType: 'subscription_charge',
          refId: charge.id,
          idempotencyKey: `subscription_charge:${charge.id}:price`,
        },
        ...(charge.gstPaise > 0n
          ? [
              {
                debit: { kind: 'external', ownerId: null },
                credit: { kind: 'tax_payable', ownerId: null },
                amountPaise: charge.gstPaise,
                kind: 'subscription_gst',
                refType: 'subscription_charge',
                refId: charge.id,
                idempotencyKey: `subscription_charge:${charge.id}:gst`,
              } as const,
            ]
          : []),
      ],
    });
    // The period this charge paid for is the brand's now, unless a later change (an upgrade) already moved past it.
    const later = row.currentPeriodEnd !== null && !first && row.currentPeriodEnd.getTime() > periodEnd.getTime();
    await updateBilling(tx, row.userId, {
      status: 'active',
      ...(later
        ? {}
        : { plan: charge.plan, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, periodPricePaise: charge.pricePaise }),
      ...(first
        ? {
            // A paid plan replaces the trial: its end no longer applies.
            trialEndsAt: null,
            cancelAtPeriodEnd: false,
            pendingPlan: null,
            mandateProvider: charge.provider,
            mandateId: event.mandateId ?? null,
            mandateLabel: event.methodLabel ?? (event.mandateId ? 'Recurring payment mandate' : null),
            mandateTestMode: deps.provider()?.testMode ?? false,
            preDebitSentFor: null,
          }
        : {}),
      pastDueSince: null,
      retryCount: 0,
      nextRetryAt: null,
      updatedAt: now,
    });
    if (!later) await queuePeriodJobs(tx, { userId: row.userId, periodEnd });
    await recordAudit({
      tx,
      actor: PROVIDER_ACTOR,
      at: now,
      action: 'subscription.charge_captured',
      entityType: 'subscription_charge',
      entityId: charge.id,
      data: { event_id: event.id, kind: charge.kind, plan: charge.plan, total_paise: charge.totalPaise.toString() },
    });
    await deps.invoices.issueForSubscriptionCharge({ tx, charge, description: describe(charge), at: now });
    return 'captured';
  }

  async function failed(
    tx: Tx,
    input: { row: BrandBillingRow; charge: SubscriptionChargeRow; event: Extract<PaymentEvent, { type: 'payment.failed' }>; now: Date },
  ): Promise<WebhookOutcome> {
    const { row, charge, event, now } = input;
    const reason = event.reason.slice(0, 500);
    await repo.updateCharge(tx, charge.id, {
      status: 'failed',
      failedAt: now,
      failureReason: reason,
      providerPaymentId: event.paymentId,
      updatedAt: now,
    });
    await recordAudit({
      tx,
      actor: PROVIDER_ACTOR,
      at: now,
      action: 'subscription.charge_failed',
      entityType: 'subscription_charge',
      entityId: charge.id,
      data: { event_id: event.id, kind: charge.kind, attempt: charge.attempt, reason },
    });
    // A first checkout that fails changes nothing: the brand may open it again.
    if (charge.kind === 'subscribe') return 'failed';
    if (charge.attempt >= RENEWAL_RETRY_DAYS.length) {
      await endPlan(tx, { row, status: 'lapsed', actor: PROVIDER_ACTOR });
      return 'failed';
    }
    const since = charge.kind === 'retry' && row.pastDueSince ? row.pastDueSince : now;
    const retryAt = new Date(since.getTime() + RENEWAL_RETRY_DAYS[charge.attempt]! * DAY_MS);
    await updateBilling(tx, row.userId, {
      status: 'past_due',
      pastDueSince: since,
      retryCount: charge.attempt,
      nextRetryAt: retryAt,
      updatedAt: now,
    });
    const data: RetryJobData = { userId: row.userId, attempt: charge.attempt + 1, at: retryAt.toISOString() };
    await jobs.send({ tx, name: SUBSCRIPTION_JOBS.retry, data, startAfter: retryAt, singletonKey: `${row.userId}:${data.at}` });
    const user = await findBrandContact(tx, row.userId);
    if (user)
      await mail.enqueue({
        tx,
        ...chargeFailedMail({
          to: user.email,
          name: user.name,
          appUrl: deps.appUrl,
          plan: charge.plan,
          totalPaise: charge.totalPaise,
          retryAt,
          reason,
        }),
      });
    return 'failed';
  }

  /** The plan ends: lapsed (unpaid after the last retry) or canceled (cancelled, at the period's end). Running campaigns carry on. */
  async function endPlan(tx: Tx, input: { row: BrandBillingRow; status: 'lapsed' | 'canceled'; actor: AuditActor }) {
    const { row } = input;
    const now = clock.now();
    await updateBilling(tx, row.userId, {
      plan: 'none',
      status: input.status,
      pendingPlan: null,
      cancelAtPeriodEnd: false,
      mandateProvider: null,
      mandateId: null,
      mandateLabel: null,
      mandateTestMode: false,
      pastDueSince: null,
      retryCount: 0,
      nextRetryAt: null,
      updatedAt: now,
    });
    await audit(tx, {
      actor: input.actor,
      action: input.status === 'lapsed' ? 'subscription.lapsed' : 'subscription.ended',
      userId: row.userId,
      data: { plan: row.plan },
    });
    const user = await findBrandContact(tx, row.userId);
    if (!user) return;
    const make = input.status === 'lapsed' ? planLapsedMail : planEndedMail;
    await mail.enqueue({ tx, ...make({ to: user.email, name: user.name, appUrl: deps.appUrl, plan: row.plan }) });
  }

  // ---- the jobs ------------------------------------------------------------------------------------------------

  const validUser = (data: { userId?: unknown }) => typeof data?.userId === 'string' && isUuid(data.userId);

  /** 24 hours before the period's end: the pre-debit notice of the renewal, once. */
  async function preDebit(data: PeriodJobData) {
    if (!validUser(data) || typeof data.periodEnd !== 'string') return;
    if (!(await findBilling(db, data.userId))) return;
    await underLock(data.userId, async (tx, row) => {
      const end = row.currentPeriodEnd;
      if (!end || end.toISOString() !== data.periodEnd || row.status !== 'active' || row.cancelAtPeriodEnd || !subscribed(row)) return;
      if (row.preDebitSentFor?.getTime() === end.getTime()) return;
      const now = clock.now();
      if (now.getTime() < end.getTime() - PRE_DEBIT_NOTICE_HOURS * 3_600_000) return;
      const plan = (row.pendingPlan ?? row.plan) as BillingPlan;
      const figures = planCharge(deps.pricing, priceOf(plan, row));
      const user = await findBrandContact(tx, row.userId);
      if (user)
        await mail.enqueue({
          tx,
          ...preDebitMail({
            to: user.email,
            name: user.name,
            appUrl: deps.appUrl,
            plan,
            amountPaise: figures.amountPaise,
            gstPaise: figures.gstPaise,
            at: end,
            method: row.mandateLabel ?? 'payment mandate',
          }),
        });
      await updateBilling(tx, row.userId, { preDebitSentFor: end, updatedAt: now });
      await audit(tx, {
        actor: SCHEDULER_ACTOR,
        action: 'subscription.pre_debit_notified',
        userId: row.userId,
        data: { period_end: data.periodEnd, total_paise: figures.totalPaise.toString() },
      });
    });
  }

  /** At the period's end: a cancelled plan ends; else the next period is charged (on the downgraded plan if one is due). */
  async function renew(data: PeriodJobData) {
    if (!validUser(data) || typeof data.periodEnd !== 'string') return;
    if (!(await findBilling(db, data.userId))) return;
    await underLock(data.userId, async (tx, row) => {
      const end = row.currentPeriodEnd;
      if (!end || end.toISOString() !== data.periodEnd || row.status !== 'active' || !subscribed(row)) return;
      if (clock.now().getTime() < end.getTime()) return;
      if (row.cancelAtPeriodEnd) return endPlan(tx, { row, status: 'canceled', actor: SCHEDULER_ACTOR });
      if (await repo.chargeForPeriod(tx, { userId: row.userId, periodStart: end })) return;
      if (await repo.findPendingCharge(tx, row.userId)) return;
      const plan = (row.pendingPlan ?? row.plan) as ChosenPlan;
      const charge = await newMandateCharge(tx, row, {
        kind: 'renewal',
        plan,
        pricePaise: priceOf(plan, row),
        creditPaise: 0n,
        periodStart: end,
        periodEnd: addMonth(end),
        attempt: 0,
      });
      // A downgrade takes effect now, at the period's end, whether or not the charge goes through.
      if (row.pendingPlan) await updateBilling(tx, row.userId, { plan, pendingPlan: null, updatedAt: clock.now() });
      await audit(tx, {
        actor: SCHEDULER_ACTOR,
        action: 'subscription.renewal_charged',
        userId: row.userId,
        data: { charge_id: charge.id, plan },
      });
    });
  }

  /** 1, 3 and 5 days after a charge failed: it is tried again (a cancelled plan ends instead). */
  async function retry(data: RetryJobData) {
    if (!validUser(data) || typeof data.at !== 'string' || !Number.isInteger(data.attempt)) return;
    if (!(await findBilling(db, data.userId))) return;
    await underLock(data.userId, async (tx, row) => {
      if (
        row.status !== 'past_due' ||
        !subscribed(row) ||
        row.nextRetryAt?.toISOString() !== data.at ||
        row.retryCount !== data.attempt - 1
      )
        return;
      if (clock.now().getTime() < row.nextRetryAt.getTime()) return;
      if (row.cancelAtPeriodEnd) return endPlan(tx, { row, status: 'canceled', actor: SCHEDULER_ACTOR });
      if (await repo.findPendingCharge(tx, row.userId)) return;
      const last = await repo.latestFailedCharge(tx, row.userId);
      if (!last) return;
      const charge = await newMandateCharge(tx, row, {
        kind: 'retry',
        plan: last.plan,
        pricePaise: last.pricePaise,
        creditPaise: last.creditPaise,
        periodStart: last.periodStart,
        periodEnd: last.periodEnd,
        attempt: data.attempt,
      });
      await updateBilling(tx, row.userId, { nextRetryAt: null, updatedAt: clock.now() });
      await audit(tx, {
        actor: SCHEDULER_ACTOR,
        action: 'subscription.retry_charged',
        userId: row.userId,
        data: { charge_id: charge.id, attempt: data.attempt },
      });
    });
  }

  /** The charge job: asks the provider to charge the mandate (the same key again charges nothing more). */
  async function chargeAtProvider(data: ChargeJobData) {
    if (typeof data?.chargeId !== 'string' || !isUuid(data.chargeId)) return;
    const charge = await repo.findCharge(db, data.chargeId);
    if (charge?.status !== 'pending' || charge.kind === 'subscribe') return;
    const provider = deps.provider();
    if (!provider?.chargeMandate || provider.name !== charge.provider) return;
    const result = await provider.chargeMandate({
      mandateId: charge.mandateId ?? '',
      reference: charge.id,
      amountPaise: charge.totalPaise,
      currency: 'INR',
      description: describe(charge),
      idempotencyKey: `subscription_charge:${charge.id}`,
    });
    if (!charge.providerCheckoutId)
      await repo.updateCharge(db, charge.id, { providerCheckoutId: result.checkoutId, updatedAt: clock.now() });
  }

  /** A brand's own pending first charge, for the sandbox's mandate checkout page; undefined otherwise. */
  async function ownCharge(input: { userId: string; chargeId: string }) {
    if (!isUuid(input.chargeId)) return undefined;
    const charge = await repo.findCharge(db, input.chargeId);
    return charge && charge.userId === input.userId ? charge : undefined;
  }

  /** The brand's mandate as billing records it, for the sandbox's control page. */
  async function mandateOf(userId: string) {
    const row = await findBilling(db, userId);
    return row && { provider: row.mandateProvider, id: row.mandateId, label: row.mandateLabel };
  }

  return {
    mandateOf,
    subscribe,
    change,
    cancel: (input: { userId: string; actor: AuditActor }) => setCancelling({ ...input, cancel: true }),
    resume: (input: { userId: string; actor: AuditActor }) => setCancelling({ ...input, cancel: false }),
    onPaymentEvent,
    preDebit,
    renew,
    retry,
    chargeAtProvider,
    ownCharge,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
