import type { Clock } from './clock';

/**
 * A small per-process map whose entries are forgotten after `ttlMs` (by the app's clock, so tests can move it), and
 * which never holds more than `maxEntries` (the oldest goes first). Only for values that may be a little stale
 * without harm: it is not shared between nodes.
 */
export function createExpiringCache<V>(input: { ttlMs: number; maxEntries: number; clock: Clock }) {
  const { ttlMs, maxEntries, clock } = input;
  const entries = new Map<string, { value: V; expiresAt: number }>();

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= clock.now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V): void {
      if (ttlMs <= 0) return;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: clock.now().getTime() + ttlMs });
    },
    /** Replaces a held entry's value, keeping when it expires; nothing when the key is not held. */
    replace(key: string, update: (value: V) => V): void {
      const entry = entries.get(key);
      if (entry) entry.value = update(entry.value);
    },
    delete(key: string): void {
      entries.delete(key);
    },
    /** Forgets every entry whose value matches. */
    deleteWhere(matches: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type ExpiringCache<V> = ReturnType<typeof createExpiringCache<V>>;
