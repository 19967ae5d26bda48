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

  it('replaces a held value without giving it more time, and adds nothing for a key it does not hold', () => {
    const clock = createFakeClock();
    const cache = createExpiringCache<number>({ ttlMs: 2_000, maxEntries: 10, clock });
    cache.set('a', 1);
    clock.advance(1_500);
    cache.replace('a', (n) => n + 1);
    cache.replace('b', () => 9);
    expect([cache.get('a'), cache.get('b')]).toEqual([2, undefined]);
    clock.advance(500);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one key, every key whose value matches, or everything', () => {
    const cache = createExpiringCache<{ user: string }>({ ttlMs: 2_000, maxEntries: 10, clock: createFakeClock() });
    cache.set('s1', { user: 'u1' });
    cache.set('s2', { user: 'u1' });
    cache.set('s3', { user: 'u2' });
    cache.set('s4', { user: 'u3' });
    cache.delete('s4');
    cache.deleteWhere((v) => v.user === 'u1');
    expect(['s1', 's2', 's3', 's4'].map((k) => cache.get(k)?.user)).toEqual([undefined, undefined, 'u2', undefined]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
