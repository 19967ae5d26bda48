import { Clock } from 'lucide-react';
import { type CountdownKind, countdownText } from '../countdown';
import { useNow } from '../../../lib/use-now';

/** How long the brand has before the decision is made for them; read again every 30 seconds. */
export function ReviewCountdown({ autoApproveAt, kind }: { autoApproveAt: string | null; kind: CountdownKind }) {
  const now = useNow(30_000);
  const text = countdownText({ autoApproveAt, kind, now });
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 rounded-control bg-warning-soft/70 px-3 py-2 text-sm text-ink" data-testid="review-countdown">
      <Clock className="mt-0.5 size-4 shrink-0 text-warning-strong" strokeWidth={1.75} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
