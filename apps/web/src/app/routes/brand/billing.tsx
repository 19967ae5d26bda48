import { BillingPage } from '../../../features/billing/components/billing-page';

/** Issue 26: /brand/billing. */
export default function BrandBillingRoute() {
  return <BillingPage />;
}
