import { IMAGE_MIME_TYPES } from '@amplio/shared/constants/files';
import { checkProfilePhoto, CREATOR_REGISTRATION_MESSAGES as R } from '@amplio/shared/schemas/creator-registration';
import { ImagePlus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { notify } from '../../../components/ui/toaster';
import { useCancellableUpload } from '../../../components/use-cancellable-upload';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useChangeProfilePhoto } from '../api/change-profile-photo';
import { CreatorAvatar } from './creator-avatar';

/** The profile photo: upload a new one (with its progress, cancellable) or remove it for the initial. */
export function ProfilePhotoEditor({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const id = useId();
  const change = useChangeProfilePhoto();
  const { progress, error, setError, onFileChange, cancel } = useCancellableUpload({
    check: checkProfilePhoto,
    send: (request) => change.mutateAsync(request),
    cancelledMessage: 'Photo upload cancelled. Your previous photo is unchanged.',
    failureMessage: (err) =>
      isApiError(err) ? (err.firstFieldError() ?? err.message) : 'The photo could not be uploaded. Please try again.',
  });
  const uploading = change.isPending && progress !== null;

  async function remove() {
    setError(null);
    try {
      notify.success((await change.mutateAsync({ file: null })).message);
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The photo could not be removed. Please try again.');
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-5" data-field="profile_photo">
      <CreatorAvatar name={name} photoUrl={photoUrl} className="size-24 text-4xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-medium text-ink">Profile photo</p>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={cn(
              'inline-flex h-10 w-fit cursor-pointer items-center gap-2 rounded-control border border-border bg-surface px-3.5 text-sm font-semibold text-ink shadow-sm transition-colors',
              'hover:border-brand/40 hover:bg-brand-soft/50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
              change.isPending && 'pointer-events-none opacity-60',
            )}
          >
            <ImagePlus className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {photoUrl ? 'Change photo' : 'Upload photo'}
            <input
              id={id}
              type="file"
              accept={IMAGE_MIME_TYPES.join(',')}
              className="sr-only"
              disabled={change.isPending}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={onFileChange}
            />
          </label>
          {uploading ? (
            <Button variant="ghost" onClick={cancel} leadingIcon={<X className="size-4" strokeWidth={1.75} aria-hidden="true" />}>
              Cancel upload
            </Button>
          ) : photoUrl ? (
            <Button
              variant="ghost"
              onClick={() => void remove()}
              loading={change.isPending}
              loadingLabel="Removing"
              leadingIcon={<Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            >
              Remove photo
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {R.photoHint}
        </p>
        {uploading ? <ProgressBar value={progress ?? 0} label="Uploading your photo" className="max-w-72" /> : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
