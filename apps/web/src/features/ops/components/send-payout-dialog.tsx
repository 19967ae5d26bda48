import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toaster';
import { formatRupees } from '../../../lib/format-money';
import { describeActionFailure } from '../action-failure';
import { type SendOutcome, useSendPayout } from '../api/send-payout';
import { useAttemptKey } from '../hooks/use-attempt-key';
import { PayoutSummary } from './payout-summary';
import { SandboxNotice } from './sandbox-notice';

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
  const send = useSendPayout();
  const attempt = useAttemptKey();
  const [error, setError] = useState<string | null>(null);
  const [choice, setChoice] = useState<SendOutcome | undefined>(undefined);
  const { reset } = attempt;
  useEffect(() => reset(), [reset]);

  const pending = send.isPending;
  const submit = async (simulate?: SendOutcome) => {
    if (pending) return;
    setError(null);
    setChoice(simulate);
    try {
      const answer = await send.mutateAsync({
        payoutId: payout.id,
        simulate,
        idempotencyKey: attempt.keyFor(`send:${simulate ?? ''}`),
      });
      notify.success(answer.message);
      onClose();
    } catch (failure) {
      const described = describeActionFailure(failure);
      if (described.kind === 'stale') {
        notify.error(described.message);
        onClose();
        return;
      }
      setError(described.message);
    }
  };

  const amount = formatRupees(payout.amount);
  return (
    <Dialog open onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}>
      <DialogContent
        title="Send this payout?"
        description={`The provider pays ${amount} to ${payout.creator.name}. You cannot take it back once it is sent.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            {testMode ? null : (
              <Button loading={pending} loadingLabel="Sending..." onClick={() => void submit()}>
                Send {amount}
              </Button>
            )}
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <PayoutSummary payout={payout} />
          {testMode ? (
            <div className="flex flex-col gap-3">
              <SandboxNotice />
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
          {error ? <Alert tone="danger" title={error} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
