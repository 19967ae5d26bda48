import type { PostMetricCheckpointDay } from '@amplio/shared/constants/post-metrics';
import { checkpointStates, currentCheckpoint, postEngagement } from '@amplio/shared/domain/post-metrics';
import type { TPostMetricReport, TPostMetricsOverview } from '@amplio/shared/schemas/post-metrics';
import type { PostMetricReportRow } from '../../db/schema/index';
import { fileUrl } from '../../lib/uploads/file-url';
import type { MetricsScript } from './post-metrics.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function reportView(row: PostMetricReportRow, answered = false): TPostMetricReport {
  return {
    id: row.id,
    script_id: row.scriptId,
    checkpoint_day: row.checkpointDay,
    source: row.source,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    saves: row.saves,
    reach: row.reach,
    proof_url: fileUrl(row.proofFileId),
    status: row.status,
    review_state: row.status === 'questioned' && answered ? 'corrected' : row.status,
    question_reason: row.questionReason,
    questioned_at: iso(row.questionedAt),
    accepted_at: iso(row.acceptedAt),
    answers_report_id: row.answersReportId,
    reported_at: row.reportedAt.toISOString(),
  };
}

/** A questioned report the creator has not answered yet: the next report answers it. */
export const openQuestion = (reports: readonly PostMetricReportRow[]) => {
  const answered = new Set(reports.map((r) => r.answersReportId).filter(Boolean));
  return reports.find((r) => r.status === 'questioned' && !answered.has(r.id));
};

/**
 * What a new report would count for: the open question's checkpoint when there is one, else the current checkpoint;
 * null when that checkpoint already has a live report (or the script is not completed).
 */
export function nextCheckpoint(script: MetricsScript, reports: readonly PostMetricReportRow[], now: Date) {
  if (script.status !== 'Completed' || !script.completedAt) return null;
  const question = openQuestion(reports);
  if (question) return { day: question.checkpointDay as PostMetricCheckpointDay, answers: question };
  const day = currentCheckpoint(script.completedAt, now);
  const taken = reports.some((r) => r.checkpointDay === day && r.status !== 'questioned');
  return taken ? null : { day, answers: undefined };
}

/** The script's reports as both sides read them. */
export function overviewOf(script: MetricsScript, reports: readonly PostMetricReportRow[], now: Date): TPostMetricsOverview {
  const answered = new Set(reports.map((r) => r.answersReportId).filter(Boolean));
  const next = nextCheckpoint(script, reports, now);
  const checkpoints =
    script.status === 'Completed' && script.completedAt
      ? checkpointStates({ completedAt: script.completedAt, now, reportedDays: reports.map((r) => r.checkpointDay) })
      : [];
  const current = reports.find((r) => r.status !== 'questioned');
  return {
    script_id: script.id,
    completed_at: script.status === 'Completed' ? iso(script.completedAt) : null,
    can_report: next !== null,
    next_checkpoint_day: next?.day ?? null,
    checkpoints: checkpoints.map((c) => ({ day: c.day, due_at: c.dueAt.toISOString(), state: c.state })),
    overdue_days: checkpoints.filter((c) => c.state === 'overdue').map((c) => c.day),
    current: current
      ? {
          report_id: current.id,
          source: current.source,
          reported_at: current.reportedAt.toISOString(),
          views: current.views,
          likes: current.likes,
          comments: current.comments,
          shares: current.shares,
          saves: current.saves,
          reach: current.reach,
          engagement: postEngagement(current),
        }
      : null,
    reports: reports.map((r) => reportView(r, answered.has(r.id))),
  };
}
