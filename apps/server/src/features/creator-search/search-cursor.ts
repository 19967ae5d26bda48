import { isUuid } from '@amplio/shared/domain/uuid';

/** Where the last page ended: the row's sort key (exact, as text) and its id, tied to the sort it came from. */
export interface SearchCursor {
  sort: string;
  key: string;
  id: string;
}

/** The SQL type a sort key is read back as. */
export type SortKeyType = 'numeric' | 'integer' | 'timestamptz';

const NUMERIC = /^-?\d{1,20}(\.\d{1,30})?$/;
const INTEGER = /^-?\d{1,10}$/;
const UTC_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Whether `key` reads back as `type` without an error: a cursor must never reach SQL as something it cannot cast. */
function isKeyOf(type: SortKeyType, key: string): boolean {
  if (type === 'numeric') return NUMERIC.test(key);
  if (type === 'integer') return INTEGER.test(key) && Math.abs(Number(key)) <= 2 ** 31 - 1;
  if (!UTC_MICROS.test(key)) return false;
  const time = new Date(key);
  // A real date and time: month 13 or 25 o'clock would not come back as itself.
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === key.slice(0, 19);
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/** Null for anything this server did not write for the same sort: a hand-edited or stale cursor. */
export function decodeSearchCursor(text: string, sort: string, keyType: SortKeyType): SearchCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [cursorSort, key, id] = parsed as unknown[];
    if (cursorSort !== sort || typeof key !== 'string' || !isKeyOf(keyType, key) || typeof id !== 'string' || !isUuid(id)) return null;
    return { sort, key, id };
  } catch {
    return null;
  }
}
