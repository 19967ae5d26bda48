import { AccountEntryGate } from '../../features/auth/components/account-entry-gate';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';

export default function CreatorLoginPage() {
  return (
    <AccountEntryGate kind="creator">
      <SignInScreen kind="creator" />
    </AccountEntryGate>
  );
}
