import { sha256 } from '../tokens';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_MAX_LENGTH = 255;
const PRINTABLE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Reads the header. Draft 07 makes it a Structured Field string ("…"); many clients send the bare value,
 * so both are accepted and mean the same key. Returns undefined when absent, null when malformed.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return null;
  const raw = header.trim();
  const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"');
  const value = quoted ? raw.slice(1, -1) : raw;
  if (value.length === 0 || value.length > KEY_MAX_LENGTH || !PRINTABLE.test(value)) return null;
  if (quoted && /["\\]/.test(value)) return null;
  return value;
}

/** JSON with object keys sorted, so {a,b} and {b,a} are the same request. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What makes two requests "the same" under one key: method, path (with query) and body. */
export const requestFingerprint = (input: { method: string; url: string; body: unknown }) =>
  sha256(`${input.method.toUpperCase()} ${input.url}\n${canonicalJson(input.body)}`);
