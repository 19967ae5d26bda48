import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../clock';
import { AppError, ValidationAppError } from '../errors';
import { type AnswerScope, runWithAnswerScope } from './answer-with-effect';
import { IDEMPOTENCY_HEADER, parseIdempotencyKey, requestFingerprint } from './idempotency-key';
import { beginKey, completeKey, type KeyIdentity, releaseKey } from './idempotency.repository';

/**
 * How long a request holds its key before a retry may take it over. Short, so that a key whose process died is free
 * again within seconds; safe, because a request's effect commits only together with its answer and only while its
 * claim is still its own: a slow first attempt whose claim was taken over rolls back instead of applying twice.
 */
export const DEFAULT_LOCK_MS = 10_000;
/** How long an answer is kept for replay; the draft leaves it to the server, providers use about a day. */
const DEFAULT_RETENTION_MS = 24 * 60 * 60 * 1000;
const JSON_TYPE = 'application/json; charset=utf-8';

interface Claimed extends KeyIdentity {
  claim: string;
  scope: AnswerScope;
}

const claimed = new WeakMap<FastifyRequest, Claimed>();

/** The Idempotency-Key a route's handler runs under, to pass on to its service (and the provider). */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => claimed.get(request)?.key;

const inFlight = () => new AppError({ code: 'idempotency_key_in_flight', status: 409, message: PAYMENT_MESSAGES.idempotencyKeyInFlight });

/**
 * Idempotency-Key for money POSTs (draft-ietf-httpapi-idempotency-key-header-07): a retry with the same key and
 * request gets the stored answer and runs nothing; the same key with another request is 422; a retry while the
 * first is running is 409. Keys are per user. Spread `route()` into a route after its auth guard and wrap its
 * handler: `preHandler: [..., idem.preHandler], onSend: idem.onSend`, and run the service through `idem.run(request, () => …)`.
 * The service runs its effect through answerWithEffect, so the answer is stored in the effect's own transaction.
 */
export function createIdempotency(deps: { db: Db; clock: Clock; lockMs?: number; retentionMs?: number }) {
  const { db, clock } = deps;
  const lockMs = deps.lockMs ?? DEFAULT_LOCK_MS;
  const retentionMs = deps.retentionMs ?? DEFAULT_RETENTION_MS;
  const keepUntil = () => new Date(clock.now().getTime() + retentionMs);

  function route(options: { required?: boolean; successStatus?: number } = {}) {
    const required = options.required ?? true;
    const successStatus = options.successStatus ?? 200;

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
      const claim = randomUUID();
      const now = clock.now();
      const outcome = await beginKey(db, {
        ...identity,
        claim,
        method: request.method,
        path: request.url,
        fingerprint: requestFingerprint({ method: request.method, url: request.url, body: request.body }),
        now,
        lockUntil: new Date(now.getTime() + lockMs),
      });
      if (outcome.kind === 'mismatch') throw new ValidationAppError({ idempotency_key: [PAYMENT_MESSAGES.idempotencyKeyReused] });
      if (outcome.kind === 'in_flight') throw inFlight();
      if (outcome.kind === 'replay') {
        const { row } = outcome;
        reply.code(row.responseStatus ?? 200).header('idempotent-replayed', 'true');
        const json = row.responseContentType?.startsWith('application/json') && row.responseBody;
        // A JSON answer goes out through the route's serializer again, as it did the first time.
        if (json) return reply.send(JSON.parse(row.responseBody as string));
        if (row.responseContentType) reply.header('content-type', row.responseContentType);
        return reply.send(row.responseBody ?? '');
      }
      const scope: AnswerScope = {
        stored: false,
        async store(tx: Tx, body: unknown) {
          const ours = await completeKey(tx, {
            ...identity,
            claim,
            status: successStatus,
            body: JSON.stringify(body),
            contentType: JSON_TYPE,
            keepUntil: keepUntil(),
          });
          if (!ours) throw inFlight();
        },
      };
      claimed.set(request, { ...identity, claim, scope });
    }

    /** Runs a handler's work so that its effect's transaction can store the answer with the effect. */
    function run<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
      const claim = claimed.get(request);
      return claim ? runWithAnswerScope(claim.scope, work) : work();
    }

    async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const claim = claimed.get(request);
      if (!claim || claim.scope.stored) return payload;
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
      // A server error or a throttle did not decide anything: the client may retry under the same key.
      const replayable = body !== undefined && reply.statusCode < 500 && reply.statusCode !== 429;
      try {
        if (replayable) {
          const contentType = reply.getHeader('content-type');
          await completeKey(db, {
            ...claim,
            status: reply.statusCode,
            body,
            contentType: typeof contentType === 'string' ? contentType : null,
            keepUntil: keepUntil(),
          });
        } else {
          await releaseKey(db, claim);
        }
      } catch (err) {
        // The answer still goes out; the key stays locked until lockMs passes, then a retry may run again.
        request.log.warn({ err }, 'could not store the idempotent answer');
      }
      return payload;
    }

    return { preHandler, onSend, run };
  }

  return { route };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
