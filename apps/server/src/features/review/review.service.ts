import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { paiseToRupees } from '@amplio/shared/domain/money';
import {
  ABANDONABLE_STATUSES,
  AUTO_DECISIONS,
  AWAITING_POST_LINK_STATUSES,
  type CreatorTurn,
  canAbandon,
  creatorTurnOf,
  creatorTurnSince,
  decideReview,
  type ReviewStage,
  reviewActionOf,
  reviewStageOf,
  submissionStatusOf,
} from '@amplio/shared/domain/review-transitions';
import {
  ABANDON_MESSAGES,
  formatDeadline,
  REVIEW_MESSAGES as M,
  REVIEW_NOTICES,
  type ReviewDecision,
  type SubmissionFilter,
  type TAbandonScriptResponse,
  type TApproveSubmissionResponse,
  type TListSubmissionsResponse,
  type TSubmission,
  ZApproveSubmissionRequest,
  ZListSubmissionsQuery,
} from '@amplio/shared/schemas/review';
import { SCRIPT_MESSAGES, type ScriptStatus } from '@amplio/shared/schemas/scripts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { ScriptRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { retryingTransaction } from '../../lib/retry-transaction';
import { parseOrThrow } from '../../lib/validation';
import { recordCreatorAlert } from '../alerts/creator-alerts';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import type { LedgerService, TransferInput } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { scriptView } from '../scripts/scripts.service';
import { mailNotification } from '../notifications/notification-mail';
import {
  countSubmissions,
  listSubmissions,
  lockInactiveScripts,
  lockReviewScript,
  type ReviewScript,
  updateReviewScript,
} from './review.repository';
import { isUuid } from '@amplio/shared/domain/uuid';

/** The queue of the auto-approval job: one job per submission, due when the brand's time to decide runs out. */
export const REVIEW_AUTO_DECIDE_QUEUE = 'review.auto-decide';

/**
 * The queue of the creator's deadline after a campaign ended: one job per wait (a post link, or a new video after a
 * rejection), due POST_LINK_GRACE_DAYS after the campaign's end or after the decision that started the wait.
 */
export const REVIEW_DEADLINE_QUEUE = 'review.creator-deadline';

/** The auto-approval job acts as this actor in the audit log. */
export const REVIEW_TIMER_ACTOR: AuditActor = { ...SYSTEM_ACTOR, role: 'review_timer' };

const DAY_MS = 86_400_000;
/** The brand-facing filters of spec 3 §2.3 as script statuses (Completed counts as approved; a third rejection keeps its status). */
export const FILTER_STATUSES: Record<SubmissionFilter, readonly ScriptStatus[]> = {
  pending: ['In Review', 'Script Submitted'],
  approved: ['Approved', 'Completed'],
  rejected: ['Rejected', 'Script Rejected', 'Post Rejected'],
  // Issue 28 §1: scripts sent for approval before filming, waiting for the brand or approved and not filmed yet.
  scripts: ['Script Submitted', 'Script Approved'],
};

const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });
const conflict = (code: string, message: string) => new AppError({ code, status: 409, message });

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Closes an open script as 'Not Uploaded' with nothing left waiting on it; its money is refunded by the caller. */
const closeAsNotUploaded = (
  tx: Parameters<typeof updateReviewScript>[0],
  scriptId: string,
  reason: 'abandoned' | 'campaign_ended',
  now: Date,
) =>
  updateReviewScript(tx, scriptId, {
    status: 'Not Uploaded',
    closedAt: now,
    closedReason: reason,
    autoApproveAt: null,
    creatorDueAt: null,
    updatedAt: now,
  });

export function submissionView(row: ScriptRow & { productName: string | null; creatorName: string }): TSubmission {
  return {
    id: row.id,
    status: submissionStatusOf(row),
    script: row.script,
    file_path: row.videoPath,
    video_mime_type: row.videoMimeType,
    link: row.postLink,
    post_link: row.postLink,
    platform: row.platform as CampaignPlatform | null,
    submitted_at: iso(row.submittedAt),
    updated_at: row.updatedAt.toISOString(),
    script_rejected_remarks: row.scriptRejectedRemarks,
    rejected_remarks: row.rejectedRemarks,
    rejected_post_remarks: row.rejectedPostRemarks,
    rejected_at: iso(row.rejectedAt),
    rejection_count: row.rejectionCount,
    script_approval_required: row.scriptApprovalRequired,
    auto_approve_at: iso(row.autoApproveAt),
    amount: paiseToRupees(row.reservedPaise),
    closed_reason: row.closedReason,
    campaign: { id: row.campaignId, product_name: row.productName || 'Campaign' },
    user: { id: row.creatorId, name: row.creatorName || 'Creator' },
  };
}

export interface ReviewServiceDeps {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  mail: Pick<MailService, 'enqueue' | 'notify'>;
  ledger: Pick<LedgerService, 'transferMany'>;
  /** The public origin, for the links in the creator's e-mails. */
  appUrl: string;
  /** Signs the one-click unsubscribe link of each e-mail. */
  secret: string;
  /** Days a brand has to decide before the submission is decided for it (REVIEW_AUTO_APPROVE_DAYS). */
  autoApproveDays: number;
  /** Days a creator has, once the campaign ended, to send what the brand waits for (POST_LINK_GRACE_DAYS). */
  postLinkGraceDays: number;
  /** Returns what a finished campaign's escrow holds to the brand (a refund that lands after the campaign ended). */
  refundUnreservedEscrow?: (input: { tx: Tx; campaignId: string; actor: AuditActor }) => Promise<unknown>;
}

export function createReviewService(deps: ReviewServiceDeps) {
  const { db, clock, jobs, mail, ledger, appUrl, autoApproveDays, postLinkGraceDays } = deps;
  const scriptPage = (script: Pick<ScriptRow, 'campaignId'>) => `/creator/dashboard/campaigns/${script.campaignId}/submit`;
  const product = (script: ReviewScript) => script.productName || 'your campaign';

  /** The alert and the e-mail that tell the creator about a change, in the caller's transaction. */
  async function notifyCreator(
    tx: Tx,
    input: {
      script: ReviewScript;
      at: Date;
      notice: { title: string; message: string };
      dedupeKey: string;
      /** A completion pays the creator: it is filed under Payments, and mailed as money news (issue 25). */
      pays?: boolean;
    },
  ) {
    const { script, notice } = input;
    const link = scriptPage(script);
    await recordCreatorAlert({
      tx,
      at: input.at,
      userId: script.creatorId,
      kind: input.pays ? 'paymentStatus' : 'campaignUpdates',
      title: notice.title,
      message: notice.message,
      link,
      scriptId: script.id,
      dedupeKey: input.dedupeKey,
    });
    await mailNotification(
      { mail, secret: deps.secret, appUrl },
      {
        tx,
        userId: script.creatorId,
        to: script.creatorEmail,
        name: script.creatorName,
        category: input.pays ? 'money' : 'reviews',
        title: notice.title,
        message: notice.message,
        link,
        action: 'Open your script',
      },
    );
  }

  /** Reservation refunds back to the escrow; a campaign that has already ended passes the money on to the brand. */
  async function refundReservations(tx: Tx, input: { scripts: ReviewScript[]; actor: AuditActor }) {
    if (input.scripts.length === 0) return;
    const transfers: TransferInput[] = input.scripts.map((s) => ({
      debit: { kind: 'script_reservation', ownerId: s.id, campaignId: s.campaignId },
      credit: { kind: 'campaign_escrow', ownerId: s.campaignId },
      amountPaise: s.reservedPaise,
      kind: 'reservation_refund',
      refType: 'script',
      refId: s.id,
      idempotencyKey: `reservation-refund:${s.id}`,
    }));
    await ledger.transferMany({ tx, actor: input.actor, transfers });
  }

  const campaignEnded = (script: ReviewScript) => script.campaignStatus === 'completed' || script.campaignStatus === 'archived';

  async function passOnIfEnded(tx: Tx, script: ReviewScript, actor: AuditActor) {
    if (campaignEnded(script) && deps.refundUnreservedEscrow) {
      await deps.refundUnreservedEscrow({ tx, campaignId: script.campaignId, actor });
    }
  }

  /**
   * In the caller's transaction: the job that closes and refunds the script if the creator's wait that began at
   * `since` is still unanswered POST_LINK_GRACE_DAYS from now. One job per script and wait. Answers when it is due,
   * which the caller stores on the script as `creator_due_at` in the same transaction.
   */
  async function scheduleDeadline(tx: DbOrTx, input: { scriptId: string; since: string }): Promise<Date> {
    const dueAt = new Date(clock.now().getTime() + Math.round(postLinkGraceDays * DAY_MS));
    await jobs.send({
      tx,
      name: REVIEW_DEADLINE_QUEUE,
      data: { scriptId: input.scriptId, since: input.since, dueAt: dueAt.toISOString() },
      startAfter: dueAt,
      singletonKey: `${input.scriptId}:${input.since}`,
    });
    return dueAt;
  }

  /**
   * Applies a decision to a locked script, all in the caller's transaction: the status, the remark, the money (a
   * release or a refund, each with its idempotency key), the audit entry, the creator's alert and e-mail.
   */
  async function applyDecision(
    tx: Tx,
    input: { script: ReviewScript; decision: ReviewDecision; reason: string | null; actor: AuditActor; auto: boolean },
  ) {
    const { script, decision, reason, actor } = input;
    const outcome = decideReview(
      { status: script.status, postLink: script.postLink, rejectionCount: script.rejectionCount, closed: script.closedAt !== null },
      decision,
    );
    if (!outcome.ok) throw conflict(outcome.code, outcome.message);
    const { next } = outcome;
    const now = clock.now();
    const values: Partial<ScriptRow> = {
      status: next.status,
      rejectionCount: next.rejectionCount,
      autoApproveAt: null,
      updatedAt: now,
    };
    if (decision === 'Approved') {
      if (outcome.stage === 'script') values.scriptApprovedAt = now;
      else values.approvedAt = now;
    }
    if (decision === 'Rejected') Object.assign(values, { rejectedRemarks: reason, rejectedAt: now });
    if (decision === 'Script Rejected') Object.assign(values, { scriptRejectedRemarks: reason, rejectedAt: now });
    if (decision === 'Post Rejected') Object.assign(values, { rejectedPostRemarks: reason, rejectedAt: now });
    if (decision === 'completed') values.completedAt = now;
    if (next.closes) Object.assign(values, { closedAt: now, closedReason: next.closes });
    // After the campaign's end, a decision that leaves the next move to the creator starts a fresh deadline, stored on
    // the script; any other decision ends the wait, so the script shows no deadline.
    const turn = creatorTurnOf({
      status: next.status,
      closed: next.closes !== null,
      scriptApprovalRequired: script.scriptApprovalRequired,
    });
    const dueAt = turn && campaignEnded(script) ? await scheduleDeadline(tx, { scriptId: script.id, since: now.toISOString() }) : null;
    values.creatorDueAt = dueAt;
    const updated = await updateReviewScript(tx, script.id, values);

    if (next.money === 'release') {
      await ledger.transferMany({
        tx,
        actor,
        transfers: [
          {
            debit: { kind: 'script_reservation', ownerId: script.id, campaignId: script.campaignId },
            credit: { kind: 'creator_wallet', ownerId: script.creatorId },
            amountPaise: script.reservedPaise,
            kind: 'release',
            refType: 'script',
            refId: script.id,
            idempotencyKey: `release:${script.id}`,
          },
        ],
      });
    } else if (next.money === 'refund') {
      await refundReservations(tx, { scripts: [script], actor });
      await passOnIfEnded(tx, script, actor);
    }

    await recordAudit({
      tx,
      actor,
      at: now,
      action: input.auto ? 'review.auto_decided' : 'review.decided',
      entityType: 'script',
      entityId: script.id,
      data: {
        decision,
        from: submissionStatusOf(script),
        to: next.status,
        stage: outcome.stage,
        rejectionCount: next.rejectionCount,
        closes: next.closes,
        money: next.money,
        amountPaise: next.money ? script.reservedPaise.toString() : null,
        reason,
        dueAt: dueAt?.toISOString() ?? null,
      },
    });

    const auto = input.auto ? { days: autoApproveDays } : null;
    const name = product(script);
    const amount = paiseToRupees(script.reservedPaise);
    const dueBy = dueAt ? formatDeadline(dueAt) : undefined;
    const notice =
      decision === 'Approved'
        ? outcome.stage === 'script'
          ? REVIEW_NOTICES.scriptApproved(name, auto, dueBy)
          : REVIEW_NOTICES.approved(name, auto, dueBy)
        : decision === 'completed'
          ? REVIEW_NOTICES.completed(name, amount, auto)
          : decision === 'Post Rejected'
            ? REVIEW_NOTICES.postRejected(name, reason ?? '', dueBy)
            : REVIEW_NOTICES.rejected(name, {
                reason: reason ?? '',
                rejectionCount: next.rejectionCount,
                script: decision === 'Script Rejected',
                approvalFirst: script.scriptApprovalRequired,
                dueBy,
              });
    await notifyCreator(tx, {
      script,
      at: now,
      notice,
      pays: decision === 'completed',
      // One decision per submission: its stage, time and the count so far name it, so a re-run job writes nothing new.
      dedupeKey: `review:${script.id}:${outcome.stage}:${script.submittedAt?.toISOString() ?? 'none'}:${script.rejectionCount}:${decision}`,
    });
    return { row: { ...script, ...updated }, action: outcome.action };
  }

  return {
    /** GET /api/brands/creator-submissions: one page of this brand's submissions and the sidebar's counts. */
    async list(input: { userId: string; query: unknown }): Promise<TListSubmissionsResponse> {
      const query = parseOrThrow(ZListSubmissionsQuery, input.query);
      const filter = { brandUserId: input.userId, campaignId: query.campaign_id };
      const [rows, counts] = await Promise.all([
        listSubmissions(db, {
          ...filter,
          statuses: query.status ? FILTER_STATUSES[query.status] : undefined,
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        }),
        countSubmissions(db, { ...filter, groups: FILTER_STATUSES }),
      ]);
      const total = counts[query.status ?? 'all'];
      return {
        success: true,
        data: {
          data: rows.map(submissionView),
          current_page: query.page,
          per_page: query.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
        },
        counts,
      };
    },

    /**
     * POST /api/approve-submission. The brand's decision, checked by the state machine under the script's row lock,
     * with the money, the audit entry, the alert and the e-mail in the same transaction.
     */
    async decide(input: { userId: string; body: unknown; actor: AuditActor }): Promise<TApproveSubmissionResponse> {
      const body = parseOrThrow(ZApproveSubmissionRequest, input.body);
      const { reasonField } = reviewActionOf(body.status);
      let reason: string | null = null;
      if (reasonField === 'rejection_reason') {
        reason = body.rejection_reason || null;
        if (!reason) throw fieldError('rejection_reason', M.reasonRequired);
      } else if (reasonField === 'rejected_post_remarks') {
        // The spec's client sends the post's reason as rejected_post_remarks; a client sending rejection_reason is understood too.
        reason = body.rejected_post_remarks || body.rejection_reason || null;
        if (!reason) throw fieldError('rejected_post_remarks', M.postReasonRequired);
      }
      if (!isUuid(body.submission_id)) throw notFound();
      const answer = await retryingTransaction(() =>
        answerWithEffect(db, async (tx) => {
          const script = await lockReviewScript(tx, { id: body.submission_id, brandUserId: input.userId });
          if (!script) throw notFound();
          const { row, action } = await applyDecision(tx, { script, decision: body.status, reason, actor: input.actor, auto: false });
          return { success: true as const, message: M.success(action), data: submissionView(row) };
        }),
      );
      mail.notify();
      return answer;
    },

    /**
     * Called by the upload and the post link, inside their transaction: when the brand's silence decides, and the job
     * that decides then (one per script and submission time). Answers the time to store as auto_approve_at.
     */
    async scheduleAutoDecision(input: { tx: DbOrTx; scriptId: string; submittedAt: Date; stage: ReviewStage }): Promise<Date> {
      const at = new Date(input.submittedAt.getTime() + Math.round(autoApproveDays * DAY_MS));
      const submittedAt = input.submittedAt.toISOString();
      await jobs.send({
        tx: input.tx,
        name: REVIEW_AUTO_DECIDE_QUEUE,
        data: { scriptId: input.scriptId, submittedAt, stage: input.stage },
        startAfter: at,
        singletonKey: `${input.scriptId}:${input.stage}:${submittedAt}`,
      });
      return at;
    },

    /**
     * The auto-approval job: under the script's row lock, a submission still In Review since the same submission
     * time is approved (a video) or completed and paid (a post link) as the brand's decision would; anything else
     * means the brand (or the creator) acted first, and it does nothing. Safe to run twice, on two nodes.
     */
    async autoDecide(input: { scriptId: string; submittedAt: string; stage?: ReviewStage }): Promise<'decided' | 'skipped'> {
      if (!isUuid(input.scriptId)) return 'skipped';
      const submittedAt = Date.parse(input.submittedAt);
      const result = await retryingTransaction(() =>
        db.transaction(async (tx) => {
          const script = await lockReviewScript(tx, { id: input.scriptId });
          if (!script || script.submittedAt?.getTime() !== submittedAt) return 'skipped' as const;
          const stage = reviewStageOf({ status: script.status, postLink: script.postLink, closed: script.closedAt !== null });
          if (!stage || (input.stage && input.stage !== stage)) return 'skipped' as const;
          await applyDecision(tx, { script, decision: AUTO_DECISIONS[stage], reason: null, actor: REVIEW_TIMER_ACTOR, auto: true });
          return 'decided' as const;
        }),
      );
      if (result === 'decided') mail.notify();
      return result;
    },

    /**
     * POST /api/creator/scripts/{id}/abandon: closes a script with nothing with the brand and nothing approved, and
     * refunds its reservation to the campaign's escrow, in one transaction.
     */
    async abandon(input: { userId: string; scriptId: string; actor: AuditActor }): Promise<TAbandonScriptResponse> {
      if (!isUuid(input.scriptId)) throw new AppError({ code: 'not_found', status: 404, message: SCRIPT_MESSAGES.notFound });
      const row = await retryingTransaction(() =>
        db.transaction(async (tx) => {
          const script = await lockReviewScript(tx, { id: input.scriptId, creatorId: input.userId });
          if (!script) throw new AppError({ code: 'not_found', status: 404, message: SCRIPT_MESSAGES.notFound });
          const closed = script.closedAt !== null;
          if (!canAbandon({ status: script.status, closed })) {
            if (closed) throw conflict('script_closed', ABANDON_MESSAGES.closed);
            const message =
              script.status === 'Script Submitted'
                ? ABANDON_MESSAGES.scriptInReview
                : script.status === 'In Review'
                  ? ABANDON_MESSAGES.inReview
                  : ABANDON_MESSAGES.approved;
            throw conflict('abandon_refused', message);
          }
          const now = clock.now();
          const updated = await closeAsNotUploaded(tx, script.id, 'abandoned', now);
          await refundReservations(tx, { scripts: [script], actor: input.actor });
          await passOnIfEnded(tx, script, input.actor);
          await recordAudit({
            tx,
            actor: input.actor,
            at: now,
            action: 'script.abandoned',
            entityType: 'script',
            entityId: script.id,
            data: { from: script.status, refundedPaise: script.reservedPaise.toString() },
          });
          return { ...script, ...updated };
        }),
      );
      return {
        success: true,
        message: ABANDON_MESSAGES.abandoned(paiseToRupees(row.reservedPaise)),
        data: scriptView(row),
      };
    },

    /**
     * The campaign's completion hook, inside its transaction and before the unreserved escrow goes back to the brand:
     * open scripts with nothing sent for review (or a rejection never followed by a new upload) are closed and
     * refunded to the escrow, so that refund includes them. Scripts whose post link is still to come (Approved, Post
     * Rejected) get a deadline (POST_LINK_GRACE_DAYS, stored as creator_due_at) and the creator is told; scripts in review keep their
     * reservation, and get a deadline when the brand's decision leaves the next move to the creator.
     */
    async closeInactiveScripts(input: { tx: Tx; campaignId: string; actor: AuditActor }): Promise<number> {
      const { tx, actor } = input;
      const open = await lockInactiveScripts(tx, {
        campaignId: input.campaignId,
        statuses: [...ABANDONABLE_STATUSES, ...AWAITING_POST_LINK_STATUSES],
      });
      if (open.length === 0) return 0;
      const inactive = open.filter((s) => ABANDONABLE_STATUSES.includes(s.status));
      const awaitingLink = open.filter((s) => AWAITING_POST_LINK_STATUSES.includes(s.status));
      const now = clock.now();
      for (const script of inactive) await closeAsNotUploaded(tx, script.id, 'campaign_ended', now);
      await refundReservations(tx, { scripts: inactive, actor });
      for (const script of inactive) {
        await recordAudit({
          tx,
          actor,
          at: now,
          action: 'script.closed',
          entityType: 'script',
          entityId: script.id,
          data: { reason: 'campaign_ended', from: script.status, refundedPaise: script.reservedPaise.toString() },
        });
        await notifyCreator(tx, {
          script,
          at: now,
          notice: REVIEW_NOTICES.campaignEnded(product(script)),
          dedupeKey: `script-closed:${script.id}`,
        });
      }
      for (const script of awaitingLink) {
        const since = creatorTurnSince(script);
        const dueAt = await scheduleDeadline(tx, { scriptId: script.id, since });
        await updateReviewScript(tx, script.id, { creatorDueAt: dueAt, updatedAt: now });
        await recordAudit({
          tx,
          actor,
          at: now,
          action: 'script.deadline_set',
          entityType: 'script',
          entityId: script.id,
          data: { reason: 'campaign_ended', turn: 'post_link', status: script.status, since, dueAt: dueAt.toISOString() },
        });
        await notifyCreator(tx, {
          script,
          at: now,
          notice: REVIEW_NOTICES.postLinkDue(product(script), formatDeadline(dueAt)),
          dedupeKey: `deadline:${script.id}:${since}`,
        });
      }
      return inactive.length;
    },

    /**
     * The deadline job (REVIEW_DEADLINE_QUEUE): under the script's row lock, a script of an ended campaign that still
     * waits for the creator in the same wait (`since`: a post link, or a new video after a rejection) is closed and
     * its reservation refunded, passed on to the brand at once, with the audit entry, the alert and the e-mail. A post
     * link or a video sent in time (or any later decision, which starts a new wait) makes it a no-op; so does a second
     * run (a retry, a second node), which finds the script closed.
     */
    async closeAfterDeadline(input: { scriptId: string; since: string; dueAt: string }): Promise<'closed' | 'skipped'> {
      if (!isUuid(input.scriptId)) return 'skipped';
      const result = await retryingTransaction(() =>
        db.transaction(async (tx) => {
          const script = await lockReviewScript(tx, { id: input.scriptId });
          if (!script || !campaignEnded(script)) return 'skipped' as const;
          const turn: CreatorTurn | null = creatorTurnOf({
            status: script.status,
            closed: script.closedAt !== null,
            scriptApprovalRequired: script.scriptApprovalRequired,
          });
          if (!turn || creatorTurnSince(script) !== input.since) return 'skipped' as const;
          const now = clock.now();
          await closeAsNotUploaded(tx, script.id, 'campaign_ended', now);
          await refundReservations(tx, { scripts: [script], actor: REVIEW_TIMER_ACTOR });
          await passOnIfEnded(tx, script, REVIEW_TIMER_ACTOR);
          await recordAudit({
            tx,
            actor: REVIEW_TIMER_ACTOR,
            at: now,
            action: 'script.closed',
            entityType: 'script',
            entityId: script.id,
            data: {
              reason: 'deadline_missed',
              turn,
              from: script.status,
              since: input.since,
              dueAt: input.dueAt,
              refundedPaise: script.reservedPaise.toString(),
            },
          });
          const due = new Date(input.dueAt);
          await notifyCreator(tx, {
            script,
            at: now,
            notice: REVIEW_NOTICES.deadlineMissed(product(script), {
              dueBy: formatDeadline(Number.isNaN(due.getTime()) ? now : due),
              turn,
            }),
            dedupeKey: `script-closed:${script.id}`,
          });
          return 'closed' as const;
        }),
      );
      if (result === 'closed') mail.notify();
      return result;
    },

    /** Wakes the mail worker once a transaction that called closeInactiveScripts has committed. */
    notifyMail: () => mail.notify(),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
