import { NotificationSettings } from '../../../features/notifications/components/notification-settings';

/** Issue 24 §3: /creator/dashboard/settings/notifications. */
export default function CreatorNotificationSettingsPage() {
  return <NotificationSettings />;
}
