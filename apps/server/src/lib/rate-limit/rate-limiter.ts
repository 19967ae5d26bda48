import type { Clock } from '../clock';

export interface LimitRule {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
}

export interface HitResult {
  allowed: boolean;
  count: number;
  remaining: number;
  /** Milliseconds until the window that blocked this hit ends (0 when allowed). */
  retryAfterMs: number;
}

/** A counter store: increments the counter of a fixed window and tells its count. */
export interface CounterStore {
  increment(key: string, ttlMs: number): Promise<number>;
  read(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** Throws when a shared store cannot be reached (for readiness checks); the memory store has none. */
  ping?(): Promise<void>;
  close?(): Promise<void>;
}

/**
 * Fixed-window counters keyed by the clock, so a fake clock drives the memory and the Redis store alike.
 * Windows end on their own: nobody can lock a real user out for longer than one window.
 */
export function createRateLimiter(input: { store: CounterStore; clock: Clock; prefix?: string; scale?: number }) {
  const { store, clock } = input;
  const scale = input.scale ?? 1;
  const prefix = input.prefix ?? 'rl';
  const windowOf = (rule: LimitRule) => {
    const now = clock.now().getTime();
    const index = Math.floor(now / rule.windowMs);
    return { index, endsInMs: (index + 1) * rule.windowMs - now };
  };
  const keyOf = (key: string, rule: LimitRule, index: number) => `${prefix}:${key}:${rule.windowMs}:${index}`;

  return {
    /** Counts one hit; not allowed once the count exceeds the limit. */
    async hit(key: string, rule: LimitRule): Promise<HitResult> {
      const { index, endsInMs } = windowOf(rule);
      const count = await store.increment(keyOf(key, rule, index), rule.windowMs * 2);
      const limit = rule.limit * scale;
      const allowed = count <= limit;
      return { allowed, count, remaining: Math.max(0, limit - count), retryAfterMs: allowed ? 0 : endsInMs };
    },
    /** Reads without counting: is the key already over its limit? */
    async check(key: string, rule: LimitRule): Promise<HitResult> {
      const { index, endsInMs } = windowOf(rule);
      const count = await store.read(keyOf(key, rule, index));
      const limit = rule.limit * scale;
      const allowed = count < limit;
      return { allowed, count, remaining: Math.max(0, limit - count), retryAfterMs: allowed ? 0 : endsInMs };
    },
    async reset(key: string, rule: LimitRule): Promise<void> {
      const { index } = windowOf(rule);
      await store.remove(keyOf(key, rule, index));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
