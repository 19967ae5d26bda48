import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { AppError } from '../errors';
import { sha256 } from '../tokens';
import type { UploadOwner } from './stored-files';

/** The signed-in user, or else the visitor's session (uploads made while registering). */
export async function uploadOwnerOf(request: FastifyRequest): Promise<UploadOwner> {
  const auth = await request.auth();
  if (auth) return { userId: auth.user.id };
  if (request.sessionId) return { registrationSessionHash: sha256(request.sessionId) };
  throw new AppError({ code: 'unauthenticated', status: 401, message: HTTP_MESSAGES.unauthenticated });
}
