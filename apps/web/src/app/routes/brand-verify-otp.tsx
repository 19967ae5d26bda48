import { VerifyEmailScreen } from '../../features/account-entry/components/verify-email-screen';

export default function BrandVerifyOtpPage() {
  return <VerifyEmailScreen kind="brand" />;
}
