import { useRef } from 'react';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAnswerCollaboration } from '../api/collaborations';
import { answerErrorMessage } from './answer-error';

/**
 * Accepts one invitation, once: a second click before the first answer does nothing, and a retry after a lost answer
 * sends the same Idempotency-Key, so the price is held once. The server's message is shown either way.
 */
export function useAcceptInvitation(id: string) {
  const mutation = useAnswerCollaboration();
  const sending = useRef(false);
  const key = useRef<string | null>(null);
  const accept = () => {
    if (sending.current) return;
    sending.current = true;
    key.current ??= newIdempotencyKey();
    mutation.mutate(
      { id, answer: 'acceptInvitation', idempotencyKey: key.current },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (response) => {
          key.current = null;
          notify.success(response.message);
        },
        onError: (error) => {
          // An answer from the server settles it; without one the next click retries with the same key.
          if (!isApiError(error) || !error.noResponse) key.current = null;
          notify.error(answerErrorMessage(error));
        },
      },
    );
  };
  return { accept, accepting: mutation.isPending };
}
