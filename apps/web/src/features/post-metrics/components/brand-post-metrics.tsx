import { POST_METRIC_QUESTION_MAX_LENGTH } from '@amplio/shared/constants/post-metrics';
import type { TPostMetricReport } from '@amplio/shared/schemas/post-metrics';
import { BarChart3 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useBrandPostMetrics, useDecidePostMetric } from '../api/post-metrics';
import { CHECKPOINT_TONES, checkpointText } from '../post-metrics-copy';
import { PostMetricNumbers } from './post-metric-numbers';

function ReviewActions({ report }: { report: TPostMetricReport }) {
  const decide = useDecidePostMetric();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) => setError(isApiError(err) ? (err.firstFieldError() ?? err.message) : 'That did not go through. Try again.');
  const accept = () =>
    decide.mutate({ reportId: report.id, decision: 'accept' }, { onSuccess: (a) => notify.success(a.message), onError: fail });
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    decide.mutate({ reportId: report.id, decision: 'question', reason }, { onSuccess: (a) => notify.success(a.message), onError: fail });
  };
  return (
    <div className="flex flex-col gap-2">
      {asking ? (
        <form className="flex flex-col gap-2" onSubmit={ask} noValidate>
          <Textarea
            label="What looks wrong?"
            hint="The creator sees this and sends corrected numbers."
            rows={2}
            maxLength={POST_METRIC_QUESTION_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={decide.isPending}>
              Send question
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={accept} loading={decide.isPending}>
            Accept numbers
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            Question numbers
          </Button>
        </div>
      )}
      {error && !asking ? <Alert tone="danger" title={error} /> : null}
    </div>
  );
}

/** The brand's view of a completed collaboration's results: overdue reports, each report with accept or question. */
export function BrandPostMetrics({ scriptId }: { scriptId: string }) {
  const query = useBrandPostMetrics(scriptId);
  if (query.isPending) return null;
  if (query.isError) return <Alert tone="danger" title="The post’s results could not be loaded." />;
  const data = query.data?.data;
  // An answer without the report (an older server, a test's bare stub) shows nothing rather than breaking the card.
  if (!data?.checkpoints) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-control border border-border px-3 py-3"
      aria-label="Post results"
      data-testid="brand-post-metrics"
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <BarChart3 className="size-4 text-brand" strokeWidth={1.75} aria-hidden="true" />
        Post results
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Reports due">
        {data.checkpoints.map((c) => (
          <li key={c.day}>
            <Badge tone={CHECKPOINT_TONES[c.state]}>{checkpointText(c)}</Badge>
          </li>
        ))}
      </ul>
      {data.reports.length === 0 ? <p className="text-sm text-ink-muted">No numbers reported yet.</p> : null}
      {data.reports.map((report) => (
        <div key={report.id} className="flex flex-col gap-2 border-t border-border pt-3 first-of-type:border-t-0 first-of-type:pt-0">
          <PostMetricNumbers report={report} side="brand" />
          {report.status === 'pending' ? <ReviewActions report={report} /> : null}
        </div>
      ))}
    </section>
  );
}
