import type { TCampaignReport, TReportSortKey } from '@amplio/shared/schemas/campaign-reports';
import { BarChart3, Download, Printer } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format-date';
import { campaignReportCsvUrl } from '../api/get-campaign-report';
import { CreatorTable } from './creator-table';
import { ReportTotals } from './report-totals';

/** recharts is heavy: its chunk loads only when the chart is drawn (DESIGN.md "recharts (lazy-loaded)"). */
const ReportChart = lazy(() => import('./report-chart'));

const counts = new Intl.NumberFormat('en-IN');

/** The table's controls: sorting and paging go through the API (the page keeps them in the address). */
export interface ReportTableControls {
  onSort: (key: TReportSortKey) => void;
  onPage: (page: number) => void;
  /** Another page or order is loading. */
  loading: boolean;
}

/**
 * The report: totals, views and clicks over time, one page of the per-creator table; prints on one page without the
 * app around it (the page on screen; the CSV has every row).
 */
export function CampaignReportView({ report, table }: { report: TCampaignReport; table: ReportTableControls }) {
  const page = report.creators_page;
  const first = (page.page - 1) * page.per_page + 1;
  const last = Math.min(page.total, page.page * page.per_page);
  const lastPage = Math.max(1, Math.ceil(page.total / page.per_page));
  const name = report.campaign.product_name ?? 'Untitled campaign';
  const hasSeries = report.series.length > 0;
  return (
    <div id="campaign-report" className="flex flex-col gap-6 print:gap-3">
      <style>{'@media print { @page { size: A4 landscape; margin: 10mm } #campaign-report { font-size: 11px } }'}</style>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink print:text-lg">Results: {name}</h1>
          <p className="text-sm text-ink-muted">
            Spend from Amplio’s ledger as of {formatDateTime(report.sources.spend.as_of)}. Clicks reach the report within{' '}
            {report.sources.clicks.delay_seconds} seconds.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <a href={campaignReportCsvUrl(report.campaign.id)} download className={buttonStyles({ variant: 'secondary' })}>
            <Download className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Export CSV
          </a>
          <Button
            variant="secondary"
            onClick={() => window.print()}
            leadingIcon={<Printer className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Print report
          </Button>
        </div>
      </div>

      <ReportTotals report={report} />

      <Card className="print:break-inside-avoid print:p-2">
        <CardHeader
          title="Views and clicks over time"
          description="Views: each creator’s latest report (accepted or not yet reviewed) up to that day. Clicks: per day, through the creators’ tracked links."
        />
        {hasSeries ? (
          <div className="h-64 w-full print:h-44" role="img" aria-label={`Views and clicks by day, ${report.series.length} days`}>
            <Suspense fallback={<Skeleton className="h-full w-full rounded-control" />}>
              <ReportChart series={report.series} />
            </Suspense>
          </div>
        ) : (
          <EmptyState
            icon={BarChart3}
            title="Nothing to chart yet"
            description="The chart starts with the first click on a creator’s link or the first report of a post’s numbers."
          />
        )}
      </Card>

      <section aria-labelledby="creators-heading" className="flex flex-col gap-2">
        <h2 id="creators-heading" className="text-base font-semibold text-ink">
          Per creator
        </h2>
        {page.total === 0 ? (
          <p className="text-sm text-ink-muted">No creator has taken this campaign yet.</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="tabular text-sm text-ink-muted" aria-live="polite">
                {report.creators.length
                  ? `Showing ${counts.format(first)}–${counts.format(last)} of ${counts.format(page.total)} creators`
                  : `No creators on page ${page.page}; there are ${counts.format(page.total)} in all`}
              </p>
              {table.loading ? (
                <p className="text-sm text-ink-muted print:hidden" role="status">
                  Loading creators…
                </p>
              ) : null}
            </div>
            <CreatorTable rows={report.creators} sort={page.sort} order={page.order} onSort={table.onSort} busy={table.loading} />
            <div className="print:hidden">
              <Pagination page={page.page} lastPage={Math.max(lastPage, page.page)} onPageChange={table.onPage} noun="creators" />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
