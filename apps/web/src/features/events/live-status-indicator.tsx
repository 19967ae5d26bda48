import { Spinner } from '../../components/ui/spinner';
import type { LiveStatus } from './live-event-bus';

/**
 * "Reconnecting…" while the stream is down or silent. The status region is always there, so screen readers announce
 * the words when they appear; it takes no space and catches no clicks while empty.
 */
export function LiveStatusIndicator({ status }: { status: LiveStatus }) {
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center print:hidden">
      {status === 'reconnecting' ? (
        <span className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium text-ink-muted shadow-soft">
          <Spinner className="size-4" />
          Reconnecting…
        </span>
      ) : null}
    </div>
  );
}
