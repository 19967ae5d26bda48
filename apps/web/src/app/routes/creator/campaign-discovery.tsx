import { DISCOVERY_MESSAGES } from '@amplio/shared/schemas/discovery';
import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { AskBrandDialog } from '../../../features/conversations/components/ask-brand-dialog';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { useActiveCampaigns } from '../../../features/discovery/api/get-active-campaigns';
import { CampaignCard } from '../../../features/discovery/components/campaign-card';
import { CampaignGridSkeleton } from '../../../features/discovery/components/campaign-grid-skeleton';
import { DiscoveryToolbar } from '../../../features/discovery/components/discovery-toolbar';
import { StartCreatingDialog } from '../../../features/discovery/components/start-creating-dialog';
import { useDiscoveryParams } from '../../../features/discovery/hooks/use-discovery-params';
import { isApiError } from '../../../lib/api-client';
import { loginRedirectFor } from '../../route-guard';

export default function CampaignDiscoveryPage() {
  const { filters, update } = useDiscoveryParams();
  const campaigns = useActiveCampaigns(filters);
  const [chosen, setChosen] = useState<TDiscoveredCampaign | null>(null);
  const [asking, setAsking] = useState<TDiscoveredCampaign | null>(null);
  const ask = (campaign: TDiscoveredCampaign) => {
    setChosen(null);
    setAsking(campaign);
  };
  const navigate = useNavigate();
  const location = useLocation();
  const filtered = Boolean(filters.platform || filters.search);

  // Spec 3 §6: a 401 on loading campaigns sends the browser to sign-in.
  const unauthenticated = isApiError(campaigns.error) && campaigns.error.status === 401;
  useEffect(() => {
    if (unauthenticated) navigate(loginRedirectFor('creator', 'unauthenticated', location.pathname + location.search), { replace: true });
  }, [unauthenticated, navigate, location.pathname, location.search]);

  const page = campaigns.data;
  // A page past the end (an old link, or campaigns filled up since) goes to the last page that has campaigns.
  const pastTheEnd = page !== undefined && page.data.length === 0 && page.total > 0 && (filters.page ?? 1) > page.last_page;
  const lastPage = page?.last_page ?? 1;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold tracking-tight text-ink">Marketing Campaigns</h2>
        <p className="text-[15px] text-ink-muted">
          Funded campaigns you can join now. Each shows your own price, worked out from the numbers on your profile.
        </p>
      </header>
      <DiscoveryToolbar filters={filters} onChange={update} />
      {campaigns.isPending || pastTheEnd ? (
        <CampaignGridSkeleton />
      ) : campaigns.isError ? (
        <ErrorState what="campaigns" error={campaigns.error} onRetry={() => campaigns.refetch()} retrying={campaigns.isFetching} />
      ) : page && page.data.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title={filtered ? 'No campaigns match' : 'No campaigns yet'}
          description={filtered ? 'Try another platform or search word.' : DISCOVERY_MESSAGES.empty}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => update({ platform: undefined, search: undefined })}>
                Show all campaigns
              </Button>
            ) : null
          }
        />
      ) : page ? (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy={campaigns.isPlaceholderData}>
            {page.data.map((campaign) => (
              <li key={campaign.id} className="flex">
                <CampaignCard campaign={campaign} onStart={setChosen} onAsk={ask} />
              </li>
            ))}
          </ul>
          <Pagination {...paginationOf(page)} noun="campaigns" onPageChange={(next) => update({ page: next })} />
        </>
      ) : null}
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        {chosen ? <StartCreatingDialog campaign={chosen} onClose={() => setChosen(null)} onAsk={ask} /> : null}
      </Dialog>
      <AskBrandDialog campaign={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
