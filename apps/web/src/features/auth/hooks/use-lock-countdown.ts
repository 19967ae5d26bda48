import { useCallback, useEffect, useState } from 'react';

/**
 * A sign-in lock that counts down: `start(seconds)` from a 429's retry_after, `secondsLeft` while it runs (updated
 * every second), and `onOver` once it has run out.
 */
export function useLockCountdown(onOver: () => void) {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const id = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) {
        setUntil(null);
        onOver();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [until, onOver]);
  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  }, []);
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { start, secondsLeft, running: until !== null };
}
