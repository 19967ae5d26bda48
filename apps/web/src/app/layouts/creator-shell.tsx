import { BellRing, Clapperboard, Settings, LayoutDashboard, Mail, Megaphone, MessagesSquare, UserRound } from 'lucide-react';
import { Outlet, useNavigate } from 'react-router';
import { type DashboardNavItem, DashboardFrame } from '../../components/layout/dashboard-frame';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { usePendingInvitationCount } from '../../features/collaborations/creator/use-pending-invitation-count';
import { useCreatorSummary } from '../../features/creator-profile/api/get-creator-summary';
import { useUnreadAlerts } from '../../features/creator-profile/api/get-unread-alerts';
import { useUnreadMessages } from '../../features/conversations/api/get-unread-total';
import { useConversationsLiveSync } from '../../features/conversations/hooks/use-conversations-live-sync';
import { LiveEventsProvider } from '../../features/events/live-events-provider';
import { CreatorAvatar } from '../../features/creator-profile/components/creator-avatar';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { QueryProvider } from '../providers/query-provider';
import { CREATOR_AREA_ROUTE_ID, useSignedInUser } from '../session-user-context';

/**
 * Spec 3 §2.2: Dashboard, Campaigns, Content, Profile, with issue 23's Invitations after Campaigns. The overview item
 * carries the number of unread alerts, Invitations the number waiting for an answer, issue 24's Messages the unread
 * messages (each hidden at 0).
 */
function creatorNav(unreadAlerts: number, pendingInvitations: number, unreadMessages: number): DashboardNavItem[] {
  return [
    { label: 'Dashboard', to: paths.creatorOverview.path, icon: LayoutDashboard, badge: unreadAlerts },
    { label: 'Campaigns', to: paths.creatorCampaignDiscovery.path, icon: Megaphone },
    { label: 'Invitations', to: paths.creatorInvitations.path, icon: Mail, badge: pendingInvitations },
    { label: 'Messages', to: paths.creatorMessages.path, icon: MessagesSquare, badge: unreadMessages },
    { label: 'Content', to: paths.creatorContentSubmission.path, icon: Clapperboard },
    { label: 'Profile', to: paths.creatorProfile.path, icon: UserRound },
  ];
}

function CreatorFrame() {
  const user = useSignedInUser(CREATOR_AREA_ROUTE_ID);
  const summary = useCreatorSummary();
  const unread = useUnreadAlerts();
  const pendingInvitations = usePendingInvitationCount();
  const unreadMessages = useUnreadMessages();
  useConversationsLiveSync();
  const { signOut, signingOut } = useSignOut('creator');
  const navigate = useNavigate();
  const name = summary.data?.name ?? user?.name ?? '';
  const frameUser = user && summary.data ? { ...user, name: summary.data.name, email: summary.data.email } : user;
  return (
    <DashboardFrame
      areaLabel="Creator"
      homePath={paths.creatorOverview.path}
      navItems={creatorNav(unread.data ?? 0, pendingInvitations, unreadMessages)}
      user={frameUser}
      onSignOut={signOut}
      signingOut={signingOut}
      headerActions={<NotificationBell settingsPath={paths.creatorNotificationSettings.path} />}
      menuItems={
        <>
          <DropdownMenuItem onSelect={() => navigate(paths.creatorSettings.path)}>
            <Settings className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(paths.creatorNotificationSettings.path)}>
            <BellRing className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Notification settings
          </DropdownMenuItem>
        </>
      }
      avatar={
        <span aria-hidden="true" className="inline-flex">
          <CreatorAvatar
            name={name}
            photoUrl={summary.data?.creator_profile?.profile_photo}
            className="size-9 border-0 text-sm shadow-none"
          />
        </span>
      }
    >
      <Outlet />
    </DashboardFrame>
  );
}

export default function CreatorShell() {
  return (
    <QueryProvider>
      <LiveEventsProvider>
        <CreatorFrame />
      </LiveEventsProvider>
    </QueryProvider>
  );
}
