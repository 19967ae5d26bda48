import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * One Idempotency-Key per attempt: the same request sent again (after a lost answer) reuses its key, so the server
 * acts once; a different request (another outcome, a corrected UTR) gets a new key. `reset` when a dialog opens.
 */
export function useAttemptKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((fingerprint: string) => {
    if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
