import { BellRing, CreditCard, Settings, UserRound } from 'lucide-react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { DashboardFrame } from '../../components/layout/dashboard-frame';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useConversationsLiveSync } from '../../features/conversations/hooks/use-conversations-live-sync';
import { LiveEventsProvider } from '../../features/events/live-events-provider';
import { TrialBadge } from '../../features/billing/components/trial-badge';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { QueryProvider } from '../providers/query-provider';
import { BRAND_AREA_ROUTE_ID, useSignedInUser } from '../session-user-context';
import { BrandNav, featureOf, useBrandNavActivity } from './brand-nav';

/** Spec 3 §2.3: the header names the selected feature; outside the three features, the page's own title. */
function useHeaderTitle(): string {
  const { pathname } = useLocation();
  const matches = useMatches();
  const feature = featureOf(pathname);
  if (feature) return feature.title;
  const handle = [...matches].reverse().find((match) => (match.handle as { title?: string } | undefined)?.title)?.handle as
    | { title: string }
    | undefined;
  return pathname === paths.brandDashboard.path ? 'Dashboard' : (handle?.title ?? 'Dashboard');
}

function BrandFrame() {
  const user = useSignedInUser(BRAND_AREA_ROUTE_ID);
  const { signOut, signingOut } = useSignOut('brand');
  useConversationsLiveSync();
  const navigate = useNavigate();
  return (
    <DashboardFrame
      areaLabel="Brand"
      homePath={paths.brandDashboard.path}
      navItems={[]}
      renderNav={(onNavigate) => <BrandNav onNavigate={onNavigate} />}
      navActivity={useBrandNavActivity()}
      title={useHeaderTitle()}
      user={user}
      onSignOut={signOut}
      signingOut={signingOut}
      headerActions={
        <>
          <TrialBadge />
          <NotificationBell settingsPath={paths.brandNotificationSettings.path} />
        </>
      }
      menuItems={
        <>
          <DropdownMenuItem onSelect={() => navigate(paths.brandProfile.path)}>
            <UserRound className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Your profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.brandSettings.path)}>
            <Settings className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.brandBilling.path)}>
            <CreditCard className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Billing
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.brandNotificationSettings.path)}>
            <BellRing className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Notification settings
          </DropdownMenuItem>
        </>
      }
    >
      <Outlet />
    </DashboardFrame>
  );
}

export default function BrandShell() {
  return (
    <QueryProvider>
      <LiveEventsProvider>
        <BrandFrame />
      </LiveEventsProvider>
    </QueryProvider>
  );
}
