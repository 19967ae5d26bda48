import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

/** The card look of one choice (a label wrapping a native checkbox or radio), shared by CheckboxGroup and RadioGroup. */
export function choiceCardClass({ invalid, className }: { invalid: boolean; className: string }) {
  return cn(
    'flex cursor-pointer items-center gap-2.5 rounded-control border bg-surface px-3.5 text-[15px] text-ink transition-colors',
    'hover:border-ink-subtle has-checked:border-brand has-checked:bg-brand-soft/60 has-focus-visible:outline-2 has-focus-visible:outline-brand',
    invalid ? 'border-danger' : 'border-border',
    className,
  );
}

export interface ChoiceFieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Checkbox groups explain before the choices, radio groups after them. */
  hintPlacement: 'before' | 'after';
  className?: string;
  children: ReactNode;
}

/** A fieldset whose legend names a group of choices, with its hint and error tied to it for screen readers. */
export function ChoiceFieldset({ legend, hint, error, required, hintPlacement, className, children }: ChoiceFieldsetProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const hintText = hint ? (
    <p id={hintId} className={hintPlacement === 'before' ? '-mt-1 mb-1 text-sm text-ink-muted' : 'text-sm text-ink-muted'}>
      {hint}
    </p>
  ) : null;
  return (
    <fieldset className={cn('flex flex-col gap-1.5', className)} aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {legend}
        {required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {hintPlacement === 'before' ? hintText : null}
      {children}
      {hintPlacement === 'after' ? hintText : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
