import { Megaphone } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function CampaignDiscoveryPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Megaphone}
      title="Marketing campaigns"
      description="Funded campaigns from brands, each with the price worked out for your audience."
      upcoming={[
        'A grid of campaigns you can join',
        'Your price for each one',
        'Start creating with a generated script',
        'Filters by category and platform',
      ]}
      actions={[{ label: 'Back to dashboard', to: paths.creatorOverview.path, variant: 'secondary' }]}
    />
  );
}
