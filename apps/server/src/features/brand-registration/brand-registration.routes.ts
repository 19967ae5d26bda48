import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  BRAND_REGISTRATION_MESSAGES as M,
  ZBrandRegistrationDraftResponse,
  ZBrandSaveStepRequest,
  ZBrandSaveStepResponse,
} from '@amplio/shared/schemas/brand-registration';
import { readFormBody } from '../../lib/form-body';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { limitByAddress, PUBLIC_WRITE_LIMITS } from '../../plugins/ip-rate-limit';
import { sha256 } from '../../lib/tokens';
import type { BrandRegistrationService } from './brand-registration.service';

export const brandRegistrationRoutes: FastifyPluginAsyncZod<{ registration: BrandRegistrationService; limiter: RateLimiter }> = async (
  app,
  { registration, limiter },
) => {
  const preHandler = limitByAddress({ limiter, bucket: 'registration', rule: PUBLIC_WRITE_LIMITS.registrationStep });
  app.post(
    '/api/brands/save-step',
    {
      schema: {
        tags: ['brand registration'],
        summary: 'Saves one step of the brand wizard (multipart per step, JSON for the final step 3)',
        description: 'Step 3 creates the unverified brand account and e-mails a 6-digit code.',
        body: ZBrandSaveStepRequest.optional(),
        response: { 200: ZBrandSaveStepResponse, 419: ZErrorResponse, 422: ZErrorResponse },
      },
      // Multipart bodies are read in the handler; the JSON schema applies to JSON bodies only.
      validatorCompiler: () => (data) => ({ value: data }),
      preHandler,
    },
    async (request) => {
      const result = await registration.saveStep({ sessionHash: sha256(request.sessionId ?? ''), body: await readFormBody(request) });
      return { success: true as const, message: result.next_step ? M.saved : M.registered, ...result };
    },
  );

  app.get(
    '/api/brands/registration',
    {
      schema: {
        tags: ['brand registration'],
        summary: 'The registration in progress for this browser, without the password',
        response: { 200: ZBrandRegistrationDraftResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!request.sessionId) return { step: 1, data: {} };
      return registration.currentDraft({ sessionHash: sha256(request.sessionId) });
    },
  );
};
