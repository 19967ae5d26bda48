import { cn } from '../../lib/cn';

/** A determinate progress bar (0..1) with its label, e.g. an upload. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex justify-between text-sm text-ink-muted">
        <span>{label}</span>
        <span className="tabular">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-200 ease-out" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
