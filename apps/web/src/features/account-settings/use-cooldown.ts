import { useEffect, useState } from 'react';

/** Seconds left of a server cooldown (its retry_after), ticking down once a second; start(seconds) restarts it. */
export function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const running = until > now;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return {
    secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    start: (seconds: number) => {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  };
}
