import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { ExportSection } from './export-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { SettingsPage } from './settings-page';

/** /brand/settings (issue 25 §1): the account settings, a vertical list of sections. */
export function BrandSettingsPage() {
  return (
    <SettingsPage title="Settings" description="Your account, your sign-ins and your data.">
      <NameSection />
      <EmailSection />
      <PasswordSection />
      <SessionsSection />
      <ExportSection />
      <DeleteAccountSection kind="brand" />
    </SettingsPage>
  );
}
