import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@amplio/shared/constants/roles';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { AppError } from '../lib/errors';
import { declareClientErrors } from '../lib/openapi/client-errors';
import type { UserRow } from '../db/schema/index';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}

/** preHandler: 401 when anonymous, 403 when signed in with another role. Sets request.user. */
export function requireRole(...roles: UserType[]) {
  return declareClientErrors(
    async function guard(request: FastifyRequest, _reply: FastifyReply) {
      const auth = await request.auth();
      if (!auth) throw new AppError({ code: 'unauthenticated', status: 401, message: HTTP_MESSAGES.unauthenticated });
      if (roles.length > 0 && !roles.includes(auth.user.userType)) {
        throw new AppError({ code: 'forbidden', status: 403, message: HTTP_MESSAGES.forbidden });
      }
      request.user = auth.user;
    },
    [401, 403],
  );
}

/** Ownership: a row that is not the caller's answers 404, never 403, so ids cannot be probed. */
export function assertOwner<T extends { userId: string } | undefined>(row: T, userId: string): asserts row is NonNullable<T> {
  if (!row || row.userId !== userId) throw new AppError({ code: 'not_found', status: 404, message: HTTP_MESSAGES.notFound });
}
