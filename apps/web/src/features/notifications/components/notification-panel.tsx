import type { TNotification } from '@amplio/shared/schemas/notifications';
import { Bell, CheckCheck, Settings, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { useNow } from '../../../lib/use-now';
import type { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationsOf, unreadCountOf } from '../notifications-cache';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  query: ReturnType<typeof useNotifications>;
  settingsPath: string;
  /** Closes the panel: a notification's link or the settings link was followed. */
  onNavigate: () => void;
}

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink';

function PanelBody({ query, onOpen, now }: { query: NotificationPanelProps['query']; onOpen: (n: TNotification) => void; now: number }) {
  if (query.isPending) return <LoadingBlocks label="Loading your notifications" blocks={['h-16', 'h-16', 'h-16', 'h-16']} />;
  if (query.isError && !query.data)
    return <ErrorState what="your notifications" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const items = notificationsOf(query.data);
  if (items.length === 0)
    return (
      <EmptyState
        icon={Bell}
        title="No notifications yet"
        description="Reviews waiting, deadlines, payments and messages about your work show up here."
        className="border-0 py-8"
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Notifications" className="flex flex-col gap-1">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <p role="alert" className="px-3 text-sm font-medium text-danger">
          We could not load more notifications. Check your connection, then try again.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="secondary" size="sm" fullWidth loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}

/** The bell's panel: its heading with Mark all read and the settings link, then the list with its states and Load more. */
export function NotificationPanel({ query, settingsPath, onNavigate }: NotificationPanelProps) {
  const markRead = useMarkNotificationsRead();
  const now = useNow(60_000);
  const unread = unreadCountOf(query.data);

  const open = (notification: TNotification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    if (notification.link) onNavigate();
  };
  const markAllRead = () =>
    markRead.mutate({}, { onError: () => notify.error('Your notifications could not be marked as read. Try again in a moment.') });

  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <RadixDialog.Title className="text-lg font-semibold tracking-tight text-ink">Notifications</RadixDialog.Title>
          <p className="text-sm text-ink-muted tabular" aria-live="polite">
            {unread === 0 ? 'All read' : `${unread} unread`}
          </p>
        </div>
        {unread > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={markAllRead}
            leadingIcon={<CheckCheck className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Mark all read
          </Button>
        ) : null}
        <Link to={settingsPath} onClick={onNavigate} className={iconButton} aria-label="Notification settings">
          <Settings className="size-5" strokeWidth={1.75} aria-hidden="true" />
        </Link>
        <RadixDialog.Close className={iconButton} aria-label="Close notifications">
          <X className="size-5" strokeWidth={1.75} aria-hidden="true" />
        </RadixDialog.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 sm:p-3">
        <PanelBody query={query} onOpen={open} now={now} />
      </div>
    </>
  );
}
