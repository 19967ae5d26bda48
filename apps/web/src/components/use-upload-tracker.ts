import { useRef, useState } from 'react';
import type { UploadProgress } from '../lib/xhr-fetch';

/** What a tracked send gets: the signal that cancels it and where to report how much has gone. */
export interface UploadControl {
  signal: AbortSignal;
  onUploadProgress: (progress: UploadProgress) => void;
}

export type UploadOutcome<T> = { status: 'done'; value: T } | { status: 'cancelled' } | { status: 'failed'; error: unknown };

/**
 * One cancellable upload at a time and how far it has got (null when idle). `track` never throws: it says whether the
 * send finished, was cancelled, or failed. Shared by the single-file uploaders and the message composer.
 */
export function useUploadTracker() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const current = useRef<AbortController | null>(null);

  async function track<T>(send: (control: UploadControl) => Promise<T>): Promise<UploadOutcome<T>> {
    const controller = new AbortController();
    current.current = controller;
    setProgress({ loaded: 0, total: null, fraction: 0 });
    try {
      return { status: 'done', value: await send({ signal: controller.signal, onUploadProgress: setProgress }) };
    } catch (error) {
      return controller.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error };
    } finally {
      if (current.current === controller) {
        current.current = null;
        setProgress(null);
      }
    }
  }

  return { progress, track, cancel: () => current.current?.abort() };
}
