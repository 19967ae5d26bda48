import type { TMessage } from '@amplio/shared/schemas/conversations';
import { formatDateTime } from '../../../lib/format-date';

/** A step of the collaboration that Amplio recorded (script saved, video approved, paid…): a quiet centred line, not a bubble. */
export function TimelineRow({ message }: { message: TMessage }) {
  return (
    <div className="flex justify-center px-4" data-testid="timeline-row">
      <p className="max-w-md rounded-control bg-surface-muted px-3 py-1.5 text-center text-sm break-words whitespace-pre-wrap text-ink-muted">
        <span className="sr-only">Amplio: </span>
        {message.body}{' '}
        <time dateTime={message.created_at} className="text-xs whitespace-nowrap">
          · {formatDateTime(message.created_at)}
        </time>
      </p>
    </div>
  );
}
