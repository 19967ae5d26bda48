import { OPS_LIMITS, type TOpsPayout, ZFailPayoutRequest } from '@amplio/shared/schemas/ops';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';
import { useFailPayout } from '../api/fail-payout';
import { useOpsDialogAction } from '../hooks/use-ops-dialog-action';
import { usePayoutFieldForm } from '../hooks/use-payout-field-form';
import { PayoutDialog } from './payout-dialog';

/**
 * Marks a payout failed: asks why (required, at most 500 characters), and says plainly that the money goes back to
 * the creator's wallet. The dialog is the confirmation; it cannot be sent twice while one is on its way.
 */
export function FailPayoutDialog({ payout, onClose }: { payout: TOpsPayout; onClose: () => void }) {
  const action = useOpsDialogAction(useFailPayout(), onClose);
  const reason = usePayoutFieldForm<'reason', HTMLTextAreaElement>(ZFailPayoutRequest, 'reason');
  const length = reason.form.watch('reason')?.length ?? 0;
  const onSubmit = reason.submitWith((text) => action.run(`fail:${text}`, { payoutId: payout.id, reason: text }, reason.showFieldErrors));

  const amount = formatRupees(payout.amount);
  return (
    <PayoutDialog
      payout={payout}
      title="Mark this payout failed?"
      description={`${amount} goes back to ${payout.creator.name}'s wallet, and they can withdraw it again.`}
      initialFocus={reason.inputRef}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" variant="destructive" loading={action.pending} loadingLabel="Saving...">
          Mark failed
        </Button>
      }
    >
      <Textarea
        label="Reason"
        hint={
          <span className="flex justify-between gap-3">
            <span>The creator sees this, so say what to fix (e.g. “The bank says the account is closed”).</span>
            <span className={cn('tabular shrink-0', length > OPS_LIMITS.reasonMax && 'font-semibold text-danger')}>
              {length}/{OPS_LIMITS.reasonMax}
            </span>
          </span>
        }
        required
        rows={3}
        error={reason.error}
        {...reason.field}
      />
    </PayoutDialog>
  );
}
