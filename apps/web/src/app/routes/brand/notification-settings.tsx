import { NotificationSettings } from '../../../features/notifications/components/notification-settings';

/** Issue 24 §3: /brand/settings/notifications. */
export default function BrandNotificationSettingsPage() {
  return <NotificationSettings />;
}
