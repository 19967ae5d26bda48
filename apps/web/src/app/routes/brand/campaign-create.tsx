import { Megaphone } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function CreateCampaignPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Megaphone}
      title="Create new campaign"
      description="Brief creators and fund the campaign into escrow."
      upcoming={['Product, objective and key features', 'Budget and creator requirements', 'Funding into escrow']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
