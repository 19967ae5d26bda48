import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  CREATOR_REGISTRATION_MESSAGES as M,
  ZCreatorRegisterRequest,
  ZCreatorRegisterResponse,
  ZCreatorRegistrationDraftResponse,
  ZCreatorSaveStepRequest,
  ZCreatorSaveStepResponse,
} from '@amplio/shared/schemas/creator-registration';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { Storage } from '../../lib/storage/storage';
import { limitByAddress, PUBLIC_WRITE_LIMITS } from '../../plugins/ip-rate-limit';
import { sha256 } from '../../lib/tokens';
import { readCreatorForm } from './creator-registration.form';
import type { CreatorRegistrationService } from './creator-registration.service';

const errors = { 409: ZErrorResponse, 413: ZErrorResponse, 415: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse };
// Multipart bodies are read in the handler, so the body schema documents the JSON form and validates nothing.
const readInHandler = () => (data: unknown) => ({ value: data });

export const creatorRegistrationRoutes: FastifyPluginAsyncZod<{
  registration: CreatorRegistrationService;
  db: Db;
  storage: Storage;
  limiter: RateLimiter;
}> = async (app, { registration, db, storage, limiter }) => {
  const preHandler = limitByAddress({ limiter, bucket: 'registration', rule: PUBLIC_WRITE_LIMITS.registrationStep });
  app.post(
    '/api/creators/save-step',
    {
      schema: {
        tags: ['creator registration'],
        summary: 'Saves one step of the creator wizard (multipart, or JSON)',
        description: 'Step 2 may carry profile_photo (JPEG, PNG or GIF, at most 2 MB). Errors are keyed by snake_case field names.',
        body: ZCreatorSaveStepRequest.optional(),
        response: { 200: ZCreatorSaveStepResponse, ...errors },
      },
      validatorCompiler: readInHandler,
      preHandler,
    },
    async (request) => {
      const result = await registration.saveStep(await readCreatorForm({ request, db, storage }));
      return { success: true as const, message: M.saved, ...result };
    },
  );

  app.post(
    '/api/creators/register',
    {
      schema: {
        tags: ['creator registration'],
        summary: 'Creates the unverified creator account from the saved steps and e-mails a 6-digit code',
        description: 'Needs steps 1 to 5 saved by this session. 409 when the e-mail is taken, 422 on the username.',
        body: ZCreatorRegisterRequest.optional(),
        response: { 200: ZCreatorRegisterResponse, ...errors },
      },
      validatorCompiler: readInHandler,
      preHandler,
    },
    async (request) => {
      const { sessionHash, photo } = await readCreatorForm({ request, db, storage });
      const result = await registration.register({ sessionHash, photo });
      return { success: true as const, message: M.registered, requires_otp_verification: true as const, ...result };
    },
  );

  app.get(
    '/api/creators/registration',
    {
      schema: {
        tags: ['creator registration'],
        summary: 'The registration in progress for this browser, in the wizard field names, without the password',
        response: { 200: ZCreatorRegistrationDraftResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!request.sessionId) return { step: 1, user_id: null, data: {} };
      return registration.currentDraft({ sessionHash: sha256(request.sessionId) });
    },
  );
};
