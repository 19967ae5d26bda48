import { VIDEO_MIME_TYPES } from '@amplio/shared/constants/files';
import { checkVideoFile, CONTENT_UPLOAD_MESSAGES as M, uploadDecision } from '@amplio/shared/domain/script-upload-rules';
import type { TScript } from '@amplio/shared/schemas/scripts';
import { Upload, X } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useCancellableUpload } from '../../../components/use-cancellable-upload';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUploadVideo } from '../api/upload-video';

const ACCEPT = [...VIDEO_MIME_TYPES, '.mp4', '.webm', '.ogg', '.ogv', '.mov'].join(',');

/** Uploading the script's video (spec 3 §4): offered or refused by the shared rules, with real progress and cancel. */
export function VideoUpload({ script }: { script: TScript }) {
  const id = useId();
  const upload = useUploadVideo();
  const { progress, error, onFileChange, cancel } = useCancellableUpload({
    check: checkVideoFile,
    send: (request) => upload.mutateAsync({ scriptId: script.id, ...request }),
    cancelledMessage: 'Upload cancelled. Nothing was sent to the brand.',
    failureMessage: (err) =>
      isApiError(err) && !err.noResponse && err.status < 500 ? (err.firstFieldError() ?? err.message) : M.uploadFailed,
  });
  const decision = uploadDecision(script);

  // A closed status is already said by the script's next step, and a closed script's card says why it closed (the
  // third rejection included); the attempts limit on a script still open deserves the spec's alert.
  if (!decision.allowed) {
    return decision.reason === 'max_attempts' && script.closed_reason === null ? <Alert tone="danger" title={decision.message} /> : null;
  }

  const uploading = progress !== null;
  return (
    <div className="flex flex-col gap-2" data-field="video">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-11 w-fit cursor-pointer items-center gap-2 rounded-control bg-brand px-4 text-sm font-semibold text-white shadow-sm transition-colors',
            'hover:bg-brand/90 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
            uploading && 'pointer-events-none opacity-60',
          )}
        >
          <Upload className="size-4" strokeWidth={1.75} aria-hidden="true" />
          {decision.attempt > 1 ? decision.label : 'Upload video'}
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={uploading}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={onFileChange}
          />
        </label>
        {uploading ? (
          <Button variant="ghost" onClick={cancel} leadingIcon={<X className="size-4" strokeWidth={1.75} aria-hidden="true" />}>
            Cancel upload
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        MP4, WebM, OGG or QuickTime, up to 100 MB. Uploading sends it to the brand for review.
      </p>
      {uploading ? <ProgressBar value={progress} label="Uploading your video" className="max-w-md" /> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
