import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { SESSION_IDLE_MS, SESSION_REMEMBER_MS } from '@amplio/shared/constants/limits';
import { sessions, users, type UserRow } from '../db/schema/index';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/errors';
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
}

/** The CSRF token is bound to the session id, so it changes whenever the session rotates. */
export const csrfTokenFor = (secret: string, sessionId: string) => hmac(secret, `csrf:${sessionId}`);

async function sessionPlugin(app: FastifyInstance, opts: SessionOptions) {
  const { db, clock, secret, secureCookies } = opts;
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

  // Every signed-in request runs this query: prepared once, so neither Drizzle nor PostgreSQL builds and plans it
  // again per request (a named statement, parsed once per pooled connection).
  const findSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('amplio_session_lookup');

  async function loadAuth(sessionId: string | null): Promise<AuthState | null> {
    if (!sessionId) return null;
    const sessionHash = sha256(sessionId);
    const now = clock.now();
    const [row] = await findSession.execute({ hash: sessionHash, now });
    if (!row) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const expiresAt = row.session.remember ? row.session.expiresAt : new Date(now.getTime() + SESSION_IDLE_MS);
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, sessionHash));
    }
    return { user: row.user, sessionHash };
  }

  app.decorateRequest('csrfToken', function (this: FastifyRequest, reply: FastifyReply) {
    if (!this.sessionId) {
      this.sessionId = randomToken(32);
      issueSessionCookie(reply, this.sessionId);
    }
    return csrfTokenFor(secret, this.sessionId);
  });

  app.decorateRequest('signIn', async function (this: FastifyRequest, reply: FastifyReply, input: { user: UserRow; remember: boolean }) {
    if (this.sessionId) await db.delete(sessions).where(eq(sessions.idHash, sha256(this.sessionId)));
    const id = randomToken(32);
    const now = clock.now();
    const lifetime = input.remember ? SESSION_REMEMBER_MS : SESSION_IDLE_MS;
    await db.insert(sessions).values({
      idHash: sha256(id),
      userId: input.user.id,
      remember: input.remember,
      expiresAt: new Date(now.getTime() + lifetime),
      lastSeenAt: now,
      createdAt: now,
      ip: this.ip,
      userAgent: this.headers['user-agent']?.slice(0, 500) ?? null,
    });
    this.sessionId = id;
    issueSessionCookie(reply, id, input.remember ? SESSION_REMEMBER_MS : undefined);
    return csrfTokenFor(secret, id);
  });

  app.decorateRequest('signOut', async function (this: FastifyRequest, reply: FastifyReply) {
    if (this.sessionId) await db.delete(sessions).where(eq(sessions.idHash, sha256(this.sessionId)));
    const id = randomToken(32);
    this.sessionId = id;
    issueSessionCookie(reply, id);
  });

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

/** Ends every session of a user, optionally keeping one (the caller's). */
export async function endSessionsOfUser(input: { db: Db; userId: string; exceptHash?: string }) {
  const { db, userId, exceptHash } = input;
  const rows = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
  for (const row of rows) {
    if (row.idHash !== exceptHash) await db.delete(sessions).where(eq(sessions.idHash, row.idHash));
  }
}

export default fp(sessionPlugin, { name: 'session' });
