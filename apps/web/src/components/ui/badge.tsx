import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const TONE: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink-muted ring-border',
  brand: 'bg-brand-soft text-brand ring-brand/20',
  success: 'bg-success-soft text-success-strong ring-success/25',
  warning: 'bg-warning-soft text-warning-strong ring-warning/30',
  danger: 'bg-danger-soft text-danger-strong ring-danger/25',
  info: 'bg-info-soft text-info-strong ring-info/25',
};

/** A small status pill in one of BRAND.md's status colours; pair the colour with a word, never colour alone. */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
