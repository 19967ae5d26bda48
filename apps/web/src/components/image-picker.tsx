import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MIME_TYPES } from '@amplio/shared/constants/brand-profiles';
import { BRAND_PROFILE_MESSAGES } from '@amplio/shared/schemas/brand-profiles';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';

/** The browser's first look at a chosen logo; the server checks the real type from the file's bytes. */
export function checkLogo(file: File): string | null {
  if (!(BRAND_LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return BRAND_PROFILE_MESSAGES.logoWrongType;
  if (file.size > BRAND_LOGO_MAX_BYTES) return BRAND_PROFILE_MESSAGES.logoTooLarge;
  return null;
}

interface LogoPickerProps {
  /** The logo saved now, if any. */
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
  onChange: (change: { file: File | null; removed: boolean }) => void;
  error?: string;
  onError: (message: string | null) => void;
}

/** Choose a logo (JPEG, PNG or WebP, at most 2 MB) and see it before saving; remove the one saved. */
export function LogoPicker({ currentUrl, file, removed, onChange, error, onError }: LogoPickerProps) {
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
    <div className="flex flex-col gap-1.5" data-field="logo">
      <span className="text-sm font-medium text-ink" id={`${id}-label`}>
        Logo
      </span>
      <div className={cn('flex items-center gap-4 rounded-control border border-dashed p-4', error ? 'border-danger' : 'border-border')}>
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-card border border-border bg-surface-muted">
          {shown ? (
            <img src={shown} alt="Logo preview" className="size-full object-contain" />
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
              {shown ? 'Choose another' : 'Choose a logo'}
              <input
                ref={input}
                id={id}
                name="logo"
                type="file"
                accept={BRAND_LOGO_MIME_TYPES.join(',')}
                className="sr-only"
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (!chosen) return;
                  const problem = checkLogo(chosen);
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
          <p id={hintId} className="truncate text-sm text-ink-muted">
            {file ? file.name : 'JPEG, PNG or WebP, up to 2 MB. Square logos look best.'}
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
