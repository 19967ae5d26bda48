import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** BRAND.md: a white card, 12 px radius, padded 24 px (20 px on phones). */
export function Card({
  children,
  className,
  as: Tag = 'section',
}: {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div' | 'article';
}) {
  return <Tag className={cn('rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6', className)}>{children}</Tag>;
}

/** A card's heading row: a title, an optional line under it, and actions at the end. */
export function CardHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-4 flex flex-wrap items-start justify-between gap-3', className)}>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg text-ink">{title}</h2>
        {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
