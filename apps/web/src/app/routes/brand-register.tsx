import { AccountEntryGate } from '../../features/auth/components/account-entry-gate';
import { BrandRegistrationWizard } from '../../features/brand-registration/components/brand-registration-wizard';

export default function BrandRegisterPage() {
  return (
    <AccountEntryGate kind="brand">
      <BrandRegistrationWizard />
    </AccountEntryGate>
  );
}
