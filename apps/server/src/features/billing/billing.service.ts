import { TRIAL_REMINDER_DAYS, type TrialReminderDays } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { isUuid } from '@amplio/shared/domain/uuid';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { lockBrandBilling } from '../../lib/money-locks';
import { retryingTransaction } from '../../lib/retry-transaction';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import type { MailService } from '../mail/mail.service';
import { BILLING_JOBS, REMINDER_QUEUES, type TrialJobData } from './billing-jobs';
import { billingState, type SlotRefusal, slotRefusal } from './billing-state';
import {
  countActiveCampaigns,
  ensureBilling,
  findBilling,
  findBrandContact,
  lockBilling,
  trialEndFrom,
  updateBilling,
} from './billing.repository';
import { nextChargeOf } from './next-charge';
import { trialEndedMail, trialReminderMail } from './trial-mails';

const DAY_MS = 86_400_000;
const SCHEDULER_ACTOR: AuditActor = { ...SYSTEM_ACTOR, role: 'scheduler' };

export interface BillingServiceDeps {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  mail: Pick<MailService, 'enqueue'>;
  appUrl: string;
  planPricesInr: { starter: number; growth: number };
  /** The GST rate on plan charges: the fundings' configured rate (default 18). */
  gstPercent?: number;
}

/** The 409 a refused publication or resume answers, with the link to the billing page. */
export const slotError = (refusal: SlotRefusal) =>
  new AppError({ code: refusal.code, status: 409, message: refusal.message, extra: { link: refusal.link } });

export function createBillingService(deps: BillingServiceDeps) {
  const { db, clock, jobs, mail } = deps;

  /** The reminder and end jobs of a trial, in the caller's transaction. */
  async function queueTrialJobs(tx: DbOrTx, input: { userId: string; trialEndsAt: Date }) {
    const data: TrialJobData = { userId: input.userId, trialEndsAt: input.trialEndsAt.toISOString() };
    const key = `${input.userId}:${data.trialEndsAt}`;
    for (const days of TRIAL_REMINDER_DAYS) {
      const startAfter = new Date(input.trialEndsAt.getTime() - days * DAY_MS);
      await jobs.send({ tx, name: REMINDER_QUEUES[days], data, startAfter, singletonKey: key });
    }
    await jobs.send({ tx, name: BILLING_JOBS.trialEnd, data, startAfter: input.trialEndsAt, singletonKey: key });
  }

  /** Runs a trial job under the brand's billing lock, only while that same trial is still running. */
  async function whileSameTrial(data: TrialJobData, run: (input: { tx: Tx; trialEndsAt: Date }) => Promise<void>) {
    if (typeof data?.userId !== 'string' || !isUuid(data.userId) || typeof data?.trialEndsAt !== 'string') return;
    await retryingTransaction(() =>
      db.transaction(async (tx) => {
        const row = await findBilling(tx, data.userId);
        if (!row) return;
        const locked = await lockBilling(tx, { userId: data.userId, now: clock.now() });
        if (locked.status !== 'trialing' || locked.plan !== 'trial' || locked.trialEndsAt?.toISOString() !== data.trialEndsAt) return;
        await run({ tx, trialEndsAt: locked.trialEndsAt });
      }),
    );
  }

  /** Starts the 14-day trial of a newly verified brand, with its reminder and end jobs, in the caller's transaction. */
  async function startTrial(input: { tx: DbOrTx; userId: string; actor?: AuditActor }) {
    const now = clock.now();
    if (!(await ensureBilling(input.tx, { userId: input.userId, now }))) return;
    const trialEndsAt = trialEndFrom(now);
    await queueTrialJobs(input.tx, { userId: input.userId, trialEndsAt });
    await recordAudit({
      tx: input.tx,
      actor: input.actor ?? { userId: input.userId, role: 'brand', requestId: null },
      at: now,
      action: 'billing.trial_started',
      entityType: 'brand_billing',
      entityId: input.userId,
      data: { trial_ends_at: trialEndsAt.toISOString() },
    });
  }

  return {
    startTrial,

    /**
     * Claims a slot of the brand's plan for one more upcoming or active campaign: locks the billing row (after the
     * campaign's, see lib/money-locks.ts) and counts. Null when the campaign may go live; else why not. A resume of a
     * campaign that ran before is allowed after a plan lapsed (it is not new), but still counts against a limit.
     */
    async claimSlot(input: { tx: Tx; userId: string; resuming?: boolean }): Promise<SlotRefusal | null> {
      const row = await lockBrandBilling(input.tx, { userId: input.userId, now: clock.now() });
      const state = billingState(row, clock.now());
      if (!state.canPublish && input.resuming) return null;
      return slotRefusal(state, await countActiveCampaigns(input.tx, input.userId));
    },

    /** The refusal a new publication would meet now (no lock: the Fund dialog's early answer; the capture decides). */
    async publicationRefusal(input: { db?: DbOrTx; userId: string }): Promise<SlotRefusal | null> {
      const reader = input.db ?? db;
      const row = await findBilling(reader, input.userId);
      if (!row) return null;
      return slotRefusal(billingState(row, clock.now()), await countActiveCampaigns(reader, input.userId));
    },

    /** GET /api/brands/billing. */
    async view(input: { userId: string }): Promise<TBrandBilling> {
      const now = clock.now();
      let row = await findBilling(db, input.userId);
      if (!row) {
        await db.transaction((tx) => startTrial({ tx, userId: input.userId }));
        row = await findBilling(db, input.userId);
      }
      if (!row) throw new Error('billing row vanished');
      const state = billingState(row, now);
      const pricing = { planPricesInr: deps.planPricesInr, gstPercent: deps.gstPercent ?? 18 };
      const pendingPlan = row.pendingPlan === 'starter' || row.pendingPlan === 'growth' ? row.pendingPlan : null;
      return {
        plan: state.plan,
        status: state.status,
        trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
        current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
        cancel_at_period_end: row.cancelAtPeriodEnd,
        active_campaigns: await countActiveCampaigns(db, input.userId),
        campaign_limit: state.campaignLimit,
        next_charge: await nextChargeOf({ db, row, state, pricing }),
        pending_plan: pendingPlan,
        payment_method: row.mandateId ? { label: row.mandateLabel ?? 'Recurring payment mandate', test_mode: row.mandateTestMode } : null,
        retry_at: state.status === 'past_due' ? (row.nextRetryAt?.toISOString() ?? null) : null,
        prices_inr: deps.planPricesInr,
      };
    },

    /** The reminder job: mails the brand once, unless the trial has changed or this reminder (or a later one) went out. */
    async remindTrial(input: { data: TrialJobData; daysLeft: TrialReminderDays }) {
      await whileSameTrial(input.data, async ({ tx, trialEndsAt }) => {
        const row = await findBilling(tx, input.data.userId);
        if (row?.trialReminderSentDays != null && row.trialReminderSentDays <= input.daysLeft) return;
        const user = await findBrandContact(tx, input.data.userId);
        if (!user) return;
        const now = clock.now();
        await mail.enqueue({
          tx,
          ...trialReminderMail({ to: user.email, name: user.name, daysLeft: input.daysLeft, endsAt: trialEndsAt, appUrl: deps.appUrl }),
        });
        await updateBilling(tx, input.data.userId, { trialReminderSentDays: input.daysLeft, updatedAt: now });
        await recordAudit({
          tx,
          actor: SCHEDULER_ACTOR,
          at: now,
          action: 'billing.trial_reminded',
          entityType: 'brand_billing',
          entityId: input.data.userId,
          data: { days_left: input.daysLeft },
        });
      });
    },

    /** The end job: a trial still unpaid at its end lapses (running campaigns carry on; nothing new publishes). */
    async endTrial(input: { data: TrialJobData }) {
      await whileSameTrial(input.data, async ({ tx, trialEndsAt }) => {
        const now = clock.now();
        if (now.getTime() < trialEndsAt.getTime()) return;
        await updateBilling(tx, input.data.userId, { plan: 'none', status: 'lapsed', updatedAt: now });
        const user = await findBrandContact(tx, input.data.userId);
        if (user) await mail.enqueue({ tx, ...trialEndedMail({ to: user.email, name: user.name, appUrl: deps.appUrl }) });
        await recordAudit({
          tx,
          actor: SCHEDULER_ACTOR,
          at: now,
          action: 'billing.trial_lapsed',
          entityType: 'brand_billing',
          entityId: input.data.userId,
          data: { trial_ends_at: trialEndsAt.toISOString() },
        });
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
