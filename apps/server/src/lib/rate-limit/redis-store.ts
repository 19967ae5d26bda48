import type { CounterStore } from './rate-limiter';

/** Counters shared by every node through Redis: INCR and PEXPIRE in one round trip. */
export async function createRedisCounterStore(input: { url: string }): Promise<CounterStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(input.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return {
    async increment(key, ttlMs) {
      const res = await redis.multi().incr(key).pexpire(key, ttlMs, 'NX').exec();
      const count = res?.[0]?.[1];
      return typeof count === 'number' ? count : Number(count ?? 0);
    },
    async read(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async remove(key) {
      await redis.del(key);
    },
    async close() {
      redis.disconnect();
    },
  };
}
