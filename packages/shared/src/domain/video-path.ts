/**
 * Spec 3 §3 "Video path handling" (brand review): how a submission's stored video path becomes the address the
 * player loads.
 * - A full http(s) URL or a blob URL is used as it is.
 * - storage/videos/… and public/videos/… become /videos/…; videos/… gets a leading slash; any other path too.
 * - Double slashes are collapsed.
 * - The origin is put in front and a `t` timestamp is added so a replaced video is not served from the cache.
 * Other schemes (javascript:, data:) are never used as they are: they are treated as a path on this origin.
 */
export function resolveVideoUrl(path: string | null | undefined, options: { origin: string; now: number }): string | null {
  const raw = path?.trim();
  if (!raw) return null;
  if (/^(https?:\/\/|blob:)/i.test(raw)) return raw;

  let relative = raw.replace(/^\/+/, '');
  for (const prefix of ['storage/', 'public/']) {
    if (relative.startsWith(`${prefix}videos/`)) relative = relative.slice(prefix.length);
  }
  relative = `/${relative}`.replace(/\/{2,}/g, '/');

  const origin = options.origin.replace(/\/+$/, '');
  const separator = relative.includes('?') ? '&' : '?';
  return `${origin}${relative}${separator}t=${options.now}`;
}
