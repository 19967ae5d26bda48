import { LayoutDashboard, LogOut } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { WelcomeBanner } from '../../../components/welcome-banner';
import { paths } from '../../../config/paths';
import { useSignOut } from '../../../features/auth/hooks/use-sign-out';
import { useCreatorSummary } from '../../../features/creator-profile/api/get-creator-summary';
import { CreatorAvatar } from '../../../features/creator-profile/components/creator-avatar';
import { CREATOR_AREA_ROUTE_ID, useSignedInUser } from '../../session-user-context';

/** Until the creator dashboard issue lands: who is signed in (name, photo or initial) and a way out. */
function SignedInCreatorCard() {
  const user = useSignedInUser(CREATOR_AREA_ROUTE_ID);
  const summary = useCreatorSummary();
  const { signOut, signingOut } = useSignOut('creator');
  const name = summary.data?.name ?? user?.name ?? '';
  const profile = summary.data?.creator_profile;
  return (
    <section
      aria-label="Your account"
      className="flex flex-wrap items-center gap-4 rounded-card border border-border bg-surface p-5 shadow-soft sm:flex-nowrap sm:p-6"
    >
      {summary.isPending && !name ? (
        <Skeleton className="size-16 rounded-full sm:size-20" />
      ) : (
        <CreatorAvatar name={name} photoUrl={profile?.profile_photo} className="size-16 text-2xl sm:size-20 sm:text-3xl" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="truncate text-xl font-semibold tracking-tight text-ink" data-testid="creator-name">
          {name}
        </p>
        {profile?.username ? <p className="truncate text-[15px] text-ink-muted">@{profile.username}</p> : null}
        <p className="truncate text-sm text-ink-muted">{summary.data?.email ?? user?.email}</p>
      </div>
      <Button
        variant="secondary"
        onClick={() => void signOut()}
        loading={signingOut}
        loadingLabel="Signing out"
        leadingIcon={<LogOut className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        className="w-full sm:w-auto"
      >
        Sign out
      </Button>
    </section>
  );
}

export default function CreatorOverviewPage() {
  const user = useSignedInUser(CREATOR_AREA_ROUTE_ID);
  return (
    <div className="flex flex-col gap-6">
      <WelcomeBanner name={user?.name}>Your campaigns, payments and alerts will all be on this page.</WelcomeBanner>
      <SignedInCreatorCard />
      <PagePlaceholder
        layout="panel"
        icon={LayoutDashboard}
        title="Your dashboard overview"
        description="A single view of everything you are working on and everything you have earned."
        upcoming={[
          'Active campaigns at a glance',
          'Payment history and withdrawals to UPI or bank',
          'Social media performance and trends',
          'Alerts for content due, payments and campaign updates',
        ]}
        actions={[{ label: 'Discover campaigns', to: paths.creatorCampaignDiscovery.path }]}
      />
    </div>
  );
}
