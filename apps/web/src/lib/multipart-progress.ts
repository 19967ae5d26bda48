import type { UploadProgress } from './xhr-fetch';

/**
 * How far each file of one multipart upload has got (0..1 each), from the bytes sent so far. The files go in the
 * order given, after the small text fields; what the body holds beyond the files themselves is counted before them.
 */
export function perFileProgress(sizes: readonly number[], progress: UploadProgress | null): number[] {
  if (!progress) return sizes.map(() => 0);
  const files = sizes.reduce((sum, size) => sum + size, 0);
  const total = progress.total ?? files;
  let start = Math.max(0, total - files);
  return sizes.map((size) => {
    const sent = progress.loaded - start;
    start += size;
    if (size <= 0) return sent >= 0 ? 1 : 0;
    return Math.min(1, Math.max(0, sent / size));
  });
}
