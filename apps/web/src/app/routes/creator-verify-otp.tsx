import { VerifyEmailScreen } from '../../features/account-entry/components/verify-email-screen';

export default function CreatorVerifyOtpPage() {
  return <VerifyEmailScreen kind="creator" />;
}
