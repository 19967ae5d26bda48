import { KeyRound } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function CreatorForgotPasswordPage() {
  return (
    <PagePlaceholder
      icon={KeyRound}
      eyebrow="Account help"
      title="Reset your password"
      description="Three quick steps: enter your email, type the 6-digit code we send you, then choose a new password."
      upcoming={['Request a code by email', 'Enter the code', 'Choose and confirm a new password']}
      actions={[{ label: 'Back to creator sign in', to: paths.creatorLogin.path, variant: 'secondary' }]}
    />
  );
}
