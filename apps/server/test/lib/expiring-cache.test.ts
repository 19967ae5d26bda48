import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../src/lib/clock';
import { createExpiringCache } from '../../src/lib/expiring-cache';

describe('createExpiringCache', () => {
  it('answers a value until its time is up, and nothing from then on', () => {
    const clock = createFakeClock();
    const cache = createExpiringCache<number>({ ttlMs: 2_000, maxEntries: 10, clock });
    cache.set('a', 1);
    clock.advance(1_999);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the oldest entry to stay within its size', () => {
    const cache = createExpiringCache<number>({ ttlMs: 2_000, maxEntries: 2, clock: createFakeClock() });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing when the time to keep is 0', () => {
    const cache = createExpiringCache<number>({ ttlMs: 0, maxEntries: 2, clock: createFakeClock() });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
