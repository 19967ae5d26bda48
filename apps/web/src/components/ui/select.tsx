import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlStyles, describedBy, Field, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id?: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select your industry"); leave out when a value is always chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (the phone's own picker, full keyboard support) in the input's look. */
export function Select({ id, label, options, placeholder, hint, error, required, className, fieldClassName, ...rest }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <div className="relative">
        <select
          id={ids.controlId}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          className={cn(controlStyles(Boolean(error)), 'cursor-pointer appearance-none pr-10', className)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
          strokeWidth={1.75}
          aria-hidden="true"
        />
      </div>
    </Field>
  );
}
