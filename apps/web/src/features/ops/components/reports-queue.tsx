import type { TOpsReport } from '@amplio/shared/schemas/conversations';
import { MessagesSquare, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { buttonStyles } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths, pathTo } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useOpsReports } from '../api/get-ops-reports';
import { sortReports } from '../report-labels';
import { ListLoadError, ListLoading } from './list-states';
import { ReportSummary } from './report-summary';
import { ResolveReportButton } from './resolve-report-button';
import { TabCount } from './tab-count';

const TABS = { open: 'Open', resolved: 'Resolved' } as const;
type ReportTab = keyof typeof TABS;

const focusHeading = () => requestAnimationFrame(() => document.getElementById('reports-heading')?.focus());

function ReportCard({ report, now }: { report: TOpsReport; now: number }) {
  return (
    <li>
      <article
        data-report-id={report.id}
        aria-label={`Report: ${report.reason}`}
        className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6"
      >
        <ReportSummary report={report} now={now} />
        <div className="flex flex-wrap gap-2">
          <Link to={pathTo(paths.opsReport.path, { id: report.id })} className={buttonStyles({ size: 'sm' })}>
            <MessagesSquare className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Read conversation
          </Link>
          {report.resolved_at ? null : <ResolveReportButton report={report} onResolved={focusHeading} />}
        </div>
      </article>
    </li>
  );
}

/**
 * Issue 24 §3: messages brands and creators reported, the longest waiting first. Each opens its conversation to read;
 * "Mark resolved" moves it to Resolved.
 */
export function ReportsQueue() {
  const query = useOpsReports();
  const [tab, setTab] = useState<ReportTab>('open');
  const now = useNow(60_000);
  const groups = query.data ? sortReports(query.data.data) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 id="reports-heading" tabIndex={-1} className="text-2xl text-ink sm:text-3xl">
          Reports
        </h1>
        <p className="max-w-2xl text-[15px] text-ink-muted">
          Messages a brand or a creator reported. Read the conversation, act on it outside the console if you must, then mark the report
          resolved.
        </p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ReportTab)}>
        <TabsList label="Reports by status" className="flex w-full sm:inline-flex sm:w-max">
          {(Object.keys(TABS) as ReportTab[]).map((value) => (
            <TabsTrigger key={value} value={value} className="max-sm:flex-1">
              {TABS[value]}
              <TabCount count={groups?.[value].length} urgentClassName={value === 'open' ? 'bg-danger text-white' : undefined} />
            </TabsTrigger>
          ))}
        </TabsList>
        {(Object.keys(TABS) as ReportTab[]).map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            {query.isPending ? (
              <ListLoading label="Loading reports" />
            ) : query.isError && !groups ? (
              <ListLoadError
                title="We could not load the reports."
                error={query.error}
                retrying={query.isFetching}
                onRetry={() => void query.refetch()}
                returnTo={paths.opsReports.path}
              />
            ) : groups?.[value].length === 0 ? (
              <EmptyState
                icon={ShieldCheck}
                title={value === 'open' ? 'No open reports' : 'No resolved reports yet'}
                description={
                  value === 'open'
                    ? 'When a brand or a creator reports a message, it waits here for you.'
                    : 'Reports you resolve appear here, latest first.'
                }
              />
            ) : (
              <ul aria-label={`${TABS[value]} reports`} className="flex flex-col gap-4">
                {groups?.[value].map((report) => (
                  <ReportCard key={report.id} report={report} now={now} />
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
