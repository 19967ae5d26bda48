import { Megaphone } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function CampaignDetailsPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Megaphone}
      title="Campaign details"
      description="Everything about one campaign: brief, creators and submissions."
      upcoming={['The brief as creators see it', 'Creators and their status', 'Escrow balance']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
