import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Select, type SelectOption } from '../../../components/ui/select';

interface PickListProps {
  /** The select's label, e.g. "Languages". */
  label: string;
  /** The select's first, empty choice, e.g. "Add a language". */
  placeholder: string;
  /** Every value that may be picked; those already picked are left out of the select. */
  options: readonly SelectOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** What a picked value shows as (a country's name for its code); the value itself otherwise. */
  labelOf?: (value: string) => string;
  /** The most that may be picked: the select is disabled once reached. */
  max: number;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Only the select is off (its options are still loading); the chips can still be removed. */
  addDisabled?: boolean;
}

/**
 * A select that adds a value and a row of removable chips, one per picked value (the creator's "Other languages"
 * picker, as a controlled field). Removing a chip moves the focus back to the select, so the keyboard is not lost.
 */
export function PickList({
  label,
  placeholder,
  options,
  values,
  onChange,
  labelOf = (v) => v,
  max,
  hint,
  error,
  disabled,
  addDisabled,
}: PickListProps) {
  const select = useRef<HTMLSelectElement>(null);
  const full = values.length >= max;
  const choices = options.filter((option) => !values.includes(option.value));
  return (
    <div className="flex flex-col gap-2">
      <Select
        ref={select}
        label={label}
        placeholder={placeholder}
        hint={full ? `That is ${max}, the most you can add.` : hint}
        error={error}
        options={choices}
        value=""
        disabled={disabled || addDisabled || full}
        onChange={(event) => {
          const value = event.target.value;
          if (value && !values.includes(value)) onChange([...values, value]);
        }}
      />
      {values.length ? (
        <ul aria-label={`${label} chosen`} className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li key={value}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  // Rendered first: a full list's select is disabled until the chip is gone.
                  flushSync(() => onChange(values.filter((v) => v !== value)));
                  select.current?.focus();
                }}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-border bg-surface-muted px-3 py-1 text-sm text-ink hover:border-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span className="sr-only">Remove </span>
                {labelOf(value)}
                <X className="size-3.5" strokeWidth={2} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
