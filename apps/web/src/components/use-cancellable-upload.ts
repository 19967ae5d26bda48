import { type ChangeEvent, useRef, useState } from 'react';
import type { UploadProgress } from '../lib/xhr-fetch';
import { notify } from './ui/toaster';

export interface UploadRequest {
  file: File;
  signal: AbortSignal;
  onUploadProgress: (progress: UploadProgress) => void;
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
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function upload(file: File) {
    const problem = check(file);
    setError(problem);
    if (problem) return;
    abort.current = new AbortController();
    setProgress(0);
    try {
      const response = await send({ file, signal: abort.current.signal, onUploadProgress: (p) => setProgress(p.fraction ?? 0) });
      notify.success(response.message);
    } catch (err) {
      if (abort.current?.signal.aborted) notify.info(cancelledMessage);
      else setError(failureMessage(err));
    } finally {
      setProgress(null);
      abort.current = null;
    }
  }

  /** The file input's change handler; it clears the input so choosing the same file again uploads it again. */
  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  }

  return { progress, error, setError, onFileChange, cancel: () => abort.current?.abort() };
}
