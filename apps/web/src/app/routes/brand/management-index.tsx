import { Building2 } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function BrandManagementPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Building2}
      title="Brand management"
      description="Manage the brands your team runs campaigns for."
      upcoming={['Every brand in your account', 'Logos, websites and categories', 'Who can manage each brand']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
