import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { Bell, CheckCircle2, Circle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { WelcomeBanner } from '../../../components/welcome-banner';
import { paths } from '../../../config/paths';
import { useCreatorProfile } from '../../../features/creator-profile/api/get-creator-profile';
import { useUnreadAlerts } from '../../../features/creator-profile/api/get-unread-alerts';
import { CreatorAvatar } from '../../../features/creator-profile/components/creator-avatar';
import { profileCompleteness } from '../../../features/creator-profile/profile-completeness';
import { useSocialLinks } from '../../../features/social-accounts/api/get-social-links';
import { EXAMPLE_COMPENSATION } from '../../../features/social-accounts/components/price-example';
import { SocialPerformance } from '../../../features/social-accounts/components/social-performance';
import { isCampaignPlatform } from '../../../features/social-accounts/metrics-values';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';
import { CREATOR_AREA_ROUTE_ID, useSignedInUser } from '../../session-user-context';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';

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
      <Card className="lg:col-span-2">
        <CardHeader title="Social media performance" description="Self-reported numbers are the ones you entered on your profile." />
        <SocialPerformance links={links.data} profilePath={paths.creatorProfile.path} />
      </Card>
    </div>
  );
}

function Alerts() {
  const unread = useUnreadAlerts();
  if (unread.data) return null;
  return <EmptyState icon={Bell} title="No new alerts" description="Content due dates, payments and campaign updates will show up here." />;
}

/** Spec 3 §2.2 overview, until earnings and campaigns land: the profile's progress, the social accounts and the next step. */
export default function CreatorOverviewPage() {
  const user = useSignedInUser(CREATOR_AREA_ROUTE_ID);
  return (
    <div className="flex flex-col gap-6">
      <WelcomeBanner name={user?.name}>Your campaigns, payments and alerts will all be on this page.</WelcomeBanner>
      <ProfileProgress />
      <Alerts />
    </div>
  );
}
