import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { controlStyles, describedBy, Field, useFieldIds } from './field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  labelAside?: ReactNode;
  /** Content drawn inside the box at the end, e.g. a show/hide button. */
  trailing?: ReactNode;
  /** A short prefix drawn inside the box at the start, e.g. '@' for a username. Decorative: the label says it all. */
  leading?: ReactNode;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ id, label, hint, error, required, labelAside, trailing, leading, className, fieldClassName, ...rest }: InputProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} labelAside={labelAside} className={fieldClassName}>
      <div className="relative">
        {leading ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-base text-ink-muted">
            {leading}
          </span>
        ) : null}
        <input
          id={ids.controlId}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          className={cn(controlStyles(Boolean(error)), trailing ? 'pr-12' : undefined, leading ? 'pl-8' : undefined, className)}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </Field>
  );
}
