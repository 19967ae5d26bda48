import { Building2 } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function AddBrandPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Building2}
      title="Add new brand"
      description="Add another brand so its campaigns stay separate."
      upcoming={['Brand name and website', 'Industry and audience', 'Logo and brand colours']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
