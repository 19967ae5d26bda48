import { type TOpsPayout, ZSettlePayoutRequest } from '@amplio/shared/schemas/ops';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatRupees } from '../../../lib/format-money';
import { useSettlePayout } from '../api/settle-payout';
import { useOpsDialogAction } from '../hooks/use-ops-dialog-action';
import { usePayoutFieldForm } from '../hooks/use-payout-field-form';
import { PayoutDialog } from './payout-dialog';

/**
 * Marks a payout paid by hand: asks for the bank's reference (UTR), checked by the same rule as the server
 * (12 to 22 letters or digits). The dialog is the confirmation; it cannot be sent twice while one is on its way.
 */
export function SettlePayoutDialog({ payout, onClose }: { payout: TOpsPayout; onClose: () => void }) {
  const action = useOpsDialogAction(useSettlePayout(), onClose);
  const reference = usePayoutFieldForm<'utr', HTMLInputElement>(ZSettlePayoutRequest, 'utr');
  const onSubmit = reference.submitWith((value) => {
    // Banks print references in capitals; the field shows capitals, so that is what is saved.
    const utr = value.toUpperCase();
    return action.run(`settle:${utr}`, { payoutId: payout.id, utr }, reference.showFieldErrors);
  });

  return (
    <PayoutDialog
      payout={payout}
      title="Mark this payout paid?"
      description={`Only once ${formatRupees(payout.amount)} has reached ${payout.creator.name}'s account. The creator sees the reference you enter.`}
      initialFocus={reference.inputRef}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" loading={action.pending} loadingLabel="Saving...">
          Mark paid
        </Button>
      }
    >
      <Input
        label="Bank reference (UTR)"
        hint="From the bank's confirmation: 12 to 22 letters or digits."
        required
        autoComplete="off"
        spellCheck={false}
        className="font-mono uppercase placeholder:normal-case"
        placeholder="e.g. 412345678901"
        error={reference.error}
        {...reference.field}
      />
    </PayoutDialog>
  );
}
