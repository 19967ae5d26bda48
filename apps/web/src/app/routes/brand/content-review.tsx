import { ClipboardCheck } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

export default function ContentReviewPage() {
  return (
    <PagePlaceholder
      layout="panel"
      icon={ClipboardCheck}
      title="Content review and approvals"
      description="Review and manage creator submissions for your campaigns."
      upcoming={['Scripts and videos waiting for you', 'Approve or reject with a reason', 'Post links under verification']}
      actions={[{ label: 'Back to dashboard', to: paths.brandDashboard.path, variant: 'secondary' }]}
    />
  );
}
