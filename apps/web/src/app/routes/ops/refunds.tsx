import { RefundsQueue } from '../../../features/ops/components/refunds-queue';

export default function OpsRefundsPage() {
  return <RefundsQueue />;
}
