import { ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatRupees } from '../../../lib/format-money';
import { useReportSummary } from '../api/get-report-summary';
import { formatCost, formatCount, formatPercent } from '../report-format';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="tabular text-lg font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** The brand dashboard's results across its published campaigns (issue 27 §3); each campaign's page links its report. */
export function ResultsSummaryCard() {
  const summary = useReportSummary();
  return (
    <Card>
      <CardHeader
        title="Results across your campaigns"
        description="Spend from the ledger, views from creators’ reports, clicks through Amplio’s tracked links. “–”: nothing known yet."
        actions={
          <Link
            to={paths.brandCampaigns.path}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
          >
            <ChartColumn className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Open a campaign’s report
          </Link>
        }
      />
      {summary.isPending ? (
        <Skeleton className="h-16 rounded-control" />
      ) : summary.isError ? (
        <p className="text-sm text-ink-muted">Your results could not be loaded. Reload the page to try again.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          <Stat label="Paid to creators" value={formatRupees(summary.data.spend.released)} />
          <Stat label="Posts live" value={formatCount(summary.data.totals.posts_live)} />
          <Stat label="Views" value={formatCount(summary.data.totals.views)} />
          <Stat label="Clicks" value={formatCount(summary.data.totals.clicks)} />
          <Stat label="Engagement rate" value={formatPercent(summary.data.totals.engagement_rate)} />
          <Stat label="Cost per view" value={formatCost(summary.data.totals.cost_per_view)} />
        </dl>
      )}
    </Card>
  );
}
