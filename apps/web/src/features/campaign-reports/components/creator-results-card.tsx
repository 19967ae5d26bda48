import { ChartColumn } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card';
import { formatRupees } from '../../../lib/format-money';
import { useCreatorResults } from '../api/get-creator-results';
import { formatCount, formatPercent } from '../report-format';

/** The creator's results per collaboration and in total (issue 27 §3); hidden until they have worked on a campaign. */
export function CreatorResultsCard() {
  const results = useCreatorResults();
  if (!results.data || results.data.items.length === 0) return null;
  const { items, total } = results.data;
  return (
    <Card>
      <CardHeader
        title={
          <span className="inline-flex items-center gap-2">
            <ChartColumn className="size-5 text-brand" strokeWidth={1.75} aria-hidden="true" />
            Your results
          </span>
        }
        description="Views from your reports, clicks through your tracked links, earnings from your wallet. “–”: nothing known yet."
      />
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {[
          ['Collaborations', formatCount(total.collaborations)],
          ['Earned', formatRupees(total.earned)],
          ['Views', formatCount(total.views)],
          ['Clicks', formatCount(total.clicks)],
          ['Engagement rate', formatPercent(total.engagement_rate)],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="tabular text-lg font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li key={item.script_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
            <span className="font-semibold text-ink">{item.product_name ?? 'Campaign'}</span>
            <span className="tabular text-ink-muted">
              {formatCount(item.views)} views · {formatCount(item.likes)} likes · {formatCount(item.clicks)} clicks ·{' '}
              {formatRupees(item.earned)} earned
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
