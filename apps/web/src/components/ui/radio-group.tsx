import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value'> {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** Given to every radio, as react-hook-form's register() needs to see the whole group. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Native radios in a fieldset: arrow keys move between options, the legend names the group. Spread
 * react-hook-form's `register(name)` into it; every radio gets the handlers and the ref.
 */
export function RadioGroup({ legend, name, options, error, hint, required, ref, className, ...rest }: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex h-11 min-w-24 flex-1 cursor-pointer items-center gap-2.5 rounded-control border bg-surface px-3.5 text-[15px] text-ink transition-colors',
              'hover:border-ink-subtle has-checked:border-brand has-checked:bg-brand-soft/60 has-focus-visible:outline-2 has-focus-visible:outline-brand',
              error ? 'border-danger' : 'border-border',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              ref={ref}
              required={required}
              className="size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
              {...rest}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
