import { VIDEO_MIME_TYPES } from '@amplio/shared/constants/files';
import { checkVideoFile, CONTENT_UPLOAD_MESSAGES as M, uploadDecision } from '@amplio/shared/domain/script-upload-rules';
import type { TScript } from '@amplio/shared/schemas/scripts';
import { Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUploadVideo } from '../api/upload-video';

const ACCEPT = [...VIDEO_MIME_TYPES, '.mp4', '.webm', '.ogg', '.ogv', '.mov'].join(',');

/** Uploading the script's video (spec 3 §4): offered or refused by the shared rules, with real progress and cancel. */
export function VideoUpload({ script }: { script: TScript }) {
  const id = useId();
  const upload = useUploadVideo();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const decision = uploadDecision(script);

  async function send(file: File) {
    const problem = checkVideoFile(file);
    setError(problem);
    if (problem) return;
    abort.current = new AbortController();
    setProgress(0);
    try {
      const response = await upload.mutateAsync({
        scriptId: script.id,
        file,
        signal: abort.current.signal,
        onUploadProgress: (p) => setProgress(p.fraction ?? 0),
      });
      notify.success(response.message);
    } catch (err) {
      if (abort.current?.signal.aborted) notify.info('Upload cancelled. Nothing was sent to the brand.');
      else if (isApiError(err) && !err.noResponse && err.status < 500) setError(err.firstFieldError() ?? err.message);
      else setError(M.uploadFailed);
    } finally {
      setProgress(null);
      abort.current = null;
    }
  }

  // A closed status is already said by the script's next step; the attempts limit deserves the spec's alert.
  if (!decision.allowed) return decision.reason === 'max_attempts' ? <Alert tone="danger" title={decision.message} /> : null;

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
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </label>
        {uploading ? (
          <Button
            variant="ghost"
            onClick={() => abort.current?.abort()}
            leadingIcon={<X className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
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
