import { ForgotPasswordScreen } from '../../features/account-entry/components/forgot-password-screen';

export default function BrandForgotPasswordPage() {
  return <ForgotPasswordScreen kind="brand" />;
}
