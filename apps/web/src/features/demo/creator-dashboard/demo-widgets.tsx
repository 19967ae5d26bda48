import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { ContentItem } from './demo-data';

/** Small pieces the creator dashboard demo's panels share. */
export const dateLabel = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function Growth({ value }: { value: number }) {
  const up = value >= 0;
  return (
    <span className={cn('tabular text-sm font-semibold', up ? 'text-success-strong' : 'text-danger-strong')}>
      {up ? '▲' : '▼'} {Math.abs(value).toFixed(1)}%<span className="sr-only"> {up ? 'up' : 'down'} vs. the last period</span>
    </span>
  );
}

export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="inline-flex flex-wrap gap-1 rounded-control border border-border bg-surface p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 rounded-[8px] px-3 text-sm font-semibold transition-colors',
            value === option.value ? 'bg-brand text-white' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

export function StatCard({ icon: Icon, label, value, extra }: { icon: LucideIcon; label: string; value: string; extra?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-xs sm:p-5">
      <div className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon className="size-4" strokeWidth={1.75} aria-hidden="true" />
        {label}
      </div>
      <p className="tabular text-2xl font-semibold tracking-tight text-ink">{value}</p>
      {extra}
    </li>
  );
}

export function StatusBadge({ status }: { status: ContentItem['status'] }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-1 text-xs font-semibold',
        status === 'Live' ? 'bg-success-soft text-success-strong' : 'bg-warning-soft text-warning-strong',
      )}
    >
      {status}
    </span>
  );
}
