import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Shows or hides a payout's timeline; says how many steps it holds. */
export function TimelineToggle({
  expanded,
  controls,
  count,
  onToggle,
}: {
  expanded: boolean;
  controls: string;
  count: number;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex items-center gap-1 self-start rounded-control py-1 text-sm font-semibold whitespace-nowrap text-brand hover:text-brand-hover"
    >
      Timeline
      <span className="tabular font-normal text-ink-muted">({count})</span>
      <ChevronDown
        className={cn('size-4 transition-transform duration-150', expanded && 'rotate-180')}
        strokeWidth={1.75}
        aria-hidden="true"
      />
    </button>
  );
}
