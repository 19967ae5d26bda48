import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { AppError } from '../errors';
import type { CounterStore } from './rate-limiter';

/** Throttled requests cannot be counted while Redis is down: a 503 the client may retry, never a 500. */
async function counted<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const error = new AppError({ code: 'service_unavailable', status: 503, message: HTTP_MESSAGES.serviceUnavailable });
    error.cause = err;
    throw error;
  }
}

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
    increment: (key, ttlMs) =>
      counted(async () => {
        const res = await redis.multi().incr(key).pexpire(key, ttlMs, 'NX').exec();
        const count = res?.[0]?.[1];
        return typeof count === 'number' ? count : Number(count ?? 0);
      }),
    read: (key) => counted(async () => Number((await redis.get(key)) ?? 0)),
    remove: (key) => counted(async () => void (await redis.del(key))),
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}
