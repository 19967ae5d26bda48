import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';

export interface ImageRules {
  mimeTypes: readonly string[];
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

/** The browser's first look at a chosen image; the server checks the real type from the file's bytes. */
export function checkImage(file: File, rules: ImageRules): string | null {
  if (!rules.mimeTypes.includes(file.type)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}

interface ImagePickerProps {
  label: string;
  /** The form field name, for focusing it when it has an error. */
  name: string;
  rules: ImageRules;
  /** Shown until a file is chosen, e.g. "JPEG, PNG or WebP, up to 2 MB." */
  hint: string;
  /** The preview's shape. */
  shape?: 'square' | 'wide';
  /** The image saved now, if any. */
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
  onChange: (change: { file: File | null; removed: boolean }) => void;
  error?: string;
  onError: (message: string | null) => void;
}

/** Choose an image and see it before saving, or remove the one saved. Nothing is sent until the form is. */
export function ImagePicker({
  label,
  name,
  rules,
  hint,
  shape = 'square',
  currentUrl,
  file,
  removed,
  onChange,
  error,
  onError,
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? (removed ? null : currentUrl);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1.5" data-field={name}>
      <span className="text-sm font-medium text-ink">{label}</span>
      <div className={cn('flex items-center gap-4 rounded-control border border-dashed p-4', error ? 'border-danger' : 'border-border')}>
        <div
          className={cn(
            'flex h-20 shrink-0 items-center justify-center overflow-hidden rounded-card border border-border bg-surface-muted',
            shape === 'wide' ? 'w-32' : 'w-20',
          )}
        >
          {shown ? (
            <img src={shown} alt={`${label} preview`} className={cn('size-full', shape === 'wide' ? 'object-cover' : 'object-contain')} />
          ) : (
            <ImageUp className="size-7 text-ink-subtle" strokeWidth={1.5} aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={id}
              className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-control border border-border bg-surface px-3 text-sm font-semibold text-ink shadow-sm hover:bg-brand-soft/50 has-focus-visible:outline-2 has-focus-visible:outline-brand"
            >
              {shown ? 'Choose another' : `Choose ${label.toLowerCase()}`}
              <input
                ref={input}
                id={id}
                name={name}
                type="file"
                accept={rules.mimeTypes.join(',')}
                className="sr-only"
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (!chosen) return;
                  const problem = checkImage(chosen, rules);
                  onError(problem);
                  if (!problem) onChange({ file: chosen, removed: false });
                }}
              />
            </label>
            {shown ? (
              <button
                type="button"
                onClick={() => {
                  onError(null);
                  onChange({ file: null, removed: Boolean(currentUrl) });
                }}
                className="inline-flex h-9 items-center gap-1.5 rounded-control px-3 text-sm font-semibold text-danger hover:bg-danger-soft"
              >
                <Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
                Remove
              </button>
            ) : null}
          </div>
          <p id={hintId} className={cn('text-sm text-ink-muted', file && 'truncate')}>
            {file ? file.name : hint}
          </p>
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
