import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { IdleToaster } from '../components/ui/idle-toaster';
import PublicShell from './layouts/public-shell';
import { findMarketingRoute, marketingRoutes } from './marketing-routes';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Title, description and scroll position follow client-side navigations between marketing pages. */
function useDocumentSync() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useIsomorphicLayoutEffect(() => {
    const route = findMarketingRoute(pathname);
    if (first.current) {
      first.current = false;
      return;
    }
    if (route) document.title = route.title;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Marks the page interactive once the shell has hydrated, and presses a button the visitor pressed before that.
 * It sits inside the same Suspense boundary as the navbar and the page, after them, so it runs once they are live.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    const pending = (window as { __amplioPendingClick?: HTMLElement }).__amplioPendingClick;
    (window as { __amplioPendingClick?: HTMLElement }).__amplioPendingClick = undefined;
    if (pending?.isConnected) pending.click();
  }, []);
  return null;
}

function MarketingShell() {
  return (
    <>
      <PublicShell />
      <HydratedMarker />
    </>
  );
}

function MarketingRoot() {
  useDocumentSync();
  return (
    <>
      {/* One boundary above every page: a navigation keeps the old page on screen until the new one is ready. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <IdleToaster />
    </>
  );
}

/** Any other path belongs to the full app: load it as a new document. */
function LeaveForApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <div className="min-h-[60vh]" />;
}

/** The marketing pages inside the public shell; rendered by the prerender and hydrated by entry-marketing. */
export function MarketingApp() {
  return (
    <Routes>
      <Route element={<MarketingRoot />}>
        <Route element={<MarketingShell />}>
          {marketingRoutes.map(({ path, Page }) =>
            path === '/' ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
          )}
          <Route path="*" element={<LeaveForApp />} />
        </Route>
      </Route>
    </Routes>
  );
}
