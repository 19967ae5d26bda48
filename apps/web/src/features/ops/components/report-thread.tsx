import type { TMessage, TOpsReport } from '@amplio/shared/schemas/conversations';
import { Paperclip } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { senderName } from '../report-labels';

const SIDE = {
  brand: 'self-start border-border bg-surface',
  creator: 'self-end border-brand/20 bg-brand-soft/50',
  system: 'self-center border-transparent bg-surface-muted text-center',
} as const;

function ThreadMessage({ message, report, reported }: { message: TMessage; report: TOpsReport; reported: boolean }) {
  return (
    <li
      className={cn(
        'flex w-full flex-col',
        message.sender === 'creator' ? 'items-end' : message.sender === 'system' ? 'items-center' : 'items-start',
      )}
    >
      <article
        id={`message-${message.id}`}
        aria-label={`${senderName(message.sender, report)}${reported ? ', reported' : ''}`}
        className={cn(
          'flex max-w-[min(100%,36rem)] flex-col gap-1 rounded-card border px-4 py-3',
          SIDE[message.sender],
          reported && 'ring-2 ring-danger/60',
        )}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          <span className="font-semibold text-ink">{senderName(message.sender, report)}</span>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          {reported ? <Badge tone="danger">Reported</Badge> : null}
          {message.masked ? <Badge tone="neutral">Contact details hidden from the other side</Badge> : null}
        </div>
        {message.body ? <p className="text-[15px] break-words whitespace-pre-wrap text-ink">{message.body}</p> : null}
        {message.attachments.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
                >
                  <Paperclip className="size-4" strokeWidth={1.75} aria-hidden="true" />
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

/** The reported conversation, oldest first and read-only, with the reported message marked and brought into view. */
export function ReportThread({ messages, report }: { messages: readonly TMessage[]; report: TOpsReport }) {
  const scrolled = useRef(false);
  const reportedId = report.message.id;
  const present = messages.some((m) => m.id === reportedId);
  useEffect(() => {
    if (scrolled.current || !present) return;
    scrolled.current = true;
    document.getElementById(`message-${reportedId}`)?.scrollIntoView?.({ block: 'center' });
  }, [present, reportedId]);

  if (messages.length === 0) return <p className="text-sm text-ink-muted">This conversation has no messages.</p>;
  return (
    <ol aria-label="Messages, oldest first" className="flex flex-col gap-3">
      {messages.map((message) => (
        <ThreadMessage key={message.id} message={message} report={report} reported={message.id === reportedId} />
      ))}
    </ol>
  );
}
