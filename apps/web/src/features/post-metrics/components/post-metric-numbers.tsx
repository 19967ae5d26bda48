import { POST_METRIC_FIELDS } from '@amplio/shared/constants/post-metrics';
import { POST_METRIC_LABELS, type TPostMetricReport } from '@amplio/shared/schemas/post-metrics';
import { ImageIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format-date';
import { formatMetric, REVIEW_STATE_LABELS, REVIEW_STATE_TONES, SOURCE_LABELS } from '../post-metrics-copy';

/** One report: its six numbers, where they came from and when, how the brand reviewed it, and the screenshot. */
export function PostMetricNumbers({ report, side }: { report: TPostMetricReport; side: 'creator' | 'brand' }) {
  return (
    <div className="flex flex-col gap-2" data-testid="post-metric-report">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink">Day {report.checkpoint_day} report</p>
        <Badge tone={REVIEW_STATE_TONES[report.review_state]}>{REVIEW_STATE_LABELS[side][report.review_state]}</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {POST_METRIC_FIELDS.map((field) => (
          <div key={field} className="min-w-0 rounded-control bg-surface-muted px-2 py-1.5">
            <dt className="text-xs text-ink-muted">{POST_METRIC_LABELS[field]}</dt>
            <dd className="tabular truncate text-sm font-semibold text-ink">{formatMetric(report[field])}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
        <span>
          {SOURCE_LABELS[report.source]} · {formatDateTime(report.reported_at)}
        </span>
        {report.proof_url ? (
          <a
            href={report.proof_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 rounded-control font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <ImageIcon className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
            View the screenshot<span className="sr-only"> for the day-{report.checkpoint_day} report</span>
          </a>
        ) : null}
      </p>
      {report.question_reason ? (
        <p
          className="rounded-control border border-warning/30 bg-warning-soft/70 px-3 py-2 text-sm break-words text-ink"
          data-testid="post-metric-question"
        >
          <span className="font-semibold">{side === 'brand' ? 'Your question: ' : 'The brand asks: '}</span>
          {report.question_reason}
        </p>
      ) : null}
    </div>
  );
}
