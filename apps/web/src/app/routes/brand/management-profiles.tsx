import { Building2 } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function BrandProfilesPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Building2}
      title="Brand profiles"
      description="The public profile creators see for each of your brands."
      upcoming={['Profile for each brand', 'Past campaigns', 'Ratings from creators']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
