import { useEffect, useRef } from 'react';

/**
 * Brings the element with `id` into view and focus, once, as soon as it is on the page (`ready` turns true when the
 * list that holds it has loaded). A later refetch does not move focus again; a new `id` does.
 */
export function useFocusTarget(id: string | null, ready: boolean): void {
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !id || handled.current === id) return;
    const target = document.getElementById(id);
    if (!target) return;
    handled.current = id;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, id]);
}
