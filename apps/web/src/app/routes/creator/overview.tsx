import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { WALLET_MESSAGES } from '@amplio/shared/schemas/wallet';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';
import { CheckCircle2, Circle, RotateCw, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { WelcomeBanner } from '../../../components/welcome-banner';
import { paths } from '../../../config/paths';
import { AlertsCard } from '../../../features/alerts/components/alerts-card';
import { WaitingInvitationsSection } from '../../../features/collaborations/creator/waiting-invitations-section';
import { useCreatorProfile } from '../../../features/creator-profile/api/get-creator-profile';
import { CreatorAvatar } from '../../../features/creator-profile/components/creator-avatar';
import { profileCompleteness } from '../../../features/creator-profile/profile-completeness';
import { useScripts } from '../../../features/scripts/api/get-scripts';
import { useSocialLinks } from '../../../features/social-accounts/api/get-social-links';
import { PerformanceTrendsCard } from '../../../features/social-accounts/components/performance-trends';
import { EXAMPLE_COMPENSATION } from '../../../features/social-accounts/components/price-example';
import { SocialPerformance } from '../../../features/social-accounts/components/social-performance';
import { isCampaignPlatform } from '../../../features/social-accounts/metrics-values';
import { useCreatorCampaigns } from '../../../features/wallet/api/get-creator-campaigns';
import { useEarnings } from '../../../features/wallet/api/get-earnings';
import { usePaymentHistory } from '../../../features/wallet/api/get-payment-history';
import { EarningsSummary } from '../../../features/wallet/components/earnings-summary';
import { PaymentHistoryCard } from '../../../features/wallet/components/payment-history-card';
import { PaymentTrackerCard } from '../../../features/wallet/components/payment-tracker';
import { dashboardStats } from '../../../features/wallet/dashboard-stats';
import { PostResultsSummary } from '../../../features/post-metrics/components/post-results-summary';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';
import { CREATOR_AREA_ROUTE_ID, useSignedInUser } from '../../session-user-context';

/** The best example price over the creator's campaign platforms with a follower count, or null without one. */
function bestExamplePrice(links: readonly TSocialLink[]) {
  const prices = links.flatMap((link) =>
    isCampaignPlatform(link.platform) && link.followers !== null
      ? [computeDynamicPrice({ platform: link.platform, metrics: link, compensation: EXAMPLE_COMPENSATION }).price]
      : [],
  );
  return prices.length ? Math.max(...prices) : null;
}

function NextStep({ links }: { links: readonly TSocialLink[] }) {
  const best = bestExamplePrice(links);
  return (
    <Card className="flex flex-col gap-3 border-brand/30">
      <Sparkles className="size-6 text-accent" strokeWidth={1.75} aria-hidden="true" />
      {best === null ? (
        <>
          <h2 className="text-lg text-ink">Add your audience numbers to see your price</h2>
          <p className="text-[15px] text-ink-muted">
            Brands pay by reach and engagement. Enter your followers, views and likes, and we will show what a campaign would pay you.
          </p>
          <Link to={paths.creatorProfile.path} className={cn(buttonStyles(), 'self-start')}>
            Add your numbers
          </Link>
        </>
      ) : (
        <>
          <h2 className="text-lg text-ink">Brands would pay you up to {formatRupees(best)} a post</h2>
          <p className="text-[15px] text-ink-muted">
            That is for a campaign paying a standard {formatRupees(EXAMPLE_COMPENSATION)}. Keep your numbers fresh on your profile, then
            find a campaign.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.creatorCampaignDiscovery.path} className={buttonStyles()}>
              Discover campaigns
            </Link>
            <Link to={paths.creatorProfile.path} className={buttonStyles({ variant: 'secondary' })}>
              Update your numbers
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}

/** The profile's progress and the next step (what the overview showed before the wallet landed), at the bottom. */
function ProfileProgress() {
  const profile = useCreatorProfile();
  const links = useSocialLinks();
  if (profile.isPending || links.isPending) return <Skeleton className="h-64 w-full" />;
  if (profile.isError || links.isError) {
    const retry = () => void Promise.all([profile.refetch(), links.refetch()]);
    return <ErrorState what="your profile" error={profile.error ?? links.error} onRetry={retry} />;
  }
  const { items, percent } = profileCompleteness(profile.data, links.data);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <div className="mb-5 flex items-center gap-4">
          <CreatorAvatar name={profile.data.name} photoUrl={profile.data.profile_photo} className="size-16 text-2xl" />
          <div className="flex min-w-0 flex-col">
            <p className="truncate text-lg font-semibold text-ink" data-testid="creator-name">
              {profile.data.name}
            </p>
            <p className="truncate text-[15px] text-ink-muted">@{profile.data.username}</p>
          </div>
        </div>
        <h2 className="text-lg text-ink">Your profile is {percent}% complete</h2>
        <p className="mb-3 text-sm text-ink-muted">A complete profile gets a fair price and more replies from brands.</p>
        <ProgressBar value={percent / 100} label="Profile completeness" className="mb-4" />
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-2 text-[15px]">
              {item.done ? (
                <CheckCircle2 className="size-5 text-success" strokeWidth={1.75} aria-hidden="true" />
              ) : (
                <Circle className="size-5 text-ink-subtle" strokeWidth={1.75} aria-hidden="true" />
              )}
              <span className={item.done ? 'text-ink-muted line-through' : 'text-ink'}>{item.label}</span>
              <span className="sr-only">{item.done ? '(done)' : '(to do)'}</span>
            </li>
          ))}
        </ul>
      </Card>
      <NextStep links={links.data} />
    </div>
  );
}

/**
 * Spec 3 §2.2 "Social Media Performance". A failed load is only logged (spec 3 §8), with a quiet way to try again:
 * claiming no accounts are linked would be untrue.
 */
function SocialMediaCard({ className }: { className?: string }) {
  const links = useSocialLinks();
  useEffect(() => {
    if (links.isError) console.warn('Could not load the social accounts', links.error);
  }, [links.isError, links.error]);
  return (
    <Card className={className}>
      <CardHeader title="Social media performance" description="Self-reported numbers are the ones you entered on your profile." />
      {links.isPending ? (
        <LoadingBlocks label="Loading your social accounts" blocks={['h-14', 'h-14']} />
      ) : links.isError ? (
        <Button
          variant="ghost"
          size="sm"
          loading={links.isFetching}
          onClick={() => void links.refetch()}
          leadingIcon={<RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Load your social accounts again
        </Button>
      ) : (
        <SocialPerformance links={links.data} profilePath={paths.creatorProfile.path} />
      )}
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard" className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Skeleton className="h-48" />
        <div className="grid grid-cols-2 gap-4">
          <Skeleton className="h-[5.5rem]" />
          <Skeleton className="h-[5.5rem]" />
          <Skeleton className="h-[5.5rem]" />
          <Skeleton className="h-[5.5rem]" />
        </div>
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

/**
 * Spec 3 §2.2 overview, after the invitations waiting for an answer (issue 23 §3: invited campaigns come first): the
 * money (available balance and Withdraw, total earned, in escrow, pending withdrawal), Active Campaigns, Alerts, the
 * payment tracker, Payment History, Performance Trends, Social Media Performance, and the profile's progress.
 * Earnings, the first history page and the campaigns load together under one loading flag and one error (spec 3 §4,
 * §8); the other cards, the invitations among them, load on their own.
 */
export default function CreatorOverviewPage() {
  const user = useSignedInUser(CREATOR_AREA_ROUTE_ID);
  const earnings = useEarnings();
  const history = usePaymentHistory({ page: 1 });
  const campaigns = useCreatorCampaigns();
  const scripts = useScripts();
  const core = [earnings, history, campaigns] as const;
  const failed = core.filter((query) => query.isError);
  const retry = () => void Promise.all(failed.map((query) => query.refetch()));

  let body: ReactNode;
  if (failed.length > 0) {
    body = (
      <Alert tone="danger" title={WALLET_MESSAGES.loadFailed}>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          loading={failed.some((query) => query.isFetching)}
          onClick={retry}
          leadingIcon={<RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (!earnings.data || !history.data || !campaigns.data) {
    body = <DashboardSkeleton />;
  } else {
    const stats = dashboardStats(campaigns.data.data, scripts.data?.data);
    body = (
      <>
        <EarningsSummary earnings={earnings.data} activeCampaigns={stats.activeCampaigns} pendingTasks={stats.pendingTasks} />
        <PostResultsSummary campaigns={campaigns.data.data} />
        <div className="grid items-start gap-6 xl:grid-cols-3">
          <AlertsCard className="xl:col-span-1" />
          <PaymentTrackerCard className="xl:col-span-2" />
        </div>
        <PaymentHistoryCard />
        <div className="grid gap-6 xl:grid-cols-2">
          <PerformanceTrendsCard profilePath={paths.creatorProfile.path} />
          <SocialMediaCard />
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <WelcomeBanner name={user?.name}>Your money, your work and your audience, all on one page.</WelcomeBanner>
      <WaitingInvitationsSection />
      {body}
      <ProfileProgress />
    </div>
  );
}
