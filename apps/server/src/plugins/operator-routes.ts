import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createIdempotency } from '../lib/idempotency/idempotency';
import type { ClientErrorStatus } from '../lib/openapi/client-errors';
import { requireRole } from './auth-guards';

/**
 * What every operator-console route shares: operators only (anonymous 401, brands and creators 403), writes
 * CSRF-checked by the session plugin and taking an optional Idempotency-Key (a retried click gets the first answer
 * instead of a 409), the error bodies they document and their OpenAPI tag.
 */
export function operatorRouteOptions(deps: { db: Db; clock: Clock }) {
  const operatorOnly = requireRole('operator');
  const idempotent = createIdempotency(deps).route({ required: false });
  const clientErrors: ClientErrorStatus[] = [400, 409];
  return {
    read: { preValidation: operatorOnly },
    write: { preValidation: operatorOnly, preHandler: idempotent.preHandler, onSend: idempotent.onSend, config: { clientErrors } },
    /** Runs a write's work so that its effect's transaction stores the answer (lib/idempotency/answer-with-effect.ts). */
    answer: idempotent.run,
    errors: { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse },
    tags: ['ops'],
  };
}
