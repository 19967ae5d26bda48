import { LayoutDashboard } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { WelcomeBanner } from '../../../components/welcome-banner';
import { paths } from '../../../config/paths';
import { BRAND_AREA_ROUTE_ID, useSignedInUser } from '../../session-user-context';

export default function BrandDashboardPage() {
  const user = useSignedInUser(BRAND_AREA_ROUTE_ID);
  return (
    <div className="flex flex-col gap-6">
      <WelcomeBanner name={user?.name}>Launch campaigns, fund them into escrow and review what creators send you.</WelcomeBanner>
      <PagePlaceholder
        layout="panel"
        icon={LayoutDashboard}
        title="Your brand dashboard"
        description="Everything about your campaigns and the creators working on them, in one place."
        upcoming={[
          'Campaign management: all, drafts and archived',
          'Brand profiles and new brands',
          'Content review: pending, approved, rejected',
          'Escrow balance and spending',
        ]}
        actions={[
          { label: 'Create new campaign', to: paths.brandCampaignCreate.path },
          { label: 'Review content', to: paths.brandContentReview.path, variant: 'secondary' },
        ]}
      />
    </div>
  );
}
