import { ENGAGEMENT_RATE_DEFINITION, ENGAGEMENT_RATE_LABEL } from '@amplio/shared/domain/engagement';
import { ChartNoAxesCombined, TrendingDown, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryStates } from '../../../components/query-states';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format-date';
import { usePerformanceTrends } from '../api/get-performance-trends';
import { formatMetric, metricChange, PERFORMANCE_METRICS, type PerformanceMetric, type PerformancePoint } from '../performance-metrics';

/** recharts is heavy: its chunk loads only when a chart is drawn (DESIGN.md "recharts (lazy-loaded)"). */
const PerformanceTrendsChart = lazy(() => import('./performance-trends-chart'));

function MetricPicker({
  points,
  metric,
  onChange,
}: {
  points: readonly PerformancePoint[];
  metric: PerformanceMetric;
  onChange: (metric: PerformanceMetric) => void;
}) {
  const last = points.at(-1);
  return (
    <fieldset className="grid grid-cols-3 gap-1.5 sm:gap-2">
      <legend className="sr-only">Show on the chart</legend>
      {PERFORMANCE_METRICS.map((m) => {
        const change = metricChange(points, m.key);
        const Arrow = change?.up === false ? TrendingDown : TrendingUp;
        return (
          <label
            key={m.key}
            className={cn(
              'flex min-w-0 cursor-pointer flex-col gap-0.5 rounded-control border px-2 py-2 transition-colors sm:px-3 sm:py-2.5',
              'has-focus-visible:outline-2 has-focus-visible:outline-brand',
              metric === m.key ? 'border-brand bg-brand-soft/60' : 'border-border hover:border-ink-subtle',
            )}
          >
            <input
              type="radio"
              name="performance-metric"
              value={m.key}
              checked={metric === m.key}
              onChange={() => onChange(m.key)}
              className="sr-only"
            />
            <span className="flex items-center gap-1.5 text-xs font-medium text-ink-muted sm:text-sm">
              <span
                aria-hidden="true"
                className="hidden size-2.5 shrink-0 rounded-full sm:inline-block"
                style={{ backgroundColor: m.colour }}
              />
              {m.label}
            </span>
            <span className="tabular text-lg font-semibold text-ink sm:text-xl" data-testid={`trend-${m.key}`}>
              {last ? formatMetric(m.key, last[m.key]) : 'N/A'}
            </span>
            {change ? (
              <span
                className={cn(
                  'tabular inline-flex items-center gap-1 text-xs font-medium',
                  change.up ? 'text-success-strong' : 'text-danger-strong',
                )}
              >
                <Arrow className="size-3.5 shrink-0" strokeWidth={2} aria-hidden="true" />
                {change.text}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The chart's numbers as a table, for screen readers and anyone who wants the exact figures (the latest first). */
function TrendTable({ points }: { points: readonly PerformancePoint[] }) {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded-sm font-semibold text-brand">Show the numbers</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table className="w-full text-left">
          <thead className="sticky top-0 bg-surface text-ink-muted">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Date
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                Views
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                Likes
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {ENGAGEMENT_RATE_LABEL}
              </th>
            </tr>
          </thead>
          <tbody className="tabular">
            {[...points].reverse().map((p) => (
              <tr key={p.date} className="border-t border-border">
                <td className="py-1.5 pr-3">{formatDay(p.date)}</td>
                <td className="py-1.5 pr-3 text-right">{p.views.toLocaleString('en-IN')}</td>
                <td className="py-1.5 pr-3 text-right">{p.likes.toLocaleString('en-IN')}</td>
                <td className="py-1.5 text-right">{p.engagement.toFixed(2)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function PerformanceTrendsPanel({ points, profilePath }: { points: readonly PerformancePoint[]; profilePath: string }) {
  const [metric, setMetric] = useState<PerformanceMetric>('views');
  if (points.length === 0) {
    return (
      <EmptyState
        icon={ChartNoAxesCombined}
        title="No performance data yet"
        description="Add your followers, views and likes on your profile. Each time you update them, a point is added here."
        action={
          <Link to={profilePath} className={buttonStyles({ variant: 'secondary' })}>
            Add your numbers
          </Link>
        }
      />
    );
  }
  const first = points[0]!;
  const last = points.at(-1)!;
  const label = PERFORMANCE_METRICS.find((m) => m.key === metric)!.label;
  return (
    <div className="flex flex-col gap-4">
      <MetricPicker points={points} metric={metric} onChange={setMetric} />
      <figure className="flex flex-col gap-2">
        <div
          className="h-56 w-full sm:h-64"
          role="img"
          aria-label={`${label} from ${formatDay(first.date)} (${formatMetric(metric, first[metric])}) to ${formatDay(last.date)} (${formatMetric(metric, last[metric])})`}
          data-testid="performance-chart"
        >
          <Suspense fallback={<Skeleton className="size-full" />}>
            <PerformanceTrendsChart points={points} metric={metric} />
          </Suspense>
        </div>
        <figcaption className="text-xs text-ink-muted">
          Summed over your linked accounts, from the numbers on your profile. {ENGAGEMENT_RATE_LABEL} = {ENGAGEMENT_RATE_DEFINITION} of
          those accounts together, as Social Media Performance shows it for each account.
        </figcaption>
      </figure>
      <TrendTable points={points} />
    </div>
  );
}

/** Spec 3 §2.2 "Performance Trends": views, likes and engagement % over time. */
export function PerformanceTrendsCard({ profilePath, className }: { profilePath: string; className?: string }) {
  const trends = usePerformanceTrends();
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader title="Performance trends" description="How your audience has grown, a point each time your numbers changed." />
      <QueryStates query={trends} what="your performance trends" loading={['h-20', 'h-56']}>
        {(data) => <PerformanceTrendsPanel points={data.data} profilePath={profilePath} />}
      </QueryStates>
    </Card>
  );
}
