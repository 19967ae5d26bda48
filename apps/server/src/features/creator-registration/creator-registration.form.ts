import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import type { Db } from '../../db/client';
import { CREATOR_CLIENT_TO_SERVER_FIELD } from '@amplio/shared/schemas/creator-registration';
import { AppError, ValidationAppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { sha256 } from '../../lib/tokens';
import { PROFILE_PHOTO_RULE } from '../../lib/uploads/file-rules';
import { readMultipartForm } from '../../lib/uploads/multipart-form';
import type { StoredFile } from '../../lib/uploads/stored-files';

export interface CreatorForm {
  sessionHash: string;
  body: Record<string, unknown>;
  /** The `profile_photo` file, streamed to storage (2 MB, JPEG/PNG/GIF by magic bytes) and owned by the session. */
  photo?: StoredFile;
}

/** The wizard's multipart form (spec 2 §7), or a JSON body; the registration is the session's. */
export async function readCreatorForm(input: { request: FastifyRequest; db: Db; storage: Storage }): Promise<CreatorForm> {
  const { request, db, storage } = input;
  // The CSRF check already refused a write without a session; this keeps a missing one from sharing a hash.
  if (!request.sessionId) throw new AppError({ code: 'csrf_mismatch', status: 419, message: HTTP_MESSAGES.csrfMismatch });
  const sessionHash = sha256(request.sessionId);
  if (!request.isMultipart()) {
    const body = request.body;
    return { sessionHash, body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {} };
  }
  try {
    const form = await readMultipartForm({
      request,
      db,
      storage,
      owner: { registrationSessionHash: sessionHash },
      files: { profile_photo: PROFILE_PHOTO_RULE },
    });
    return { sessionHash, body: form.fields, photo: form.files.profile_photo };
  } catch (err) {
    throw err instanceof ValidationAppError ? withServerKeys(err) : err;
  }
}

/** The multipart reader names fields as sent (camelCase); the wizard's 422s use the server keys (spec 2 §8.1). */
function withServerKeys(err: ValidationAppError): ValidationAppError {
  const errors = Object.fromEntries(Object.entries(err.errors).map(([key, list]) => [CREATOR_CLIENT_TO_SERVER_FIELD[key] ?? key, list]));
  return new ValidationAppError(errors, err.message);
}
