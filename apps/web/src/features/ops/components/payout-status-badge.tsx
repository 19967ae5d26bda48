import type { PayoutState } from '@amplio/shared/constants/payouts';
import { Badge } from '../../../components/ui/badge';
import { PAYOUT_STATUS } from '../payout-labels';

export function PayoutStatusBadge({ status }: { status: PayoutState }) {
  const { label, tone } = PAYOUT_STATUS[status];
  return (
    <Badge tone={tone}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </Badge>
  );
}
