import { Building2 } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function Page() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={Building2}
      title="Loading"
      description="This page is being built."
      upcoming={[]}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
