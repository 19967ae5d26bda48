import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatRupees } from '../../../lib/format-money';
import { useCampaignCreators } from '../api/collaborations';
import { CampaignAccessCard } from './campaign-access-card';
import { CampaignCreatorRow } from './campaign-creator-row';
import { CREATOR_GROUPS, GROUP_LABELS, groupRows } from './creator-groups';

function CreatorsSkeleton() {
  return (
    <div role="status" aria-label="Loading the creators" className="flex flex-col gap-5">
      <Skeleton className="h-64 rounded-card" />
      <Skeleton className="h-40 rounded-card" />
    </div>
  );
}

const ENDED: ReadonlySet<TCampaign['status']> = new Set(['completed', 'archived']);

/** Campaign Details' Creators tab: who may work on it, the money held for them, and everyone invited or applying. */
export function CampaignCreatorsTab({ campaign }: { campaign: Pick<TCampaign, 'id' | 'status'> }) {
  const creators = useCampaignCreators(campaign.id);
  if (creators.isPending) return <CreatorsSkeleton />;
  if (creators.isError)
    return <ErrorState what="the creators" error={creators.error} onRetry={() => creators.refetch()} retrying={creators.isFetching} />;

  const { access, held, data } = creators.data;
  const groups = groupRows(data);
  return (
    <div className="flex flex-col gap-5">
      <CampaignAccessCard
        key={`${access.access_mode}-${access.max_creators}`}
        campaignId={campaign.id}
        access={access}
        lockedReason={ENDED.has(campaign.status) ? 'The campaign has ended: who can work on it no longer changes.' : null}
      />
      <Card>
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-lg text-ink">Creators</h2>
            <p className="text-sm text-ink-muted">Accepting holds the creator’s price from escrow until they save their script.</p>
          </div>
          <p className="flex flex-col sm:items-end">
            <span className="tabular text-xl font-semibold text-ink">{formatRupees(held)}</span>
            <span className="text-sm text-ink-muted">held for accepted creators</span>
          </p>
        </div>
        {data.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            title="No creators yet"
            description="Find creators and invite them from their page, or invite a saved list. With approval access, creators’ applications show up here for you to accept."
            action={
              <Link to={paths.brandCreators.path} className={buttonStyles({ variant: 'secondary' })}>
                Find creators
              </Link>
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            {CREATOR_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
              <section key={group} aria-labelledby={`creators-${group}`} className="flex flex-col gap-3">
                <h3 id={`creators-${group}`} className="text-base font-semibold text-ink">
                  {GROUP_LABELS[group]} <span className="tabular font-normal text-ink-muted">({groups[group].length})</span>
                </h3>
                <ul className="flex flex-col divide-y divide-border">
                  {groups[group].map((row) => (
                    <CampaignCreatorRow key={row.id} row={row} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
