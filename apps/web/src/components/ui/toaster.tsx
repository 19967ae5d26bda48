import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { type ExternalToast, Toaster as Sonner, toast } from 'sonner';
import { forgetPageToast, type ToastScope, trackPageToast } from './toast-scope';

const PHONE_QUERY = '(max-width: 639px)';

function subscribeToPhoneQuery(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * Top-right on desktop, top-centre on phones. Success toasts leave after 3 s; errors stay until dismissed.
 *
 * Drawn straight into <body>: it mounts once the page is idle, and a modal dialog opened before that (the Fund dialog
 * on a page opened with ?fund=1) has already hidden the rest of the app from assistive technology. Inside the app, the
 * toasts would be hidden with it; a later child of <body> is not.
 */
export default function Toaster() {
  const phone = useSyncExternalStore(subscribeToPhoneQuery, isPhone, () => false);
  return createPortal(
    <Sonner
      position={phone ? 'top-center' : 'top-right'}
      duration={3000}
      closeButton
      richColors
      offset={16}
      mobileOffset={12}
      toastOptions={{ className: 'font-sans', style: { borderRadius: 12 } }}
      containerAriaLabel="Notifications"
      className="print:hidden"
    />,
    document.body,
  );
}

interface NotifyOptions {
  /** Errors and notes default to 'page' (they go when the visitor leaves the page), successes to 'app' (3 s anyway). */
  scope?: ToastScope;
}

let nextId = 0;

/** Raises a toast; a page-scoped one is remembered with its path until it goes. */
function raise(show: (options: ExternalToast) => string | number, scope: ToastScope): string | number {
  const id = `toast-${++nextId}`;
  const forget = () => forgetPageToast(id);
  show({ id, onDismiss: forget, onAutoClose: forget });
  if (scope === 'page') trackPageToast(id, () => toast.dismiss(id));
  return id;
}

/** The only way pages raise toasts, so durations and scopes stay consistent. */
export const notify = {
  success: (message: string, options: NotifyOptions = {}) =>
    raise((o) => toast.success(message, { ...o, duration: 3000 }), options.scope ?? 'app'),
  info: (message: string, options: NotifyOptions = {}) =>
    raise((o) => toast.info(message, { ...o, duration: 5000 }), options.scope ?? 'page'),
  error: (message: string, options: NotifyOptions = {}) =>
    raise((o) => toast.error(message, { ...o, duration: Number.POSITIVE_INFINITY }), options.scope ?? 'page'),
};
