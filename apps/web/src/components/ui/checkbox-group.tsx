import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

export interface CheckboxGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value'> {
  legend: ReactNode;
  name: string;
  options: readonly CheckboxOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** Given to every checkbox, as react-hook-form's register() needs to see the whole group (its value is the list). */
  ref?: Ref<HTMLInputElement>;
  /** Columns from the small breakpoint up (one column on phones). */
  columns?: 2 | 3;
  className?: string;
}

/**
 * Several choices in a fieldset, as cards with a native checkbox each. Spread react-hook-form's `register(name)`
 * into it: checked values arrive as a list. Pairs with RadioGroup.
 */
export function CheckboxGroup({ legend, name, options, error, hint, required, ref, columns = 2, className, ...rest }: CheckboxGroupProps) {
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
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-control border bg-surface px-3.5 py-2 text-[15px] text-ink transition-colors',
              'hover:border-ink-subtle has-checked:border-brand has-checked:bg-brand-soft/60 has-focus-visible:outline-2 has-focus-visible:outline-brand',
              error ? 'border-danger' : 'border-border',
            )}
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              ref={ref}
              className="size-[18px] shrink-0 cursor-pointer rounded-[5px] accent-brand focus-visible:outline-none"
              {...rest}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
