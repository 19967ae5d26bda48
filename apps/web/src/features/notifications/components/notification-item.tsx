import type { TNotification } from '@amplio/shared/schemas/notifications';
import { Link } from 'react-router';
import { isAppPath } from '../../../lib/app-path';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../../../lib/time-ago';

interface NotificationItemProps {
  notification: TNotification;
  now: number;
  /** Called when the notification is opened (its link followed, or an unread one without a link clicked). */
  onOpen: (notification: TNotification) => void;
}

const rowStyles = 'flex w-full gap-3 rounded-control px-3 py-3 text-left transition-colors duration-150 ease-out';

/** One notification: a dot while unread, the title, the message and how long ago; it opens its link and is then read. */
export function NotificationItem({ notification: n, now, onOpen }: NotificationItemProps) {
  const unread = !n.read;
  const content = (
    <>
      <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-accent' : 'bg-transparent')} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-[15px] break-words text-ink', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {n.title}
        </span>
        <span className="text-sm break-words text-ink-muted">{n.message}</span>
        <time dateTime={n.created_at} title={formatDateTime(n.created_at)} className="text-xs text-ink-muted">
          {timeAgo(n.created_at, now)}
        </time>
      </span>
    </>
  );
  const interactive = cn(rowStyles, unread ? 'bg-brand-soft/50 hover:bg-brand-soft' : 'hover:bg-surface-muted');
  return (
    <li data-testid="notification-item">
      {isAppPath(n.link) ? (
        <Link to={n.link} onClick={() => onOpen(n)} className={interactive}>
          {content}
        </Link>
      ) : unread ? (
        <button type="button" onClick={() => onOpen(n)} className={interactive}>
          {content}
        </button>
      ) : (
        <div className={rowStyles}>{content}</div>
      )}
    </li>
  );
}
