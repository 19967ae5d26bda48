import { BarChart3 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Alert } from '../../../components/ui/alert';
import { useCreatorPostMetrics } from '../api/post-metrics';
import { CHECKPOINT_TONES, checkpointText } from '../post-metrics-copy';
import { PostMetricNumbers } from './post-metric-numbers';
import { PostMetricsForm } from './post-metrics-form';

/**
 * The script card's results (issue 27 §1): the day-1, day-7 and day-30 reports, the brand's question when it has one,
 * the form for the report due, and every report sent so far.
 */
export function CreatorPostMetrics({ scriptId }: { scriptId: string }) {
  const query = useCreatorPostMetrics(scriptId);
  if (query.isPending) return null;
  if (query.isError) return <Alert tone="danger" title="Your post’s results could not be loaded." />;
  const data = query.data?.data;
  // An answer without the report (an older server, a test's bare stub) shows nothing rather than breaking the card.
  if (!data?.checkpoints) return null;
  const question = data.reports.find((r) => r.review_state === 'questioned');
  return (
    <section
      className="flex flex-col gap-3 rounded-control border border-border px-3 py-3"
      aria-labelledby={`results-${scriptId}`}
      data-testid="creator-post-metrics"
    >
      <h4 id={`results-${scriptId}`} className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <BarChart3 className="size-4 text-brand" strokeWidth={1.75} aria-hidden="true" />
        Your post’s results
      </h4>
      <ul className="flex flex-wrap gap-1.5" aria-label="Reports due">
        {data.checkpoints.map((c) => (
          <li key={c.day}>
            <Badge tone={CHECKPOINT_TONES[c.state]}>{checkpointText(c)}</Badge>
          </li>
        ))}
      </ul>
      {question ? (
        <Alert tone="warning" title="The brand questioned your numbers">
          “{question.question_reason}” Send corrected numbers with a new screenshot.
        </Alert>
      ) : null}
      {data.can_report && data.next_checkpoint_day !== null ? (
        <PostMetricsForm scriptId={scriptId} day={data.next_checkpoint_day} answering={question !== undefined} />
      ) : null}
      {data.reports.map((report) => (
        <PostMetricNumbers key={report.id} report={report} side="creator" />
      ))}
    </section>
  );
}
