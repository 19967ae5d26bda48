import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The ids a control should list in aria-describedby: its hint and, when shown, its error. */
export function describedBy(ids: FieldIds, options: { hint?: ReactNode; error?: ReactNode }): string | undefined {
  const list = [options.hint ? ids.hintId : null, options.error ? ids.errorId : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Something at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label on top, control, then hint and error underneath. Every form control in the app sits in one. */
export function Field({ ids, label, required, hint, error, labelAside, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={ids.controlId} className="text-sm font-medium text-ink">
          {label}
          {required ? (
            <span className="ml-0.5 text-danger" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlStyles = (invalid: boolean) =>
  cn(
    'h-11 w-full rounded-control border bg-surface px-3.5 text-base text-ink shadow-xs transition-colors duration-150',
    'placeholder:text-ink-muted/80 hover:border-ink-subtle',
    'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/30',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted',
    invalid ? 'border-danger' : 'border-border',
  );
