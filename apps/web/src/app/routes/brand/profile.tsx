import { UserRound } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function BrandProfilePage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={UserRound}
      title="Your profile"
      description="Your name, email and how you sign in."
      upcoming={['Contact details', 'Password and sign-in', 'Notification settings']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
