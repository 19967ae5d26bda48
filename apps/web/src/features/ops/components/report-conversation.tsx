import { History, SearchX } from 'lucide-react';
import { BackLink } from '../../../components/back-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { Card, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useOpsReports } from '../api/get-ops-reports';
import { useReportConversation } from '../api/get-report-conversation';
import { ReportSummary } from './report-summary';
import { ReportThread } from './report-thread';
import { ResolveReportButton } from './resolve-report-button';
import type { TOpsReport } from '@amplio/shared/schemas/conversations';

function Conversation({ report }: { report: TOpsReport }) {
  const thread = useReportConversation(report.id);
  const conversation = thread.data?.conversation;
  return (
    <Card>
      <CardHeader
        title="Conversation"
        description={
          conversation
            ? `${conversation.brand.name} and ${conversation.creator.name}, about ${conversation.campaign.product_name || 'a campaign'}. Read only.`
            : 'Read only: nothing you do here is shown to either side.'
        }
      />
      {thread.isPending ? (
        <LoadingBlocks label="Loading the conversation" blocks={['h-16 w-3/4', 'ml-auto h-16 w-2/3', 'h-16 w-3/4']} />
      ) : thread.isError ? (
        <ErrorState what="the conversation" error={thread.error} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
      ) : (
        <div className="flex flex-col gap-4">
          {thread.data.has_more ? (
            <p className="flex items-center justify-center gap-1.5 text-sm text-ink-muted">
              <History className="size-4" strokeWidth={1.75} aria-hidden="true" />
              Showing the newest {thread.data.data.length} messages; older ones are not shown here.
            </p>
          ) : null}
          <ReportThread messages={thread.data.data} report={report} />
        </div>
      )}
    </Card>
  );
}

/** One report with its conversation to read, and Mark resolved while it is open. */
export function ReportConversation({ reportId }: { reportId: string }) {
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.opsReports.path}>All reports</BackLink>
      <h1 className="text-2xl text-ink sm:text-3xl">Reported conversation</h1>
      <ReportBody reportId={reportId} />
    </div>
  );
}

function ReportBody({ reportId }: { reportId: string }) {
  const reports = useOpsReports();
  const now = useNow(60_000);
  const report = reports.data?.data.find((r) => r.id === reportId);
  if (reports.isPending) return <LoadingBlocks label="Loading the report" blocks={['h-40', 'h-64']} />;
  if (reports.isError && !reports.data)
    return <ErrorState what="the report" error={reports.error} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />;
  if (!report)
    return (
      <EmptyState
        icon={SearchX}
        title="This report does not exist"
        description="It may have been removed, or the link is wrong. Go back to the reports and pick it again."
      />
    );
  return (
    <>
      <Card>
        <div className="flex flex-col gap-4">
          <ReportSummary report={report} now={now} />
          {report.resolved_at ? null : (
            <div>
              <ResolveReportButton report={report} />
            </div>
          )}
        </div>
      </Card>
      <Conversation report={report} />
    </>
  );
}
