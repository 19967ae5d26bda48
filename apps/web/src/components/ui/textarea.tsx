import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlStyles, describedBy, Field, useFieldIds } from './field';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
  /** With `maxLength` and a string `value`: "n / max characters" after the hint, as the person types. */
  counter?: boolean;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** A multi-line input in the input's look; grows with the rows given (default 4). */
export function Textarea({ id, label, hint, error, required, rows = 4, className, fieldClassName, counter, ...rest }: TextareaProps) {
  const ids = useFieldIds(id);
  if (counter && typeof rest.value === 'string' && rest.maxLength !== undefined) {
    const tally = (
      <span className="tabular">
        {count(rest.value.length)} / {count(rest.maxLength)} characters
      </span>
    );
    hint = hint ? (
      <>
        {hint} {tally}
      </>
    ) : (
      tally
    );
  }
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <textarea
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        className={cn(controlStyles(Boolean(error)), 'h-auto min-h-24 resize-y py-2.5 leading-relaxed', className)}
        {...rest}
      />
    </Field>
  );
}
