import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** The one thing to do next, usually a button or a link styled as one. */
  action?: ReactNode;
  className?: string;
}

/** BRAND.md: an empty list says so plainly, with a small illustration and one action. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-surface px-5 py-10 text-center',
        className,
      )}
    >
      <span aria-hidden="true" className="relative inline-flex size-14 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-gradient-to-br from-brand/15 to-accent/15" />
        <Icon className="relative size-6 text-brand" strokeWidth={1.75} />
      </span>
      <h3 className="text-lg text-ink">{title}</h3>
      <p className="max-w-md text-[15px] text-ink-muted">{description}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
