import { BrandSettingsPage } from '../../../features/account-settings/components/brand-settings-page';

/** Issue 25 §1: /brand/settings. */
export default function BrandSettingsRoute() {
  return <BrandSettingsPage />;
}
