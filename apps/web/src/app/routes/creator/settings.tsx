import { CreatorSettingsPage } from '../../../features/account-settings/components/creator-settings-page';

/** Issue 25 §1: /creator/dashboard/settings, reachable from the avatar menu. */
export default function CreatorSettingsRoute() {
  return <CreatorSettingsPage />;
}
