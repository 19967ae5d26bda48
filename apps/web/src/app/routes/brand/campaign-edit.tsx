import { Megaphone } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function EditCampaignPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Megaphone}
      title="Edit campaign"
      description="Change a campaign's brief, budget or dates."
      upcoming={['The same form as creating a campaign', 'Changes creators are told about']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
