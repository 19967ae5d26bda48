import { Megaphone } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function CampaignsPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Megaphone}
      title="All campaigns"
      description="Every campaign you run, with its escrow balance and progress."
      upcoming={['Active, draft and archived campaigns', 'Funding and spend per campaign', 'Creators working on each one']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
