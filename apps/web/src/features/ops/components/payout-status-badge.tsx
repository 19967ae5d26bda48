import type { PayoutState } from '@amplio/shared/constants/payouts';
import { PAYOUT_STATUS } from '../payout-labels';
import { StatusBadge } from './status-badge';

export function PayoutStatusBadge({ status }: { status: PayoutState }) {
  const { label, tone } = PAYOUT_STATUS[status];
  return <StatusBadge label={label} tone={tone} />;
}
