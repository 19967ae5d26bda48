import { CreatorDetailsSection } from '../../creator-profile/settings/details-section';
import { PayoutMethodsSection } from '../../payout-methods/payout-methods-section';
import { LinkedAccountsSection } from '../../social-accounts/components/linked-accounts-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { ExportSection } from './export-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { SettingsPage } from './settings-page';

/**
 * /creator/dashboard/settings (issue 25 §1): a vertical list of sections. Other features add their sections here
 * (profile details, payout methods, linked accounts), each a component from its own folder, one line each.
 */
export function CreatorSettingsPage() {
  return (
    <SettingsPage title="Settings" description="Your account, your sign-ins and your data.">
      <NameSection />
      <EmailSection />
      <PasswordSection />
      <SessionsSection />
      <CreatorDetailsSection />
      <PayoutMethodsSection />
      <LinkedAccountsSection />
      <ExportSection />
      <DeleteAccountSection kind="creator" />
    </SettingsPage>
  );
}
