import { useEffect, useState } from 'react';

/**
 * The current time, read again every `intervalMs` while the component is shown and `active` (countdowns, "3 h ago");
 * an inactive clock keeps the time it last read and sets no timer.
 */
export function useNow(intervalMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, active]);
  return now;
}
