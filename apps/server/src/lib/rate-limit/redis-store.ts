import type { CounterStore } from './rate-limiter';

/**
 * Counters shared by every node through Redis: INCR and PEXPIRE in one round trip. A Redis that is down at start
 * does not stop the node: it starts not ready (/readyz says why) and reconnects in the background.
 */
export async function createRedisCounterStore(input: {
  url: string;
  logger?: { warn(obj: object, msg?: string): void; info(msg: string): void };
}): Promise<CounterStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(input.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  // Reported once per outage, not on every reconnect attempt.
  let down = false;
  redis.on('error', (err) => {
    if (down) return;
    down = true;
    input.logger?.warn({ err }, 'Redis is unreachable; retrying in the background');
  });
  redis.on('ready', () => {
    if (down) input.logger?.info('Redis is reachable again');
    down = false;
  });
  await redis.connect().catch(() => undefined);
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
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}
