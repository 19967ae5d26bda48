import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZAbandonScriptResponse,
  ZApproveSubmissionRequest,
  ZApproveSubmissionResponse,
  ZListSubmissionsQuery,
  ZListSubmissionsResponse,
} from '@amplio/shared/schemas/review';
import { ZScriptIdParams } from '@amplio/shared/schemas/scripts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createIdempotency } from '../../lib/idempotency/idempotency';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import type { ReviewService } from './review.service';
import { readInService } from '../../lib/route-schemas';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse };

export const reviewRoutes: FastifyPluginAsyncZod<{ review: ReviewService; db: Db; clock: Clock }> = async (app, { review, db, clock }) => {
  const brandOnly = requireRole('brand');
  const creatorOnly = requireRole('creator');
  const idempotent = createIdempotency({ db, clock }).route({ required: false });

  app.get(
    '/api/brands/creator-submissions',
    {
      preValidation: brandOnly,
      schema: {
        tags: ['content review'],
        summary: 'The brand’s submissions, newest submission first, 10 a page, with the sidebar’s counts',
        description:
          'Only scripts of this brand user’s campaigns that were submitted at least once. `status=pending` (In Review and Post Under Verification), `approved` (Approved and completed) or `rejected` (Rejected, Script Rejected, Post Rejected, including scripts closed after three rejections); `campaign_id` (another brand’s campaign gives an empty list); `page`, `per_page` (1–50). The list is read from `data.data` (spec 3 §7); `counts` ignore `status` and follow `campaign_id`.',
        querystring: ZListSubmissionsQuery,
        response: { 200: ZListSubmissionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return review.list({ userId: request.user!.id, query: request.query });
    },
  );

  app.post(
    '/api/approve-submission',
    {
      preValidation: brandOnly,
      preHandler: idempotent.preHandler,
      onSend: idempotent.onSend,
      validatorCompiler: readInService,
      schema: {
        tags: ['content review'],
        summary: 'Approves, rejects or completes a submission; the money follows in the same transaction',
        description:
          'The server decides what is allowed (spec 3 §4): a video In Review takes Approved, Rejected or Script Rejected (a reason in `rejection_reason`, non-blank, at most 2,000 characters); a post link under verification takes completed (the reservation is released to the creator’s wallet) or Post Rejected (`rejected_post_remarks`). The third rejection closes the script and refunds its reservation to the campaign’s escrow. Anything else is 409 with a message saying where the submission stands; another brand’s id is 404. The creator gets an alert and an e-mail. An optional Idempotency-Key replays the first answer.',
        body: ZApproveSubmissionRequest,
        response: { 200: ZApproveSubmissionResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      idempotent.run(request, () => review.decide({ userId: request.user!.id, body: request.body, actor: auditActorOf(request) })),
  );

  app.post(
    '/api/creator/scripts/:id/abandon',
    {
      preValidation: creatorOnly,
      schema: {
        tags: ['scripts'],
        summary: 'Gives a script up and refunds its reservation to the campaign’s escrow',
        description:
          'Allowed while nothing is with the brand and nothing is approved (Script Generated, Rejected, Script Rejected): the script closes (status Not Uploaded) and the creator may save a new one for the campaign. 409 otherwise; another creator’s script is 404.',
        params: ZScriptIdParams,
        response: { 200: ZAbandonScriptResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => review.abandon({ userId: request.user!.id, scriptId: request.params.id, actor: auditActorOf(request) }),
  );
};
