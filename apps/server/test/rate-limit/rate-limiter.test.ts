import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../src/lib/clock';
import { createMemoryCounterStore } from '../../src/lib/rate-limit/memory-store';
import { createRateLimiter, type CounterStore } from '../../src/lib/rate-limit/rate-limiter';
import { createRedisCounterStore } from '../../src/lib/rate-limit/redis-store';
import { redisOnlySkipReason } from '../helpers/postgres-only';

const stores: { name: string; make: (clock: ReturnType<typeof createFakeClock>) => Promise<CounterStore> }[] = [
  { name: 'memory', make: async (clock) => createMemoryCounterStore({ clock }) },
];
const redisUrl = process.env.TEST_REDIS_URL;
// The Redis store runs wherever Redis answers; on CI a missing Redis fails instead of dropping the store quietly.
redisOnlySkipReason('rate-limiter.test.ts');
const opened: CounterStore[] = [];
if (redisUrl) stores.push({ name: 'redis', make: async () => createRedisCounterStore({ url: redisUrl }) });
afterAll(async () => {
  for (const s of opened) await s.close?.();
});

describe.each(stores)('rate limiter on the $name store', ({ make }) => {
  const rule = { limit: 5, windowMs: 60_000 };

  async function setup() {
    const clock = createFakeClock(new Date('2026-03-01T10:00:00Z'));
    const store = await make(clock);
    opened.push(store);
    const limiter = createRateLimiter({ store, clock, prefix: `test-${randomBytes(4).toString('hex')}` });
    return { clock, limiter };
  }

  it('allows exactly the limit and refuses the next hit', async () => {
    const { limiter } = await setup();
    for (let i = 1; i <= 5; i++) expect((await limiter.hit('k', rule)).allowed).toBe(true);
    const sixth = await limiter.hit('k', rule);
    expect(sixth.allowed).toBe(false);
    expect(sixth.retryAfterMs).toBe(60_000);
  });

  it('lets the key in again when the window ends, so nobody is locked out forever', async () => {
    const { clock, limiter } = await setup();
    for (let i = 0; i < 6; i++) await limiter.hit('k', rule);
    clock.advance(59_999);
    expect((await limiter.check('k', rule)).allowed).toBe(false);
    clock.advance(1);
    expect((await limiter.check('k', rule)).allowed).toBe(true);
  });

  it('multiplies every allowance by the configured scale', async () => {
    const clock = createFakeClock();
    const store = await make(clock);
    opened.push(store);
    const scaled = createRateLimiter({ store, clock, prefix: `scale-${randomBytes(4).toString('hex')}`, scale: 2 });
    for (let i = 1; i <= 10; i++) expect((await scaled.hit('k', rule)).allowed).toBe(true);
    expect((await scaled.hit('k', rule)).allowed).toBe(false);
  });

  it('keeps keys apart and resets one on demand', async () => {
    const { limiter } = await setup();
    for (let i = 0; i < 6; i++) await limiter.hit('a', rule);
    expect((await limiter.check('b', rule)).allowed).toBe(true);
    await limiter.reset('a', rule);
    expect((await limiter.check('a', rule)).allowed).toBe(true);
  });
});

it.runIf(!!redisUrl)('shares counters between two nodes through Redis', async () => {
  const clock = createFakeClock();
  const prefix = `shared-${randomBytes(4).toString('hex')}`;
  const a = await createRedisCounterStore({ url: redisUrl! });
  const b = await createRedisCounterStore({ url: redisUrl! });
  opened.push(a, b);
  const nodeA = createRateLimiter({ store: a, clock, prefix });
  const nodeB = createRateLimiter({ store: b, clock, prefix });
  const rule = { limit: 2, windowMs: 60_000 };
  await nodeA.hit('ip', rule);
  await nodeB.hit('ip', rule);
  expect((await nodeA.hit('ip', rule)).allowed).toBe(false);
});
