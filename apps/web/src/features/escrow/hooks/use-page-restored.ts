import { useEffect, useRef } from 'react';

/**
 * Runs `onRestored` when the browser shows this page again from its back-forward cache (Back from the checkout can do
 * that): the page comes back exactly as it was left, so what it shows must be read again.
 */
export function usePageRestored(onRestored: () => void): void {
  const latest = useRef(onRestored);
  latest.current = onRestored;
  useEffect(() => {
    const handler = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', handler);
    return () => window.removeEventListener('pageshow', handler);
  }, []);
}
