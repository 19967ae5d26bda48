import { Building2, ClipboardCheck, LayoutDashboard, Megaphone, UserRound } from 'lucide-react';
import { Outlet } from 'react-router';
import { type DashboardNavItem, DashboardFrame } from '../../components/layout/dashboard-frame';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { QueryProvider } from '../providers/query-provider';
import { BRAND_AREA_ROUTE_ID, useSignedInUser } from '../session-user-context';

const BRAND_NAV: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: paths.brandDashboard.path, icon: LayoutDashboard },
  { label: 'Campaigns', to: paths.brandCampaigns.path, icon: Megaphone },
  { label: 'Brand management', to: paths.brandManagement.path, icon: Building2 },
  { label: 'Content review', to: paths.brandContentReview.path, icon: ClipboardCheck },
  { label: 'Your profile', to: paths.brandProfile.path, icon: UserRound },
];

function BrandFrame() {
  const user = useSignedInUser(BRAND_AREA_ROUTE_ID);
  const { signOut, signingOut } = useSignOut('brand');
  return (
    <DashboardFrame
      areaLabel="Brand"
      homePath={paths.brandDashboard.path}
      navItems={BRAND_NAV}
      user={user}
      onSignOut={signOut}
      signingOut={signingOut}
    >
      <Outlet />
    </DashboardFrame>
  );
}

export default function BrandShell() {
  return (
    <QueryProvider>
      <BrandFrame />
    </QueryProvider>
  );
}
