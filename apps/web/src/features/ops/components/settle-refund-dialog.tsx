import { REFUND_REFERENCE_PATTERN, type TOpsRefund, ZSettleRefundRequest } from '@amplio/shared/schemas/ops-refunds';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatRupees } from '../../../lib/format-money';
import { useSettleRefund } from '../api/settle-refund';
import { useOpsDialogAction } from '../hooks/use-ops-dialog-action';
import { usePayoutFieldForm } from '../hooks/use-payout-field-form';
import { OpsDialog } from './ops-dialog';
import { RefundSummary } from './refund-summary';

const HINT_ID_SUFFIX = 'settle-refund-hint';

/**
 * Records a refund the operator made by hand (a bank transfer to the brand): asks for the bank's reference, checked
 * by the server's own rule (6 to 40 letters, digits or dashes). Confirm stays disabled until the reference is valid.
 */
export function SettleRefundDialog({ refund, onClose }: { refund: TOpsRefund; onClose: () => void }) {
  const action = useOpsDialogAction(useSettleRefund(), onClose);
  const reference = usePayoutFieldForm<'reference', HTMLInputElement>(ZSettleRefundRequest, 'reference');
  const typed = reference.form.watch('reference') ?? '';
  const valid = REFUND_REFERENCE_PATTERN.test(typed.trim());
  const onSubmit = reference.submitWith((value) => {
    // Banks print references in capitals; the field shows capitals, so that is what is saved.
    const upper = value.toUpperCase();
    return action.run(`settle:${upper}`, { refundId: refund.id, reference: upper }, reference.showFieldErrors);
  });

  return (
    <OpsDialog
      summary={<RefundSummary refund={refund} />}
      title="Mark this refund as made by hand?"
      description={`Only once ${formatRupees(refund.amount)} has reached ${refund.brand ? `${refund.brand.name}'s` : 'the payer’s'} bank account. Amplio’s books then show it returned: it leaves refunds pending.`}
      initialFocus={reference.inputRef}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <Button
          type="submit"
          disabled={!valid}
          aria-describedby={valid ? undefined : HINT_ID_SUFFIX}
          loading={action.pending}
          loadingLabel="Saving..."
        >
          Confirm refund
        </Button>
      }
    >
      <Input
        label="Bank reference"
        hint="From the bank's confirmation: 6 to 40 letters, digits or dashes."
        required
        autoComplete="off"
        spellCheck={false}
        className="font-mono uppercase placeholder:normal-case"
        placeholder="e.g. HDFCN52026112400123"
        error={reference.error}
        {...reference.field}
      />
      {valid ? null : (
        <p id={HINT_ID_SUFFIX} className="text-sm text-ink-muted">
          Enter the bank reference to confirm.
        </p>
      )}
    </OpsDialog>
  );
}
