import { LayoutDashboard } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function TestingPage() {
  return (
    <PagePlaceholder
      icon={LayoutDashboard}
      eyebrow="Demo"
      title="Creator dashboard mock-up"
      description="A static preview of the creator dashboard, with sample numbers and no sign-in needed."
      upcoming={[
        'Earnings, active campaigns, engagement and trust score',
        'A table of campaigns with due dates and status',
        'Sample notifications',
        'Every section of the future creator menu',
      ]}
      actions={[{ label: 'Get started as a creator', to: paths.creatorRegister.path }]}
    />
  );
}
