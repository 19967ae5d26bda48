import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { notify } from './ui/toaster';
import { type UploadControl, useUploadTracker } from './use-upload-tracker';

export interface UploadRequest extends UploadControl {
  file: File;
}

interface CancellableUploadOptions {
  /** The browser's own check of the chosen file: a message to show, or null to send it. */
  check: (file: File) => string | null;
  send: (request: UploadRequest) => Promise<{ message: string }>;
  cancelledMessage: string;
  failureMessage: (error: unknown) => string;
}

/** One file upload at a time with its progress (0..1, null when idle), cancel, and the error to show under the field. */
export function useCancellableUpload({ check, send, cancelledMessage, failureMessage }: CancellableUploadOptions) {
  const [error, setError] = useState<string | null>(null);
  const tracker = useUploadTracker();

  async function upload(file: File) {
    const problem = check(file);
    setError(problem);
    if (problem) return;
    const outcome = await tracker.track((control) => send({ file, ...control }));
    if (outcome.status === 'done') notify.success(outcome.value.message);
    else if (outcome.status === 'cancelled') notify.info(cancelledMessage);
    else setError(failureMessage(outcome.error));
  }

  /** The file input's change handler; it clears the input so choosing the same file again uploads it again. */
  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  }

  const progress = tracker.progress === null ? null : (tracker.progress.fraction ?? 0);
  return { progress, error, setError, onFileChange, cancel: tracker.cancel };
}
