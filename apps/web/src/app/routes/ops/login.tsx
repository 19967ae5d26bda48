import { SignInScreen } from '../../../features/auth/components/sign-in-screen';
import { OperatorEntryGate } from '../../../features/ops/components/operator-entry-gate';

export default function OpsLoginPage() {
  return (
    <OperatorEntryGate>
      <SignInScreen kind="operator" />
    </OperatorEntryGate>
  );
}
