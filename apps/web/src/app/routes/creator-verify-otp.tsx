import { MailCheck } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function CreatorVerifyOtpPage() {
  return (
    <PagePlaceholder
      icon={MailCheck}
      eyebrow="Almost there"
      title="Verify your email"
      description="Creators confirm their email address before signing in. You will enter the 6-digit code we email you here."
      upcoming={['Six boxes for the code, pasted or typed', 'Resend with a short countdown', 'Straight to your dashboard once verified']}
      actions={[{ label: 'Sign in as a creator', to: paths.creatorLogin.path, variant: 'secondary' }]}
    />
  );
}
