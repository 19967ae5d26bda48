import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so that it runs once at a time: a call while the last one is still running does nothing.
 * A form's button turns busy only after a render, so a fast double click would otherwise send the request twice.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<void>): (...args: Args) => Promise<void> {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
    }
  }, []);
}
