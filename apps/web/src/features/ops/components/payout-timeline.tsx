import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { EVENT_LABEL, EVENT_SOURCE } from '../payout-labels';

const DOT: Record<TOpsPayout['status'], string> = {
  pending: 'bg-warning',
  processing: 'bg-info',
  paid: 'bg-success',
  failed: 'bg-danger',
};

/** Every status change of a payout, oldest first, with who made it, when, and its note (a UTR or a reason). */
export function PayoutTimeline({ payout, id }: { payout: TOpsPayout; id?: string }) {
  const events = [...payout.events].sort((a, b) => a.at.localeCompare(b.at));
  if (events.length === 0) return <p className="text-sm text-ink-muted">No events recorded yet.</p>;
  return (
    <ol id={id} aria-label="Timeline" className="flex flex-col">
      {events.map((event, index) => (
        <li key={`${event.status}-${event.source}-${event.at}`} className="relative flex gap-3 pb-3 last:pb-0">
          {index < events.length - 1 ? <span aria-hidden="true" className="absolute top-3 bottom-0 left-[5px] w-px bg-border" /> : null}
          <span
            aria-hidden="true"
            className={cn('relative mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-surface', DOT[event.status])}
          />
          <div className="flex min-w-0 flex-col text-sm">
            <p className="text-ink">
              <span className="font-semibold">{EVENT_LABEL[event.status]}</span>
              <span className="text-ink-muted"> by {EVENT_SOURCE[event.source]}</span>
            </p>
            <p className="tabular text-ink-muted">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
            {event.note ? <p className="break-words text-ink-muted">{event.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
