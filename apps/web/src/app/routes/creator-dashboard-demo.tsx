import { CreatorDashboardDemo } from '../../features/demo/creator-dashboard/creator-dashboard-demo';

export default function CreatorDashboardDemoPage() {
  return <CreatorDashboardDemo />;
}
