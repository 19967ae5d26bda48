import { UserRound } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function CreatorProfilePage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={UserRound}
      title="Your creator profile"
      description="What brands see when they look at you, and the details we use to price your campaigns."
      upcoming={['Photo, bio and username', 'Linked social accounts', 'Content categories', 'Payout details']}
      actions={[{ label: 'Back to dashboard', to: paths.creatorOverview.path, variant: 'secondary' }]}
    />
  );
}
