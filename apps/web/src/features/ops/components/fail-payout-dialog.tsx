import { OPS_LIMITS, type TFailPayoutRequest, type TOpsPayout, ZFailPayoutRequest } from '@amplio/shared/schemas/ops';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';
import { focusFirstError, registerClearing } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format-money';
import { describeActionFailure } from '../action-failure';
import { useFailPayout } from '../api/fail-payout';
import { useAttemptKey } from '../hooks/use-attempt-key';
import { PayoutSummary } from './payout-summary';

type FailValues = z.output<typeof ZFailPayoutRequest>;

/**
 * Marks a payout failed: asks why (required, at most 500 characters), and says plainly that the money goes back to
 * the creator's wallet. The dialog is the confirmation; it cannot be sent twice while one is on its way.
 */
export function FailPayoutDialog({ payout, onClose }: { payout: TOpsPayout; onClose: () => void }) {
  const fail = useFailPayout();
  const attempt = useAttemptKey();
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<TFailPayoutRequest, unknown, FailValues>({
    resolver: zodResolver(ZFailPayoutRequest),
    defaultValues: { reason: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focusing the field would clear its error (registerClearing); focusFirstError moves there without clearing it.
    shouldFocusError: false,
  });
  const field = registerClearing(form);
  const { ref: reasonRef, ...reasonField } = field('reason');
  const length = form.watch('reason')?.length ?? 0;
  const { reset } = attempt;
  useEffect(() => reset(), [reset]);

  const pending = fail.isPending;
  const onSubmit = form.handleSubmit(
    async ({ reason }) => {
      if (pending) return;
      setError(null);
      try {
        const answer = await fail.mutateAsync({ payoutId: payout.id, reason, idempotencyKey: attempt.keyFor(`fail:${reason}`) });
        notify.success(answer.message);
        onClose();
      } catch (failure) {
        const described = describeActionFailure(failure);
        if (described.kind === 'stale') {
          notify.error(described.message);
          onClose();
        } else if (described.kind === 'fields' && described.fields.reason) {
          form.setError('reason', { type: 'server', message: described.fields.reason });
          focusFirstError(['reason']);
        } else {
          setError(described.message);
        }
      }
    },
    (invalid) => focusFirstError(Object.keys(invalid)),
  );

  const amount = formatRupees(payout.amount);
  return (
    <Dialog open onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}>
      <DialogContent
        title="Mark this payout failed?"
        description={`${amount} goes back to ${payout.creator.name}'s wallet, and they can withdraw it again.`}
        initialFocus={inputRef}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <PayoutSummary payout={payout} />
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
            error={form.formState.errors.reason?.message}
            ref={(element) => {
              reasonRef(element);
              inputRef.current = element;
            }}
            {...reasonField}
          />
          {error ? <Alert tone="danger" title={error} /> : null}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={pending} loadingLabel="Saving...">
              Mark failed
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
