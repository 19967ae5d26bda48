import { CONVERSATION_MESSAGES as M, type TMessage } from '@amplio/shared/schemas/conversations';
import { CheckCheck, Flag, ShieldAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import type { Side } from '../conversation-side';
import { messageTime } from '../message-time';
import { MessageAttachments } from './message-attachments';

interface MessageBubbleProps {
  message: TMessage;
  side: Side;
  /** The other side's name, read out before their messages. */
  otherName: string;
  /** The newest of the user's own messages that the other side has read. */
  seen?: boolean;
  onReport: (message: TMessage) => void;
}

/**
 * One message from either side: the user's own on the right in violet, the other side's on the left. A message with
 * contact details hidden says so (to each side in its own words); the other side's messages can be reported. The newest
 * of the user's own that the other side has read says Seen.
 */
export function MessageBubble({ message, side, otherName, seen = false, onReport }: MessageBubbleProps) {
  const mine = message.sender === side;
  const body = message.body.trim();
  return (
    <div className={cn('flex flex-col gap-1.5', mine ? 'items-end pl-8 sm:pl-16' : 'items-start pr-8 sm:pr-16')}>
      {body ? (
        <div
          className={cn(
            'max-w-full rounded-card px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap',
            mine ? 'rounded-br-sm bg-brand text-white' : 'rounded-bl-sm border border-border bg-surface text-ink',
          )}
        >
          <span className="sr-only">{mine ? 'You: ' : `${otherName}: `}</span>
          {message.body}
        </div>
      ) : (
        <span className="sr-only">{mine ? 'You sent:' : `${otherName} sent:`}</span>
      )}
      <MessageAttachments attachments={message.attachments} alignEnd={mine} />
      {message.masked ? (
        <p className="flex max-w-md items-start gap-1.5 text-xs text-ink-muted">
          <ShieldAlert className="mt-px size-4 shrink-0 text-warning-strong" strokeWidth={1.75} aria-hidden="true" />
          <span>{mine ? M.maskedForRecipient : M.maskedNotice}</span>
        </p>
      ) : null}
      <div className="flex items-center gap-2 text-xs text-ink-muted">
        <time dateTime={message.created_at} title={formatDateTime(message.created_at)}>
          {messageTime(message.created_at)}
        </time>
        {mine ? (
          seen ? (
            <span className="inline-flex items-center gap-1 font-medium text-brand">
              <CheckCheck className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
              Seen
            </span>
          ) : null
        ) : message.reported ? (
          <span>· Reported</span>
        ) : (
          <button
            type="button"
            onClick={() => onReport(message)}
            className="inline-flex items-center gap-1 rounded-control px-1.5 py-0.5 font-medium hover:bg-surface-muted hover:text-ink"
          >
            <Flag className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
            Report<span className="sr-only"> this message</span>
          </button>
        )}
      </div>
    </div>
  );
}
