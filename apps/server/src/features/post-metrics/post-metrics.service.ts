import {
  POST_METRIC_MESSAGES as M,
  POST_METRIC_NOTICES,
  type TPostMetricReportResponse,
  type TPostMetricsResponse,
  ZQuestionPostMetricRequest,
} from '@amplio/shared/schemas/post-metrics';
import { isUuid } from '@amplio/shared/domain/uuid';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors';
import type { MultipartForm } from '../../lib/uploads/multipart-form';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { FileReadPolicy } from '../files/files.service';
import { mailNotification, type NotificationMailer } from '../notifications/notification-mail';
import { recordNotification } from '../notifications/notify';
import { parseCounts } from './post-metric-counts';
import { nextCheckpoint, overviewOf, reportView } from './post-metrics-view';
import {
  findBrandScript,
  findCreatorScript,
  insertReport,
  listReports,
  lockBrandReport,
  type MetricsScript,
  updateReport,
} from './post-metrics.repository';
import { isProofOfBrandReport } from './post-metrics-proof';
import { refreshReportAggregates } from './post-metric-aggregates';

const scriptNotFound = () => new AppError({ code: 'not_found', status: 404, message: M.scriptNotFound });
const reportNotFound = () => new AppError({ code: 'not_found', status: 404, message: M.reportNotFound });
const refused = (code: string, message: string) => new AppError({ code, status: 409, message });

/** Where the creator reports and reads the answers: the campaign's submit page, which shows the script card. */
export const creatorScriptPage = (campaignId: string) => `/creator/dashboard/campaigns/${campaignId}/submit`;

export function createPostMetricsService(deps: { db: Db; clock: Clock; mailer?: NotificationMailer }) {
  const { db, clock } = deps;

  async function ownScript(tx: DbOrTx, input: { userId: string; scriptId: string; lock?: boolean }): Promise<MetricsScript> {
    const script = isUuid(input.scriptId)
      ? await findCreatorScript(tx, { id: input.scriptId, creatorId: input.userId, lock: input.lock })
      : undefined;
    if (!script) throw scriptNotFound();
    return script;
  }

  /** The checkpoint a report sent now counts for, or the 409 that says why none is open. */
  async function openCheckpoint(tx: DbOrTx, script: MetricsScript) {
    if (script.status !== 'Completed' || !script.completedAt) throw refused('post_metrics_not_open', M.notCompleted);
    const next = nextCheckpoint(script, await listReports(tx, script.id), clock.now());
    if (!next) throw refused('post_metrics_already_reported', M.alreadyReported);
    return next;
  }

  return {
    /** Before the proof's bytes flow: refuses another creator's script, one not completed, or a report already sent. */
    async precheckReport(input: { userId: string; scriptId: string }): Promise<void> {
      await openCheckpoint(db, await ownScript(db, input));
    },

    /**
     * POST /api/creator/scripts/{id}/post-metrics, after the form streamed the proof into storage. The script's row
     * lock orders two submissions; the one-live-report-per-checkpoint index backs it. Any refusal removes the proof.
     */
    async report(input: { userId: string; scriptId: string; form: MultipartForm; actor: AuditActor }): Promise<TPostMetricReportResponse> {
      const { form } = input;
      try {
        const counts = parseCounts(form.fields);
        const proof = form.files.proof;
        if (!proof) throw fieldError('proof', M.proofRequired);
        const now = clock.now();
        const row = await db.transaction(async (tx) => {
          const script = await ownScript(tx, { ...input, lock: true });
          const next = await openCheckpoint(tx, script);
          const inserted = await insertReport(tx, {
            scriptId: script.id,
            campaignId: script.campaignId,
            creatorId: script.creatorId,
            brandUserId: script.brandUserId,
            checkpointDay: next.day,
            source: 'self_reported_with_proof',
            ...counts,
            proofFileId: proof.id,
            answersReportId: next.answers?.id ?? null,
            reportedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          await refreshReportAggregates(tx, { scriptId: script.id, campaignId: script.campaignId });
          await recordAudit({
            tx,
            actor: input.actor,
            at: now,
            action: 'post_metrics.reported',
            entityType: 'script',
            entityId: script.id,
            data: { reportId: inserted.id, checkpointDay: next.day, answers: next.answers?.id ?? null, proofFileId: proof.id },
          });
          return inserted;
        });
        return { success: true, message: M.reported, data: reportView(row) };
      } catch (err) {
        await form.discard();
        if (isUniqueViolation(err)) throw refused('post_metrics_already_reported', M.alreadyReported);
        throw err;
      }
    },

    /** GET /api/creator/scripts/{id}/post-metrics. */
    async forCreator(input: { userId: string; scriptId: string }): Promise<TPostMetricsResponse> {
      const script = await ownScript(db, input);
      return { success: true, data: overviewOf(script, await listReports(db, script.id), clock.now()) };
    },

    /** GET /api/brands/scripts/{id}/post-metrics: the same, with the overdue reports; another brand's script is 404. */
    async forBrand(input: { userId: string; scriptId: string }): Promise<TPostMetricsResponse> {
      const script = isUuid(input.scriptId) ? await findBrandScript(db, { id: input.scriptId, brandUserId: input.userId }) : undefined;
      if (!script) throw scriptNotFound();
      return { success: true, data: overviewOf(script, await listReports(db, script.id), clock.now()) };
    },

    /** POST /api/brands/post-metrics/{id}/accept: a pending report only; a second accept is 409. */
    async accept(input: { userId: string; reportId: string; actor: AuditActor }): Promise<TPostMetricReportResponse> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const found = isUuid(input.reportId) ? await lockBrandReport(tx, { id: input.reportId, brandUserId: input.userId }) : undefined;
        if (!found) throw reportNotFound();
        const { report } = found;
        if (report.status === 'accepted') throw refused('post_metrics_accepted', M.alreadyAccepted);
        if (report.status === 'questioned') throw refused('post_metrics_questioned', M.alreadyQuestioned);
        const updated = await updateReport(tx, report.id, { status: 'accepted', acceptedAt: now, updatedAt: now });
        await refreshReportAggregates(tx, { scriptId: report.scriptId, campaignId: report.campaignId });
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'post_metrics.accepted',
          entityType: 'script',
          entityId: report.scriptId,
          data: { reportId: report.id },
        });
        return updated;
      });
      return { success: true, message: M.accepted, data: reportView(row) };
    },

    /** POST /api/brands/post-metrics/{id}/question {reason}: labels the report questioned and tells the creator. */
    async question(input: { userId: string; reportId: string; body: unknown; actor: AuditActor }): Promise<TPostMetricReportResponse> {
      const found0 = isUuid(input.reportId) ? await lockBrandReport(db, { id: input.reportId, brandUserId: input.userId }) : undefined;
      if (!found0) throw reportNotFound();
      const { reason } = parseOrThrow(ZQuestionPostMetricRequest, input.body);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const found = await lockBrandReport(tx, { id: input.reportId, brandUserId: input.userId });
        if (!found) throw reportNotFound();
        const { report } = found;
        if (report.status === 'accepted') throw refused('post_metrics_accepted', M.alreadyAccepted);
        if (report.status === 'questioned') throw refused('post_metrics_questioned', M.alreadyQuestioned);
        const updated = await updateReport(tx, report.id, {
          status: 'questioned',
          questionReason: reason,
          questionedAt: now,
          updatedAt: now,
        });
        await refreshReportAggregates(tx, { scriptId: report.scriptId, campaignId: report.campaignId });
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'post_metrics.questioned',
          entityType: 'script',
          entityId: report.scriptId,
          data: { reportId: report.id, reason },
        });
        const notice = POST_METRIC_NOTICES.questioned(found.productName || 'your campaign', reason);
        const link = creatorScriptPage(report.campaignId);
        const noted = await recordNotification({
          tx,
          at: now,
          userId: report.creatorId,
          category: 'reviews',
          ...notice,
          link,
          scriptId: report.scriptId,
          dedupeKey: `post-metrics:question:${report.id}`,
        });
        if (noted && deps.mailer) {
          await mailNotification(deps.mailer, {
            tx,
            userId: report.creatorId,
            to: found.creatorEmail,
            name: found.creatorName,
            category: 'reviews',
            ...notice,
            link,
            action: 'Send corrected numbers',
          });
        }
        return updated;
      });
      return { success: true, message: M.questioned, data: reportView(row) };
    },

    /** The files route's rule: the campaign's brand reads the proof of a report sent to it. */
    proofReadPolicy: (async ({ file, viewer }) =>
      viewer.user?.userType === 'brand' &&
      file.purpose === 'post_metric_proof' &&
      (await isProofOfBrandReport(db, { fileId: file.id, brandUserId: viewer.user.id }))) as FileReadPolicy,
  };
}

export type PostMetricsService = ReturnType<typeof createPostMetricsService>;
