import { ReportsQueue } from '../../../features/ops/components/reports-queue';

export default function OpsReportsPage() {
  return <ReportsQueue />;
}
