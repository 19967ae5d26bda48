import { SalesLeadsPage } from '../../../features/ops/enterprise/sales-leads-page';

export default function OpsSalesLeadsPage() {
  return <SalesLeadsPage />;
}
