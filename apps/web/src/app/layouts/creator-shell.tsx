import { Clapperboard, LayoutDashboard, Megaphone, UserRound } from 'lucide-react';
import { Outlet } from 'react-router';
import { type DashboardNavItem, DashboardFrame } from '../../components/layout/dashboard-frame';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { QueryProvider } from '../providers/query-provider';
import { CREATOR_AREA_ROUTE_ID, useSignedInUser } from '../session-user-context';

/** Spec 3 §2.2: Dashboard, Campaigns, Content, Profile; the overview item carries a badge of 3. */
const CREATOR_NAV: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: paths.creatorOverview.path, icon: LayoutDashboard, badge: 3 },
  { label: 'Campaigns', to: paths.creatorCampaignDiscovery.path, icon: Megaphone },
  { label: 'Content', to: paths.creatorContentSubmission.path, icon: Clapperboard },
  { label: 'Profile', to: paths.creatorProfile.path, icon: UserRound },
];

function CreatorFrame() {
  const user = useSignedInUser(CREATOR_AREA_ROUTE_ID);
  const { signOut, signingOut } = useSignOut('creator');
  return (
    <DashboardFrame
      areaLabel="Creator"
      homePath={paths.creatorOverview.path}
      navItems={CREATOR_NAV}
      user={user}
      onSignOut={signOut}
      signingOut={signingOut}
    >
      <Outlet />
    </DashboardFrame>
  );
}

export default function CreatorShell() {
  return (
    <QueryProvider>
      <CreatorFrame />
    </QueryProvider>
  );
}
