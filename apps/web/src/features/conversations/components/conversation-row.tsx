import type { TConversation } from '@amplio/shared/schemas/conversations';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../../../lib/time-ago';
import { conversationPath, otherParty, type Side } from '../conversation-side';

/** What the list shows of the last message: who wrote it when it was the user, or that nothing was said yet. */
export function lastMessagePreview(conversation: TConversation, side: Side): string {
  const last = conversation.last_message;
  if (!last) return 'No messages yet';
  const body = last.body.replace(/\s+/g, ' ').trim() || 'Sent a file';
  return last.sender === side ? `You: ${body}` : body;
}

interface ConversationRowProps {
  conversation: TConversation;
  side: Side;
  /** The thread open beside the list. */
  current?: boolean;
  now: number;
  /** Where the row links; the side's thread by default. */
  to?: string;
}

/** One conversation in a list: who, which campaign, the last message, when, and how many are unread. */
export function ConversationRow({ conversation, side, current = false, now, to }: ConversationRowProps) {
  const party = otherParty(conversation, side);
  const unread = conversation.unread_count;
  const last = conversation.last_message;
  return (
    <Link
      to={to ?? conversationPath(side, conversation.id)}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex items-start gap-3 rounded-control px-3 py-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        current ? 'bg-brand-soft' : 'hover:bg-surface-muted',
      )}
    >
      <Avatar name={party.name} src={party.photo} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-[15px] text-ink', unread > 0 ? 'font-semibold' : 'font-medium')}>{party.name}</span>
          {last ? (
            <time dateTime={last.created_at} title={formatDateTime(last.created_at)} className="shrink-0 text-xs text-ink-muted">
              {timeAgo(last.created_at, now)}
            </time>
          ) : null}
        </span>
        <span className="truncate text-sm text-ink-muted">{conversation.campaign.product_name}</span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread > 0 ? 'text-ink' : 'text-ink-muted')}>
            {lastMessagePreview(conversation, side)}
          </span>
          {unread > 0 ? (
            <span className="tabular inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-ink">
              {unread}
              <span className="sr-only">{unread === 1 ? ' unread message' : ' unread messages'}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
