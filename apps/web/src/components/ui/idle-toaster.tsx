import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster'));

/** True once the browser has been idle (or 2 s at the most), so late work never competes with the first paint. */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/** The toaster, in its own chunk, mounted once the page is idle. */
export function IdleToaster() {
  const idle = useWhenIdle();
  return idle ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
