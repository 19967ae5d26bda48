import { AccountEntryGate } from '../../features/auth/components/account-entry-gate';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';

export default function BrandLoginPage() {
  return (
    <AccountEntryGate kind="brand">
      <SignInScreen kind="brand" />
    </AccountEntryGate>
  );
}
