import type { TOpsRefund } from '@amplio/shared/schemas/ops-refunds';
import { Button } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format-money';
import { useRetryRefund } from '../api/retry-refund';
import { useOpsDialogAction } from '../hooks/use-ops-dialog-action';
import { OpsDialog } from './ops-dialog';
import { payerName } from '../refund-labels';
import { RefundSummary } from './refund-summary';

/** Sends a failed refund to the provider again. The dialog is the confirmation; it cannot be sent twice while one is on its way. */
export function RetryRefundDialog({ refund, onClose }: { refund: TOpsRefund; onClose: () => void }) {
  const action = useOpsDialogAction(useRetryRefund(), onClose);
  return (
    <OpsDialog
      summary={<RefundSummary refund={refund} />}
      title="Retry this refund?"
      description={`The provider is asked again to refund ${formatRupees(refund.amount)} to ${payerName(refund)}, under the same reference as before, so a refund it already made is not paid twice.`}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      actions={
        <Button loading={action.pending} loadingLabel="Retrying..." onClick={() => void action.run('retry', { refundId: refund.id })}>
          Retry refund
        </Button>
      }
    />
  );
}
