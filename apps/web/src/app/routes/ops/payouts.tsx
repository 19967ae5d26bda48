import { PayoutsQueue } from '../../../features/ops/components/payouts-queue';

export default function OpsPayoutsPage() {
  return <PayoutsQueue />;
}
