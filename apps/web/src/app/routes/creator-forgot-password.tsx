import { ForgotPasswordScreen } from '../../features/account-entry/components/forgot-password-screen';

export default function CreatorForgotPasswordPage() {
  return <ForgotPasswordScreen kind="creator" />;
}
