import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { OpsDialog, type OpsDialogProps } from './ops-dialog';
import { PayoutSummary } from './payout-summary';

/** The frame every payout dialog shares: the operator dialog, about this payout. */
export function PayoutDialog({ payout, ...props }: Omit<OpsDialogProps, 'summary'> & { payout: TOpsPayout }) {
  return <OpsDialog summary={<PayoutSummary payout={payout} />} {...props} />;
}
