import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface HeroFloatCardProps {
  icon: LucideIcon;
  /** Brand purple or the coral accent for the icon tile. */
  tone: 'brand' | 'accent';
  label: string;
  value: string;
  /** The pill at the end of the card. */
  badge: ReactNode;
  /** Width and the overlap with the card above it. */
  className: string;
}

/** The small card that overlaps a hero's product mock-up: an icon, a figure and a status pill. */
export function HeroFloatCard({ icon: Icon, tone, label, value, badge, className }: HeroFloatCardProps) {
  return (
    <div className={cn('relative mt-4 rounded-card border border-border bg-surface p-4 shadow-soft', className)}>
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-control',
            tone === 'brand' ? 'bg-brand-soft text-brand' : 'bg-accent-soft text-accent-strong',
          )}
        >
          <Icon className="size-[18px]" strokeWidth={1.75} />
        </span>
        <div className="flex-1">
          <p className="text-xs font-medium text-ink-muted">{label}</p>
          <p className="tabular text-lg font-semibold text-ink sm:text-xl">{value}</p>
        </div>
        {badge}
      </div>
    </div>
  );
}
