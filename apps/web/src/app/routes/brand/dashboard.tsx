import { Building2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { DashboardBrandsCard } from '../../../features/brand-profiles/components/dashboard-brands-card';
import { AttentionCard } from '../../../features/campaigns/components/attention-card';
import { ResultsSummaryCard } from '../../../features/campaign-reports/components/results-summary-card';
import { useEscrowSummary } from '../../../features/escrow/api/get-escrow-summary';
import { EscrowFigures, EscrowFiguresSkeleton } from '../../../features/escrow/components/escrow-figures';
import { BRAND_AREA_ROUTE_ID, useSignedInUser } from '../../session-user-context';
import { useWelcomeWord } from '../../../lib/first-welcome';

function EscrowSummaryCard() {
  const escrow = useEscrowSummary();
  const count = escrow.data?.campaigns_count;
  return (
    <Card>
      <CardHeader
        title="Your escrow"
        description={
          count === undefined
            ? 'Money you have paid in, and where it is now.'
            : `Across ${count} ${count === 1 ? 'campaign' : 'campaigns'}. Creators are paid from escrow only for work you approve.`
        }
      />
      {escrow.isPending ? (
        <EscrowFiguresSkeleton />
      ) : escrow.isError ? (
        <ErrorState what="your escrow summary" error={escrow.error} onRetry={() => escrow.refetch()} retrying={escrow.isFetching} />
      ) : (
        <EscrowFigures escrow={escrow.data} />
      )}
    </Card>
  );
}

/** Spec 3 §2.3 Brand dashboard home (issue 11 §5): the escrow summary and the campaigns that need attention. */
export default function BrandDashboardPage() {
  const user = useSignedInUser(BRAND_AREA_ROUTE_ID);
  const firstName = user?.name.trim().split(/\s+/)[0];
  const welcome = useWelcomeWord();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl text-ink sm:text-3xl">{firstName ? `${welcome}, ${firstName}` : welcome}</h2>
          <p className="text-ink-muted">Here is where your money is and what needs you next.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.brandManagementAdd.path} className={buttonStyles({ variant: 'secondary' })}>
            <Building2 className="size-5" strokeWidth={1.75} aria-hidden="true" />
            Add brand
          </Link>
          <Link to={paths.brandCampaignCreate.path} className={buttonStyles()}>
            <Plus className="size-5" strokeWidth={1.75} aria-hidden="true" />
            Create campaign
          </Link>
        </div>
      </div>
      <EscrowSummaryCard />
      <ResultsSummaryCard />
      <DashboardBrandsCard />
      <AttentionCard />
    </div>
  );
}
