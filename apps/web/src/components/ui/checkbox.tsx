import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useFieldIds } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id?: string;
  label: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ id, label, error, className, required, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <input
          id={ids.controlId}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          className="mt-0.5 size-[18px] shrink-0 cursor-pointer rounded-[5px] accent-brand"
          {...rest}
        />
        <label htmlFor={ids.controlId} className="cursor-pointer text-sm text-ink">
          {label}
          {required ? (
            <span className="ml-0.5 text-danger" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? (
        <p id={ids.errorId} className="pl-7 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
