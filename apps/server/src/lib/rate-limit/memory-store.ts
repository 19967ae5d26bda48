import type { Clock } from '../clock';
import type { CounterStore } from './rate-limiter';

/** One-process counters. Expired entries are swept as they are touched and every few thousand writes. */
export function createMemoryCounterStore(input: { clock: Clock }): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  let writes = 0;
  const now = () => input.clock.now().getTime();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, ttlMs) {
      if (++writes % 5000 === 0) for (const k of [...entries.keys()]) live(k);
      const entry = live(key) ?? { count: 0, expiresAt: now() + ttlMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async read(key) {
      return live(key)?.count ?? 0;
    },
    async remove(key) {
      entries.delete(key);
    },
  };
}
