import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { IMAGE_MIME_TYPES } from '@amplio/shared/constants/files';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import type { PhotoState } from '../hooks/use-creator-wizard';

interface PhotoPickerProps {
  photo: PhotoState;
  initials: string;
  onChoose: (file: File | null) => void;
  onFocus: () => void;
  /** 0..1 while the photo uploads, null when the browser cannot tell, undefined when idle. */
  progress: number | null | undefined;
  uploading: boolean;
}

/** Spec 2 §2.3: the profile photo, with an initials placeholder until one is chosen, a preview and the upload's progress. */
export function PhotoPicker({ photo, initials, onChoose, onFocus, progress, uploading }: PhotoPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const percent = typeof progress === 'number' ? Math.round(progress * 100) : null;
  return (
    <div className="flex items-center gap-5" data-field="profile_photo">
      <div className="relative size-24 shrink-0">
        {photo.previewUrl ? (
          <img
            src={photo.previewUrl}
            alt="Your profile, as brands will see it"
            className="size-24 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-brand-soft to-accent-soft text-3xl font-semibold tracking-tight text-brand"
          >
            {initials || <ImagePlus className="size-8" strokeWidth={1.75} />}
          </span>
        )}
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-ink/55 text-sm font-semibold text-white tabular">
            {percent !== null ? `${percent}%` : '...'}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-sm font-medium text-ink">Profile photo</p>
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-10 w-fit cursor-pointer items-center gap-2 rounded-control border border-border bg-surface px-3.5 text-sm font-semibold text-ink shadow-sm transition-colors',
            'hover:border-brand/40 hover:bg-brand-soft/50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
          )}
        >
          <ImagePlus className="size-4" strokeWidth={1.75} aria-hidden="true" />
          {photo.previewUrl ? 'Change photo' : 'Upload photo'}
          <input
            id={id}
            name="profile_photo"
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            className="sr-only"
            aria-describedby={[hintId, photo.error ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={photo.error ? true : undefined}
            disabled={uploading}
            onFocus={onFocus}
            onChange={(event) => {
              onChoose(event.target.files?.[0] ?? null);
              // Choosing the same file again after an error still fires a change.
              event.target.value = '';
            }}
          />
        </label>
        <p id={hintId} className="text-sm text-ink-muted">
          {uploading ? M.photoUploading : M.photoHint}
        </p>
        {uploading && percent !== null ? (
          <div
            className="h-1.5 w-40 overflow-hidden rounded-full bg-border"
            role="progressbar"
            aria-label="Photo upload"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-brand transition-[width] duration-150" style={{ width: `${percent}%` }} />
          </div>
        ) : null}
        {photo.error ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {photo.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
