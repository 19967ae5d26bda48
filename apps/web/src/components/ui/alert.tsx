import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const TONE: Record<AlertTone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-brand/20 bg-brand-soft/60 text-ink', icon: Info },
  success: { box: 'border-success/25 bg-success-soft text-ink', icon: CircleCheck },
  warning: { box: 'border-warning/30 bg-warning-soft text-ink', icon: TriangleAlert },
  danger: { box: 'border-danger/25 bg-danger-soft text-ink', icon: CircleAlert },
};

const ICON_COLOUR: Record<AlertTone, string> = {
  info: 'text-brand',
  success: 'text-success-strong',
  warning: 'text-warning-strong',
  danger: 'text-danger',
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** 'alert' interrupts screen readers (errors); 'status' waits politely (notices). */
  role?: 'alert' | 'status';
}

export function Alert({ tone = 'info', title, children, className, role = tone === 'danger' ? 'alert' : 'status' }: AlertProps) {
  const { box, icon: Icon } = TONE[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-control border px-4 py-3 text-sm', box, className)}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', ICON_COLOUR[tone])} strokeWidth={1.75} aria-hidden="true" />
      <div className="flex flex-col gap-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-ink-muted [&_a]:font-medium [&_a]:text-brand [&_a]:underline">{children}</div> : null}
      </div>
    </div>
  );
}
