import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { SESSION_IDLE_MS, SESSION_REMEMBER_MS } from '@amplio/shared/constants/limits';
import { sessions, users, type UserRow } from '../db/schema/index';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/errors';
import { type CachedSession, createSessionCache, type SessionCache } from './session-cache';
import { hmac, randomToken, safeEqual, sha256 } from '../lib/tokens';

export const SESSION_COOKIE = 'amplio_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOUCH_EVERY_MS = 60_000;

export interface AuthState {
  user: UserRow;
  sessionHash: string;
}

const kSessionId = Symbol('amplio.sessionId');
const kAuth = Symbol('amplio.auth');

declare module 'fastify' {
  interface FastifyRequest {
    /** The session id once read from the cookie (undefined until then). */
    [kSessionId]: string | null | undefined;
    /** The session lookup, started by the first auth() call of the request. */
    [kAuth]: Promise<AuthState | null> | null;
    /** The raw session id from the cookie (or one just issued), never stored server-side in clear. */
    sessionId: string | null;
    /** The signed-in user, or null. Loaded once per request. */
    auth(): Promise<AuthState | null>;
    csrfToken(reply: FastifyReply): string;
    signIn(reply: FastifyReply, input: { user: UserRow; remember: boolean }): Promise<string>;
    signOut(reply: FastifyReply): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Set to false on a state-changing route that must work without a CSRF token (none today). */
    csrf?: boolean;
  }
}

interface SessionOptions {
  db: Db;
  clock: Clock;
  secret: string;
  secureCookies: boolean;
  /** This node's copy of recently used sessions (default: one of its own, in-process only). */
  cache?: SessionCache;
}

/** The CSRF token is bound to the session id, so it changes whenever the session rotates. */
export const csrfTokenFor = (secret: string, sessionId: string) => hmac(secret, `csrf:${sessionId}`);

async function sessionPlugin(app: FastifyInstance, opts: SessionOptions) {
  const { db, clock, secret, secureCookies } = opts;
  const cache = opts.cache ?? createSessionCache({ clock });
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: secureCookies };

  function issueSessionCookie(reply: FastifyReply, id: string, maxAgeMs?: number) {
    reply.setCookie(SESSION_COOKIE, id, {
      ...cookieBase,
      httpOnly: true,
      ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
    });
    reply.setCookie(XSRF_COOKIE, csrfTokenFor(secret, id), { ...cookieBase, httpOnly: false });
  }

  // No per-request hook: the session id is read from the cookie the first time something asks for it, and the
  // session is loaded the first time auth() is called, so probes, static files and public pages pay nothing.
  app.decorateRequest(kSessionId, undefined);
  app.decorateRequest(kAuth, null);
  app.decorateRequest('sessionId', {
    getter(this: FastifyRequest) {
      let id = this[kSessionId];
      if (id === undefined) {
        const raw = this.cookies?.[SESSION_COOKIE];
        id = raw && SESSION_ID_PATTERN.test(raw) ? raw : null;
        this[kSessionId] = id;
      }
      return id;
    },
    setter(this: FastifyRequest, id: string | null) {
      this[kSessionId] = id;
    },
  });
  app.decorateRequest('auth', function (this: FastifyRequest) {
    this[kAuth] ??= loadAuth(this.sessionId);
    return this[kAuth];
  });

  // A lookup runs when this node holds no fresh copy of the session (decision 035): prepared once, so neither
  // Drizzle nor PostgreSQL builds and plans it again (a named statement, parsed once per pooled connection).
  const findSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('amplio_session_lookup');
  // The idle timeout slides: last-seen and, without remember-me, the expiry move at most once a minute. The row comes
  // back only if the session still exists, so a touch also notices a session ended elsewhere.
  const touchSession = db
    .update(sessions)
    .set({
      lastSeenAt: sql`${sql.placeholder('now')}::timestamptz`,
      expiresAt: sql`case when ${sessions.remember} then ${sessions.expiresAt} else ${sql.placeholder('idleExpiry')}::timestamptz end`,
    })
    .where(eq(sessions.idHash, sql.placeholder('hash')))
    .returning({ expiresAt: sessions.expiresAt })
    .prepare('amplio_session_touch');

  /** Moves last-seen to now (and the idle expiry); false when the session no longer exists. */
  async function touch(hash: string, now: Date): Promise<{ expiresAt: number } | null> {
    const [row] = await touchSession.execute({
      hash,
      now: now.toISOString(),
      idleExpiry: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
    });
    return row ? { expiresAt: row.expiresAt.getTime() } : null;
  }

  async function lookUp(hash: string, now: Date): Promise<CachedSession | null> {
    const [row] = await findSession.execute({ hash, now });
    if (!row) return null;
    const found = {
      user: row.user,
      remember: row.session.remember,
      expiresAt: row.session.expiresAt.getTime(),
      lastSeenAt: row.session.lastSeenAt.getTime(),
    };
    if (now.getTime() - found.lastSeenAt <= TOUCH_EVERY_MS) return found;
    const touched = await touch(hash, now);
    return touched && { ...found, ...touched, lastSeenAt: now.getTime() };
  }

  async function loadAuth(sessionId: string | null): Promise<AuthState | null> {
    if (!sessionId) return null;
    const sessionHash = sha256(sessionId);
    const now = clock.now();
    const cached = cache.get(sessionHash);
    // A copy past its expiry asks the database: another node may have moved the expiry since.
    if (cached && cached.expiresAt > now.getTime()) {
      if (now.getTime() - cached.lastSeenAt > TOUCH_EVERY_MS) {
        // Marked first, so the requests arriving meanwhile do not touch the row again.
        cache.touched(sessionHash, { lastSeenAt: now.getTime(), expiresAt: cached.expiresAt });
        const touched = await touch(sessionHash, now);
        if (!touched) {
          await cache.forgetSession(sessionHash);
          return null;
        }
        cache.touched(sessionHash, { lastSeenAt: now.getTime(), ...touched });
      }
      return { user: cached.user, sessionHash };
    }
    const session = await cache.load(sessionHash, () => lookUp(sessionHash, now));
    return session && { user: session.user, sessionHash };
  }

  app.decorateRequest('csrfToken', function (this: FastifyRequest, reply: FastifyReply) {
    if (!this.sessionId) {
      this.sessionId = randomToken(32);
      issueSessionCookie(reply, this.sessionId);
    }
    return csrfTokenFor(secret, this.sessionId);
  });

  app.decorateRequest('signIn', async function (this: FastifyRequest, reply: FastifyReply, input: { user: UserRow; remember: boolean }) {
    // Rotation: the session this browser had ends, on every node.
    if (this.sessionId) await endSession(sha256(this.sessionId));
    const id = randomToken(32);
    const now = clock.now();
    const lifetime = input.remember ? SESSION_REMEMBER_MS : SESSION_IDLE_MS;
    const expiresAt = new Date(now.getTime() + lifetime);
    await db.insert(sessions).values({
      idHash: sha256(id),
      userId: input.user.id,
      remember: input.remember,
      expiresAt,
      lastSeenAt: now,
      createdAt: now,
      ip: this.ip,
      userAgent: this.headers['user-agent']?.slice(0, 500) ?? null,
    });
    cache.add(sha256(id), { user: input.user, remember: input.remember, expiresAt: expiresAt.getTime(), lastSeenAt: now.getTime() });
    this.sessionId = id;
    issueSessionCookie(reply, id, input.remember ? SESSION_REMEMBER_MS : undefined);
    return csrfTokenFor(secret, id);
  });

  app.decorateRequest('signOut', async function (this: FastifyRequest, reply: FastifyReply) {
    if (this.sessionId) await endSession(sha256(this.sessionId));
    const id = randomToken(32);
    this.sessionId = id;
    issueSessionCookie(reply, id);
  });

  /** Deletes the session's row, then tells every node to drop its copy. */
  async function endSession(hash: string) {
    await db.delete(sessions).where(eq(sessions.idHash, hash));
    await cache.forgetSession(hash);
  }

  // preValidation: after the body is parsed (for _token) but before validation, so a forged request learns nothing.
  // Synchronous, so a GET costs one comparison rather than a promise.
  app.addHook('preValidation', function csrfCheck(request, _reply, done) {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return done();
    if (request.routeOptions.config?.csrf === false) return done();
    const sent = readCsrfToken(request);
    if (!request.sessionId || !sent || !safeEqual(sent, csrfTokenFor(secret, request.sessionId))) {
      return done(new AppError({ code: 'csrf_mismatch', status: 419, message: HTTP_MESSAGES.csrfMismatch }));
    }
    done();
  });
}

function readCsrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'] ?? request.headers['x-xsrf-token'];
  if (typeof header === 'string' && header) return decodeURIComponent(header);
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body._token === 'string') return body._token;
  return undefined;
}

export default fp(sessionPlugin, { name: 'session' });
