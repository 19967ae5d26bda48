import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import { cn } from '../../lib/cn';
import { controlStyles, describedBy, Field, useFieldIds } from './field';

export interface ListInputProps {
  id?: string;
  label: ReactNode;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** What one item is called, for the add and remove buttons ("Add feature", "Remove feature Waterproof"). */
  itemName: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  maxItems?: number;
  maxLength?: number;
  /** Chips (tags) or a numbered list (features). */
  look?: 'chips' | 'list';
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * A list typed one item at a time: Enter or the Add button appends the text (trimmed, duplicates ignored), and each
 * item has its own remove button. Pasting "a, b, c" adds three items.
 */
export function ListInput({
  id,
  label,
  value,
  onChange,
  itemName,
  placeholder,
  hint,
  error,
  required,
  maxItems,
  maxLength,
  look = 'chips',
  name,
  ref,
  onBlur,
}: ListInputProps) {
  const ids = useFieldIds(id);
  const [draft, setDraft] = useState('');
  const full = maxItems !== undefined && value.length >= maxItems;

  const add = () => {
    const parts = draft
      .split(look === 'chips' ? /[,\n]/ : /\n/)
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) return;
    const next = [...value];
    for (const part of parts) {
      if (maxItems !== undefined && next.length >= maxItems) break;
      if (!next.some((item) => item.toLowerCase() === part.toLowerCase())) next.push(part);
    }
    onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || (look === 'chips' && event.key === ',')) {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const fullHint = full ? `You can add up to ${maxItems}. Remove one to add another.` : null;

  return (
    <Field ids={ids} label={label} required={required} hint={fullHint ?? hint} error={error}>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={ids.controlId}
          name={name}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint: fullHint ?? hint, error })}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add();
            onBlur?.();
          }}
          className={controlStyles(Boolean(error))}
        />
        <button
          type="button"
          onClick={add}
          disabled={full || !draft.trim()}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-control border border-border bg-surface px-3 text-sm font-semibold text-ink hover:bg-brand-soft/50 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted disabled:hover:bg-surface-muted"
        >
          <Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Add<span className="sr-only"> {itemName}</span>
        </button>
      </div>
      {value.length > 0 ? (
        <ul aria-label={`${itemName}s added`} className={cn(look === 'chips' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-1.5')}>
          {value.map((item, index) => (
            <li
              key={item}
              className={cn(
                'flex items-center gap-1.5 text-sm text-ink',
                look === 'chips'
                  ? 'rounded-full bg-brand-soft py-1 pr-1 pl-3 text-brand'
                  : 'rounded-control border border-border bg-surface-muted py-1.5 pr-1 pl-3',
              )}
            >
              {look === 'list' ? <span className="tabular text-ink-muted">{index + 1}.</span> : null}
              <span className="min-w-0 flex-1 break-words">{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-danger"
                aria-label={`Remove ${itemName} ${item}`}
              >
                <X className="size-4" strokeWidth={1.75} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
