import { LayoutDashboard } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { WelcomeBanner } from '../../../components/welcome-banner';
import { paths } from '../../../config/paths';
import { CREATOR_AREA_ROUTE_ID, useSignedInUser } from '../../session-user-context';

export default function CreatorOverviewPage() {
  const user = useSignedInUser(CREATOR_AREA_ROUTE_ID);
  return (
    <div className="flex flex-col gap-6">
      <WelcomeBanner name={user?.name}>Your campaigns, payments and alerts will all be on this page.</WelcomeBanner>
      <PagePlaceholder
        layout="panel"
        icon={LayoutDashboard}
        title="Your dashboard overview"
        description="A single view of everything you are working on and everything you have earned."
        upcoming={[
          'Active campaigns at a glance',
          'Payment history and withdrawals to UPI or bank',
          'Social media performance and trends',
          'Alerts for content due, payments and campaign updates',
        ]}
        actions={[{ label: 'Discover campaigns', to: paths.creatorCampaignDiscovery.path }]}
      />
    </div>
  );
}
