import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's #hash names into view and focus, once, as soon as it is on the page (`ready`
 * turns true when the list that holds it has loaded). A later refetch does not move focus again.
 */
export function useHashTarget(ready: boolean): void {
  const { hash } = useLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || handled.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    handled.current = hash;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
