import { VerifyEmailScreen } from '../../features/account-entry/components/verify-email-screen';
import { RegistrationSuccessDialog } from '../../features/brand-registration/components/registration-success-dialog';

export default function BrandVerifyOtpPage() {
  return (
    <>
      <VerifyEmailScreen kind="brand" />
      <RegistrationSuccessDialog />
    </>
  );
}
