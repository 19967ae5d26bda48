import { UserRound } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function CreatorRegisterPage() {
  return (
    <PagePlaceholder
      icon={UserRound}
      title="Create a creator account"
      description="Creator registration takes five steps and about five minutes. Your progress is kept as you go."
      upcoming={[
        'Account: name, mobile, email and password',
        'Profile: photo, username, bio and language',
        'Social media links and audience size',
        'Address, content categories and preferences',
      ]}
      actions={[{ label: 'Already have an account? Sign in', to: paths.creatorLogin.aliases[0], variant: 'secondary' }]}
    />
  );
}
