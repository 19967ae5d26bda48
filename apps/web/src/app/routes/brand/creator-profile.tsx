import type { TCreatorProfileForBrand } from '@amplio/shared/schemas/creator-search';
import { Link, useLocation, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { InviteDialog } from '../../../features/collaborations/brand/invite-dialog';
import { SaveToListDialog } from '../../../features/creator-lists/components/save-to-list-dialog';
import { useCreatorProfile } from '../../../features/creator-search/api/get-creator-profile';
import {
  CreatorIdentity,
  CreatorPlatforms,
  CreatorPortfolio,
  CreatorTrackRecord,
} from '../../../features/creator-search/components/creator-page-sections';
import { platformLabel } from '../../../features/creator-search/creator-labels';
import { formatRupees } from '../../../lib/format-money';

type Profile = TCreatorProfileForBrand;

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading the creator" className="flex flex-col gap-5">
      <Skeleton className="h-40 rounded-card" />
      <div className="grid gap-5 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-card" />
        <Skeleton className="h-56 rounded-card" />
      </div>
    </div>
  );
}

function Prices({ creator }: { creator: Profile }) {
  return (
    <Card>
      <CardHeader title="Price on your running campaigns" description="What this creator would be paid, worked out as they see it." />
      {creator.prices.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-ink-muted">
            None of your running campaigns posts on a platform this creator has. Prices appear here for active campaigns.
          </p>
          <Link to={paths.brandCampaigns.path} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            See your campaigns
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {creator.prices.map((price) => (
            <li key={`${price.campaign_id}-${price.platform}`} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-ink">
                  {price.campaign_name} <span className="font-normal text-ink-muted">on {platformLabel(price.platform)}</span>
                </span>
                <span className="tabular text-lg font-semibold text-ink">{formatRupees(price.dynamic_price)}</span>
              </div>
              <details>
                <summary className="cursor-pointer rounded-control text-sm font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
                  How this price is worked out
                </summary>
                <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm text-ink-muted">
                  {price.breakdown.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Issue 23 §2: a creator's page as a brand sees it, opened from search. */
export default function CreatorProfilePage() {
  const { username = '' } = useParams();
  const location = useLocation();
  const profile = useCreatorProfile(username);
  // Back to the very search the brand came from (its filters live in the address), else to search itself.
  const from = (location.state as { from?: string } | null)?.from;
  const back = from?.startsWith(paths.brandCreators.path) ? from : paths.brandCreators.path;

  let body: React.ReactNode;
  if (profile.isPending) body = <ProfileSkeleton />;
  else if (profile.isError)
    body = <ErrorState what="this creator" error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />;
  else {
    const creator = profile.data.data;
    body = (
      <div className="flex flex-col gap-5">
        <CreatorIdentity
          creator={creator}
          actions={
            <div className="flex flex-wrap gap-2">
              <InviteDialog creator={creator} />
              <SaveToListDialog creator={creator} />
            </div>
          }
        />
        <div className="grid gap-5 lg:grid-cols-2">
          <CreatorPlatforms creator={creator} />
          <CreatorTrackRecord creator={creator} />
        </div>
        <Prices creator={creator} />
        <CreatorPortfolio creator={creator} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-4">
      <BackLink to={back}>Back to search</BackLink>
      {body}
    </div>
  );
}
