import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { describeActionFailure } from '../action-failure';
import { useAttemptKey } from './use-attempt-key';

/** Every operator action names its attempt with an Idempotency-Key, and its answer carries the toast's message. */
type OpsMutation<TInput extends { idempotencyKey: string }> = Pick<
  UseMutationResult<{ message: string }, Error, TInput>,
  'isPending' | 'mutateAsync'
>;

/**
 * What every operator dialog (a payout's, a refund's) does with its action: one Idempotency-Key per attempt (forgotten when the dialog opens),
 * nothing sent while one is on its way, a toast and close when it is done or when the payout moved on meanwhile,
 * field errors to the form that can show them, anything else in the dialog's banner (`error`) to try again.
 */
export function useOpsDialogAction<TInput extends { idempotencyKey: string }>(mutation: OpsMutation<TInput>, onClose: () => void) {
  const attempt = useAttemptKey();
  const [error, setError] = useState<string | null>(null);
  const { reset } = attempt;
  useEffect(() => reset(), [reset]);

  const pending = mutation.isPending;
  /**
   * Sends `input` under the key of `fingerprint` (the same request sent again reuses its key). `showFieldErrors`
   * answers true when it put the server's field errors on the form; otherwise the message goes to the banner.
   */
  const run = async (
    fingerprint: string,
    input: Omit<TInput, 'idempotencyKey'>,
    showFieldErrors?: (fields: Record<string, string>) => boolean,
  ) => {
    if (pending) return;
    setError(null);
    try {
      const answer = await mutation.mutateAsync({ ...input, idempotencyKey: attempt.keyFor(fingerprint) } as TInput);
      notify.success(answer.message);
      onClose();
    } catch (failure) {
      const described = describeActionFailure(failure);
      if (described.kind === 'stale') {
        notify.error(described.message);
        onClose();
      } else if (!(described.kind === 'fields' && showFieldErrors?.(described.fields))) {
        setError(described.message);
      }
    }
  };
  return { pending, error, run };
}
