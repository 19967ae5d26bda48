import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { AppError, ValidationAppError } from '../errors';
import { IDEMPOTENCY_HEADER, parseIdempotencyKey, requestFingerprint } from './idempotency-key';
import { beginKey, completeKey, type KeyIdentity, releaseKey } from './idempotency.repository';

/** How long a request may hold its key before a retry may take it over (a crash must not lock a key forever). */
const DEFAULT_LOCK_MS = 60_000;
/** How long an answer is kept for replay; the draft leaves it to the server, providers use about a day. */
const DEFAULT_RETENTION_MS = 24 * 60 * 60 * 1000;

const claimed = new WeakMap<FastifyRequest, KeyIdentity>();

/** The Idempotency-Key a route's handler runs under, to pass on to its service (and the provider). */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => claimed.get(request)?.key;

/**
 * Idempotency-Key for money POSTs (draft-ietf-httpapi-idempotency-key-header-07): a retry with the same key and
 * request gets the stored answer and runs nothing; the same key with another request is 422; a retry while the
 * first is running is 409. Keys are per user. Spread `route()` into a route after its auth guard:
 * `preHandler: [requireRole('brand'), idem.preHandler], onSend: idem.onSend`.
 */
export function createIdempotency(deps: { db: Db; clock: Clock; lockMs?: number; retentionMs?: number }) {
  const { db, clock } = deps;
  const lockMs = deps.lockMs ?? DEFAULT_LOCK_MS;
  const retentionMs = deps.retentionMs ?? DEFAULT_RETENTION_MS;

  function route(options: { required?: boolean } = {}) {
    const required = options.required ?? true;

    async function preHandler(request: FastifyRequest, reply: FastifyReply) {
      const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (key === null)
        throw new AppError({ code: 'idempotency_key_invalid', status: 400, message: PAYMENT_MESSAGES.idempotencyKeyInvalid });
      if (key === undefined) {
        if (required) throw new AppError({ code: 'idempotency_key_missing', status: 400, message: PAYMENT_MESSAGES.idempotencyKeyMissing });
        return;
      }
      if (!request.user) throw new Error('Idempotency-Key routes must run after an auth guard');
      const identity = { userId: request.user.id, key };
      const now = clock.now();
      const outcome = await beginKey(db, {
        ...identity,
        method: request.method,
        path: request.url,
        fingerprint: requestFingerprint({ method: request.method, url: request.url, body: request.body }),
        now,
        lockUntil: new Date(now.getTime() + lockMs),
      });
      if (outcome.kind === 'mismatch') throw new ValidationAppError({ idempotency_key: [PAYMENT_MESSAGES.idempotencyKeyReused] });
      if (outcome.kind === 'in_flight') {
        throw new AppError({ code: 'idempotency_key_in_flight', status: 409, message: PAYMENT_MESSAGES.idempotencyKeyInFlight });
      }
      if (outcome.kind === 'replay') {
        const { row } = outcome;
        reply.code(row.responseStatus ?? 200).header('idempotent-replayed', 'true');
        if (row.responseContentType) reply.header('content-type', row.responseContentType);
        return reply.send(row.responseBody ?? '');
      }
      claimed.set(request, identity);
    }

    async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const identity = claimed.get(request);
      if (!identity) return payload;
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
      // A server error or a throttle did not decide anything: the client may retry under the same key.
      const replayable = body !== undefined && reply.statusCode < 500 && reply.statusCode !== 429;
      try {
        if (replayable) {
          const contentType = reply.getHeader('content-type');
          await completeKey(db, {
            ...identity,
            status: reply.statusCode,
            body,
            contentType: typeof contentType === 'string' ? contentType : null,
            keepUntil: new Date(clock.now().getTime() + retentionMs),
          });
        } else {
          await releaseKey(db, identity);
        }
      } catch (err) {
        // The answer still goes out; the key stays locked until lockMs passes, then a retry may run again.
        request.log.warn({ err }, 'could not store the idempotent answer');
      }
      return payload;
    }

    return { preHandler, onSend };
  }

  return { route };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
