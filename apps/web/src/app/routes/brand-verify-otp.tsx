import { MailCheck } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function BrandVerifyOtpPage() {
  return (
    <PagePlaceholder
      icon={MailCheck}
      eyebrow="Almost there"
      title="Verify your email"
      description="After registering, you will enter the 6-digit code we email you here to confirm your business address."
      upcoming={['Six boxes for the code, pasted or typed', 'Resend with a short countdown', 'Straight to your dashboard once verified']}
      actions={[{ label: 'Sign in as a brand', to: paths.brandLogin.path, variant: 'secondary' }]}
    />
  );
}
