import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { IdleToaster } from '../../components/ui/idle-toaster';
import { dismissToastsLeftBehind } from '../../components/ui/toast-scope';
import { useRemoveAppShellSkeleton } from '../app-shell-skeleton';
import { cn } from '../../lib/cn';

interface RouteHandle {
  title?: string;
}

const SITE_NAME = 'Amplio';
const HOME_TITLE = 'Amplio — creator content for brands, paid safely through escrow';

/** Keeps the tab title in step with the deepest route that names itself. */
function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    if (!title?.title) return;
    document.title = title.title === 'Home' ? HOME_TITLE : `${title.title} · ${SITE_NAME}`;
  }, [title]);
}

/** Issue 25: a page's errors go when the visitor leaves the page (a query or hash change keeps them). */
function useDismissToastsOnLeave() {
  const { pathname } = useLocation();
  useEffect(() => dismissToastsLeftBehind(pathname), [pathname]);
}

export default function RootLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  useDismissToastsOnLeave();
  useRemoveAppShellSkeleton();
  const busy = navigation.state !== 'idle';

  return (
    <>
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-brand transition-[transform,opacity] duration-500 ease-out',
          busy ? 'scale-x-75 opacity-100 delay-150' : 'scale-x-100 opacity-0',
        )}
      />
      <Outlet />
      <ScrollRestoration />
      <IdleToaster />
    </>
  );
}
