import type { TMessage } from '@amplio/shared/schemas/conversations';
import { formatDateTime } from '../../../lib/format-date';
import { messageTime } from '../message-time';

/**
 * A step of the collaboration that Amplio recorded (script saved, video approved, paid…): a quiet centred note, not a
 * bubble, with its time under it as the bubbles have theirs.
 */
export function TimelineRow({ message }: { message: TMessage }) {
  return (
    <div className="flex justify-center px-4" data-testid="timeline-row">
      <p className="flex max-w-md flex-col items-center gap-0.5 rounded-control bg-surface-muted px-3 py-1.5 text-center text-sm break-words text-ink-muted">
        <span className="whitespace-pre-wrap">
          <span className="sr-only">Amplio: </span>
          {message.body}
        </span>
        <time dateTime={message.created_at} title={formatDateTime(message.created_at)} className="text-xs">
          {messageTime(message.created_at)}
        </time>
      </p>
    </div>
  );
}
