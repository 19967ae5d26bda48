import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/index';
import { type CachedSession, createSessionCache, type Forget, type ForgetChannel } from '../../src/plugins/session-cache';
import { createFakeClock } from '../../src/lib/clock';

const user = (id: string) => ({ id, name: `User ${id}`, userType: 'brand' }) as UserRow;
const session = (userId: string, clock: { now(): Date }): CachedSession => ({
  user: user(userId),
  remember: false,
  expiresAt: clock.now().getTime() + 7_200_000,
  lastSeenAt: clock.now().getTime(),
});

/** A channel between nodes held in memory: what one node publishes, the others hear; `listening` is set by the test. */
function fakeChannels(count: number) {
  const nodes = Array.from({ length: count }, () => {
    let handlers: { onMessage(message: Forget): void; onGap(): void } | undefined;
    const channel: ForgetChannel & { listening: boolean; handlers(): typeof handlers } = {
      listening: true,
      async publish(message) {
        for (const other of nodes) if (other !== channel) other.handlers()?.onMessage(message);
      },
      subscribe(h) {
        handlers = h;
      },
      handlers: () => handlers,
      async close() {},
    };
    return channel;
  });
  return nodes;
}

describe('the session cache', () => {
  it('keeps a looked-up session for the TTL by the app clock, then asks the database again', async () => {
    const clock = createFakeClock();
    const cache = createSessionCache({ clock, ttlMs: 5_000 });
    let lookups = 0;
    const read = async () => {
      lookups++;
      return session('u1', clock);
    };
    await cache.load('h1', read);
    expect(cache.get('h1')?.user.id).toBe('u1');
    clock.advance(4_999);
    expect(cache.get('h1')).toBeDefined();
    clock.advance(1);
    expect(cache.get('h1')).toBeUndefined();
    expect(lookups).toBe(1);
  });

  it('runs one lookup for the requests that miss on a session at the same time', async () => {
    const clock = createFakeClock();
    const cache = createSessionCache({ clock });
    let lookups = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const read = async () => {
      lookups++;
      await gate;
      return session('u1', clock);
    };
    const answers = Promise.all(Array.from({ length: 32 }, () => cache.load('h1', read)));
    release();
    expect((await answers).every((s) => s?.user.id === 'u1')).toBe(true);
    expect(lookups).toBe(1);
  });

  it('does not keep what a lookup read if the session was forgotten while it ran', async () => {
    const clock = createFakeClock();
    const cache = createSessionCache({ clock });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const loading = cache.load('h1', async () => {
      await gate;
      return session('u1', clock);
    });
    await cache.forgetSession('h1');
    release();
    // The request that asked still gets what the database said before the change; nothing is kept for the next one.
    expect((await loading)?.user.id).toBe('u1');
    expect(cache.get('h1')).toBeUndefined();
  });

  it('drops a session, or every session of a user, on this node and on the others through the channel', async () => {
    const clock = createFakeClock();
    const [a, b] = fakeChannels(2);
    const nodeA = createSessionCache({ clock, channel: a });
    const nodeB = createSessionCache({ clock, channel: b });
    for (const node of [nodeA, nodeB]) {
      node.add('h1', session('u1', clock));
      node.add('h2', session('u1', clock));
      node.add('h3', session('u2', clock));
    }
    await nodeA.forgetSession('h3');
    expect([nodeA.get('h3'), nodeB.get('h3')]).toEqual([undefined, undefined]);
    await nodeB.forgetUser('u1');
    for (const node of [nodeA, nodeB]) {
      expect(node.get('h1')).toBeUndefined();
      expect(node.get('h2')).toBeUndefined();
    }
  });

  it('answers from the database while the channel cannot be heard, and drops everything it held when it can again', async () => {
    const clock = createFakeClock();
    const [channel] = fakeChannels(1);
    const cache = createSessionCache({ clock, channel: channel! });
    cache.add('h1', session('u1', clock));
    channel!.listening = false;
    expect(cache.get('h1')).toBeUndefined();
    // Messages sent meanwhile are lost: once heard again, nothing from before is trusted.
    channel!.listening = true;
    channel!.handlers()?.onGap();
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('shares a frozen copy of the user row, so no request can change what the next one reads', async () => {
    const clock = createFakeClock();
    const cache = createSessionCache({ clock });
    cache.add('h1', session('u1', clock));
    const cached = cache.get('h1')!;
    expect(Object.isFrozen(cached.user)).toBe(true);
    expect(() => {
      (cached.user as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it('holds at most maxEntries sessions, the least recently stored going first', async () => {
    const clock = createFakeClock();
    const cache = createSessionCache({ clock, maxEntries: 2 });
    cache.add('h1', session('u1', clock));
    cache.add('h2', session('u2', clock));
    cache.add('h3', session('u3', clock));
    expect([cache.get('h1'), cache.get('h2')?.user.id, cache.get('h3')?.user.id]).toEqual([undefined, 'u2', 'u3']);
  });
});
