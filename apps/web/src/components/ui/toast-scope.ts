/**
 * Which toasts belong to the page they were raised on (issue 25: "Please wait 26 seconds…" from the verify page
 * followed the creator to the dashboard). Kept apart from the toaster so the root layout can clear them without
 * pulling sonner into the first chunk: a toast can only exist once the toaster module has loaded.
 */

/** 'page': goes when the visitor leaves the page it was raised on. 'app': may follow a navigation. */
export type ToastScope = 'page' | 'app';

interface PageToast {
  path: string;
  dismiss: () => void;
}

const pageToasts = new Map<string | number, PageToast>();

const currentPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/** Remembers a page-scoped toast with the path it was raised on. */
export function trackPageToast(id: string | number, dismiss: () => void, path: string = currentPath()): void {
  pageToasts.set(id, { path, dismiss });
}

/** Forgets a toast that went by itself (closed, timed out): nothing is left to dismiss. */
export function forgetPageToast(id: string | number): void {
  pageToasts.delete(id);
}

/** Dismisses the page-scoped toasts raised on another path than `pathname`; the root layout calls it on navigation. */
export function dismissToastsLeftBehind(pathname: string): void {
  for (const [id, entry] of pageToasts) {
    if (entry.path === pathname) continue;
    entry.dismiss();
    pageToasts.delete(id);
  }
}
