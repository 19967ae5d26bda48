import { Bell } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { unreadCountOf } from '../notifications-cache';
import { NotificationPanel } from './notification-panel';

/** The count on the bell: up to 99, then "99+". */
export const bellCount = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The header's bell (issue 24 §3), for brands and creators: the unread count, and a panel with the notifications
 * (a full-screen sheet on phones). A dialog: focus stays inside, Escape closes, and focus returns to the bell. The
 * list stays fresh through the live stream (and its 15 s polling when the stream cannot open), not by reading on open.
 */
export function NotificationBell({ settingsPath }: { settingsPath: string }) {
  const query = useNotifications();
  useLiveNotifications();
  const [open, setOpen] = useState(false);
  const unread = unreadCountOf(query.data);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        // The name says the count as the badge shows it ("99+"): a name that leaves out the visible text fails WCAG 2.5.3.
        aria-label={unread > 0 ? `Notifications, ${bellCount(unread)} unread` : 'Notifications'}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-surface-muted data-[state=open]:bg-brand-soft data-[state=open]:text-brand"
      >
        <Bell className="size-5" strokeWidth={1.75} aria-hidden="true" />
        {unread > 0 ? (
          // A 16 px pill at the icon's top-right corner: its left edge sits just inside the 20 px icon, so a longer
          // count ("17", "99+") grows away from the bell instead of over it.
          <span
            aria-hidden="true"
            className="tabular pointer-events-none absolute top-0.5 left-[calc(50%+4px)] inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-[3px] text-[11px] leading-none font-semibold text-ink ring-2 ring-surface"
          >
            {bellCount(unread)}
          </span>
        ) : null}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/20 sm:bg-transparent" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-surface data-[state=open]:animate-[fade-in_150ms_ease-out] sm:inset-auto sm:top-[72px] sm:right-4 sm:max-h-[min(640px,calc(100dvh-88px))] sm:w-[400px] sm:rounded-card sm:border sm:border-border sm:shadow-lift"
        >
          <NotificationPanel query={query} settingsPath={settingsPath} onNavigate={() => setOpen(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
