import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, pathTo } from '../../../config/paths';
import { useCampaignReport } from '../../../features/campaign-reports/api/get-campaign-report';
import { CampaignReportView } from '../../../features/campaign-reports/components/campaign-report-view';
import { useReportTableParams } from '../../../features/campaign-reports/use-report-table-params';

/** /brand/campaigns/{id}/report (issue 27 §3): the campaign's results, CSV export and a printable page. */
export default function CampaignReportPage() {
  const id = useParams().id ?? '';
  const table = useReportTableParams();
  const report = useCampaignReport(id, table.params);
  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-4">
      <BackLink to={pathTo(paths.brandCampaign.path, { id })}>Back to campaign</BackLink>
      {report.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Loading the report">
          <Skeleton className="h-10 w-2/3 rounded-control" />
          <Skeleton className="h-40 rounded-card" />
          <Skeleton className="h-64 rounded-card" />
        </div>
      ) : report.isError ? (
        <ErrorState what="this report" error={report.error} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : (
        <CampaignReportView
          report={report.data}
          table={{ onSort: table.sortBy, onPage: table.goToPage, loading: report.isPlaceholderData }}
        />
      )}
    </div>
  );
}
