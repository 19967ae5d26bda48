import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TestModeLabel } from '../../../components/test-mode-label';
import { formatRupees } from '../../../lib/format-money';
import { type SendOutcome, useSendPayout } from '../api/send-payout';
import { useOpsDialogAction } from '../hooks/use-ops-dialog-action';
import { PayoutDialog } from './payout-dialog';

interface SendPayoutDialogProps {
  payout: TOpsPayout;
  /** The sandbox provider: the operator picks what it reports back. */
  testMode: boolean;
  onClose: () => void;
}

/**
 * Asks before a pending payout goes to the provider. In test mode the two buttons say what the sandbox will report a
 * few seconds later; with a real provider there is one "Send" button. Nothing can be sent twice while one is on its way.
 */
export function SendPayoutDialog({ payout, testMode, onClose }: SendPayoutDialogProps) {
  const action = useOpsDialogAction(useSendPayout(), onClose);
  const [choice, setChoice] = useState<SendOutcome | undefined>(undefined);
  const { pending } = action;
  const submit = async (simulate?: SendOutcome) => {
    if (pending) return;
    setChoice(simulate);
    await action.run(`send:${simulate ?? ''}`, { payoutId: payout.id, simulate });
  };

  const amount = formatRupees(payout.amount);
  return (
    <PayoutDialog
      payout={payout}
      title="Send this payout?"
      description={`The provider pays ${amount} to ${payout.creator.name}. You cannot take it back once it is sent.`}
      pending={pending}
      error={action.error}
      onClose={onClose}
      actions={
        testMode ? null : (
          <Button loading={pending} loadingLabel="Sending..." onClick={() => void submit()}>
            Send {amount}
          </Button>
        )
      }
    >
      {testMode ? (
        <div className="flex flex-col gap-3">
          <TestModeLabel />
          <p className="text-sm text-ink-muted">Choose what the sandbox reports a few seconds after you send.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button
              fullWidth
              loading={pending && choice === 'processed'}
              disabled={pending}
              loadingLabel="Sending..."
              onClick={() => void submit('processed')}
            >
              Send — sandbox pays it
            </Button>
            <Button
              fullWidth
              variant="secondary"
              loading={pending && choice === 'failed'}
              disabled={pending}
              loadingLabel="Sending..."
              onClick={() => void submit('failed')}
            >
              Send — sandbox fails it
            </Button>
          </div>
        </div>
      ) : null}
    </PayoutDialog>
  );
}
