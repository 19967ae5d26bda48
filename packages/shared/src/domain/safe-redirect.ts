/** Only same-origin absolute paths survive: "/x" yes, "//evil", "/\\evil", "https://evil" no. */
export function toSafeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
