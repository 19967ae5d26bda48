import { cn } from '../../../lib/cn';

/** How many items a queue tab holds, beside its label; in `urgentClassName` when they wait for an operator. */
export function TabCount({ count, urgentClassName }: { count: number | undefined; urgentClassName?: string }) {
  if (count === undefined) return null;
  return (
    <span
      className={cn(
        'tabular inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold',
        urgentClassName && count > 0 ? urgentClassName : 'bg-border/70 text-ink-muted',
      )}
    >
      {count}
    </span>
  );
}
