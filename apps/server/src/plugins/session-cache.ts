import { randomBytes } from 'node:crypto';
import type { UserRow } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { createExpiringCache } from '../lib/expiring-cache';

/**
 * What a node keeps of a signed-in session between requests, so most requests skip the session lookup (decision
 * 035). The database stays the truth: an entry lives a few seconds at most, and every change that ends a session or
 * changes its user (sign-out, sign-in over an old session, a password reset, a profile's new name) makes every node
 * drop it at once, through Redis when REDIS_URL is set (a node hears it within milliseconds) and in this process
 * otherwise.
 */
export interface CachedSession {
  /** The user row as the lookup read it (frozen: it is shared by every request of the session). */
  user: UserRow;
  remember: boolean;
  /** When the session ends unless touched again, and when it was last touched (ms). */
  expiresAt: number;
  lastSeenAt: number;
}

/** What tells every node to drop entries: a session (by its id's hash) or every session of a user. */
export type Forget = { session: string } | { user: string };

/** How nodes tell each other what to forget: Redis pub/sub, or nothing with one node. */
export interface ForgetChannel {
  publish(message: Forget): Promise<void>;
  /** `onMessage` for every other node's message; `onGap` whenever messages may have been missed (a lost connection). */
  subscribe(handlers: { onMessage(message: Forget): void; onGap(): void }): void;
  /** False while messages cannot be heard (Redis unreachable): the cache is bypassed meanwhile. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export function createSessionCache(input: {
  clock: Clock;
  channel?: ForgetChannel;
  ttlMs?: number;
  maxEntries?: number;
  logger?: { warn(obj: object, msg?: string): void };
}) {
  const { clock, channel, logger } = input;
  const ttlMs = input.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = input.maxEntries ?? MAX_ENTRIES;
  const entries = createExpiringCache<CachedSession>({ ttlMs, maxEntries, clock });
  /** Loads of sessions in flight, shared by the requests that miss at once. */
  const loading = new Map<string, Promise<CachedSession | null>>();
  /**
   * Bumped by every forget, here or heard from another node. A lookup that started before a forget may have read
   * what was forgotten, so what it read is not kept (it still answers its own request, as a read just before the
   * change would have).
   */
  let generation = 0;
  /** Who else wants to hear every forget, here or from another node (the event streams end with their session). */
  const forgetListeners = new Set<(message: Forget | 'all') => void>();

  function drop(message: Forget | 'all') {
    generation++;
    for (const listener of forgetListeners) listener(message);
    loading.clear();
    if (message === 'all') entries.clear();
    else if ('session' in message) entries.delete(message.session);
    else entries.deleteWhere((session) => session.user.id === message.user);
  }
  channel?.subscribe({ onMessage: drop, onGap: () => drop('all') });

  function keep(hash: string, session: CachedSession) {
    entries.set(hash, { ...session, user: Object.freeze({ ...session.user }) });
  }

  async function forget(message: Forget) {
    drop(message);
    try {
      await channel?.publish(message);
    } catch (err) {
      // The other nodes' entries expire within the TTL; the database already holds the change.
      logger?.warn({ err }, 'Could not tell the other nodes to forget a session; their copies expire within seconds');
    }
  }

  return {
    /** The session if this node holds a fresh copy (never while the channel cannot be heard). */
    get(hash: string): CachedSession | undefined {
      if (ttlMs <= 0 || (channel && !channel.listening)) return undefined;
      return entries.get(hash);
    },

    /**
     * Runs `read` (the database lookup) once for every request that misses on `hash` at the same time, and keeps
     * what it found unless something was forgotten meanwhile.
     */
    load(hash: string, read: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
      const pending = loading.get(hash);
      if (pending) return pending;
      const startedAt = generation;
      const promise = read().then(
        (session) => {
          if (loading.get(hash) === promise) loading.delete(hash);
          if (session && generation === startedAt && ttlMs > 0) keep(hash, session);
          return session;
        },
        (err: unknown) => {
          if (loading.get(hash) === promise) loading.delete(hash);
          throw err;
        },
      );
      loading.set(hash, promise);
      return promise;
    },

    /** A session just made (sign-in): kept at once, so the next request needs no lookup. */
    add(hash: string, session: CachedSession) {
      if (ttlMs > 0) keep(hash, session);
    },

    /** The session's new last-seen and expiry after a touch, on this node's copy. */
    touched(hash: string, times: { lastSeenAt: number; expiresAt: number }) {
      entries.replace(hash, (session) => ({ ...session, ...times }));
    },

    /** The session ended (sign-out, rotation): every node drops it. */
    forgetSession: (hash: string) => forget({ session: hash }),

    /** The user's sessions ended or the user row changed: every node drops them and reads them again. */
    forgetUser: (userId: string) => forget({ user: userId }),

    /** `listener` hears every forget from now on, this node's and the others' ('all' after a gap); returns the off switch. */
    onForget(listener: (message: Forget | 'all') => void): () => void {
      forgetListeners.add(listener);
      return () => forgetListeners.delete(listener);
    },

    get size() {
      return entries.size;
    },

    close: () => channel?.close() ?? Promise.resolve(),
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** What other features need: drop a user's sessions on every node after changing the user or ending its sessions. */
export type SessionForgetter = Pick<SessionCache, 'forgetUser'>;

export const SESSION_FORGET_CHANNEL = 'amplio:sessions:forget';

/**
 * The channel through Redis pub/sub: one connection publishes, one listens. A node that loses its listening
 * connection bypasses its cache until it is back, and then drops everything it held (it may have missed messages).
 */
export async function createRedisForgetChannel(input: {
  url: string;
  logger?: { warn(obj: object, msg?: string): void; info(msg: string): void };
}): Promise<ForgetChannel> {
  const { Redis } = await import('ioredis');
  const origin = randomBytes(6).toString('base64url');
  const publisher = new Redis(input.url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const listener = new Redis(input.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  publisher.on('error', () => {});
  let listening = false;
  let handlers: { onMessage(message: Forget): void; onGap(): void } | undefined;
  let down = false;
  listener.on('error', (err) => {
    if (!down) input.logger?.warn({ err }, 'Redis is unreachable: sessions are read from the database until it is back');
    down = true;
  });
  listener.on('close', () => {
    listening = false;
  });
  // Once the channel is subscribed again after a reconnect, everything cached is dropped (messages sent meanwhile
  // are lost), and only then is the cache used again; until then every request reads the database.
  listener.on('ready', () => {
    listener
      .subscribe(SESSION_FORGET_CHANNEL)
      .then(() => {
        if (down) input.logger?.info('Redis is reachable again: sessions are cached again');
        down = false;
        handlers?.onGap();
        listening = true;
      })
      .catch(() => undefined);
  });
  listener.on('message', (_channel: string, raw: string) => {
    try {
      const { from, ...message } = JSON.parse(raw) as Forget & { from: string };
      if (from !== origin) handlers?.onMessage(message as Forget);
    } catch {
      handlers?.onGap();
    }
  });
  // A node starts even when Redis is down (decision 019): it listens once Redis answers, reading sessions from the
  // database until then.
  await Promise.all([publisher.connect().catch(() => undefined), listener.connect().catch(() => undefined)]);
  return {
    async publish(message) {
      await publisher.publish(SESSION_FORGET_CHANNEL, JSON.stringify({ ...message, from: origin }));
    },
    subscribe(h) {
      handlers = h;
    },
    get listening() {
      return listening;
    },
    async close() {
      publisher.disconnect();
      listener.disconnect();
    },
  };
}
