import { type TOpsPayout, type TSettlePayoutRequest, ZSettlePayoutRequest } from '@amplio/shared/schemas/ops';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import { focusFirstError, registerClearing } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format-money';
import { describeActionFailure } from '../action-failure';
import { useSettlePayout } from '../api/settle-payout';
import { useAttemptKey } from '../hooks/use-attempt-key';
import { PayoutSummary } from './payout-summary';

type SettleValues = z.output<typeof ZSettlePayoutRequest>;

/**
 * Marks a payout paid by hand: asks for the bank's reference (UTR), checked by the same rule as the server
 * (12 to 22 letters or digits). The dialog is the confirmation; it cannot be sent twice while one is on its way.
 */
export function SettlePayoutDialog({ payout, onClose }: { payout: TOpsPayout; onClose: () => void }) {
  const settle = useSettlePayout();
  const attempt = useAttemptKey();
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<TSettlePayoutRequest, unknown, SettleValues>({
    resolver: zodResolver(ZSettlePayoutRequest),
    defaultValues: { utr: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focusing the field would clear its error (registerClearing); focusFirstError moves there without clearing it.
    shouldFocusError: false,
  });
  const field = registerClearing(form);
  const { ref: utrRef, ...utrField } = field('utr');
  const { reset } = attempt;
  useEffect(() => reset(), [reset]);

  const pending = settle.isPending;
  const onSubmit = form.handleSubmit(
    async (values) => {
      if (pending) return;
      // Banks print references in capitals; the field shows capitals, so that is what is saved.
      const utr = values.utr.toUpperCase();
      setError(null);
      try {
        const answer = await settle.mutateAsync({ payoutId: payout.id, utr, idempotencyKey: attempt.keyFor(`settle:${utr}`) });
        notify.success(answer.message);
        onClose();
      } catch (failure) {
        const described = describeActionFailure(failure);
        if (described.kind === 'stale') {
          notify.error(described.message);
          onClose();
        } else if (described.kind === 'fields' && described.fields.utr) {
          form.setError('utr', { type: 'server', message: described.fields.utr });
          focusFirstError(['utr']);
        } else {
          setError(described.message);
        }
      }
    },
    (invalid) => focusFirstError(Object.keys(invalid)),
  );

  return (
    <Dialog open onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}>
      <DialogContent
        title="Mark this payout paid?"
        description={`Only once ${formatRupees(payout.amount)} has reached ${payout.creator.name}'s account. The creator sees the reference you enter.`}
        initialFocus={inputRef}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <PayoutSummary payout={payout} />
          <Input
            label="Bank reference (UTR)"
            hint="From the bank's confirmation: 12 to 22 letters or digits."
            required
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase placeholder:normal-case"
            placeholder="e.g. 412345678901"
            error={form.formState.errors.utr?.message}
            ref={(element) => {
              utrRef(element);
              inputRef.current = element;
            }}
            {...utrField}
          />
          {error ? <Alert tone="danger" title={error} /> : null}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending} loadingLabel="Saving...">
              Mark paid
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
