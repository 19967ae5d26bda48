import { UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';
import { Alert } from '../../components/ui/alert';
import { paths } from '../../config/paths';

export default function CreatorLandingPage() {
  const [params] = useSearchParams();
  const signedOut = params.get('logged_out') === '1';
  return (
    <PagePlaceholder
      icon={UserRound}
      eyebrow="For influencers"
      title="Get paid for the content you already love making"
      description="The full page for creators is on its way. You can already create your account and start discovering funded campaigns."
      upcoming={[
        'How pricing follows your audience',
        'What brands are looking for',
        'How payouts reach your bank or UPI',
        'Stories from other creators',
      ]}
      actions={[
        { label: 'Get started as a creator', to: paths.creatorRegister.path },
        { label: 'Sign in as a creator', to: paths.creatorLogin.path, variant: 'secondary' },
      ]}
    >
      {signedOut ? <Alert tone="success" title="You have been signed out." /> : null}
    </PagePlaceholder>
  );
}
