import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZCommentResponse,
  ZCommentsQuery,
  ZCommentsResponse,
  ZSubmissionIdParams,
  ZVersionsResponse,
} from '@amplio/shared/schemas/submission-comments';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createIdempotency } from '../../lib/idempotency/idempotency';
import { readInService } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import type { SubmissionCommentsService } from './submission-comments.service';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['content review'];
const who =
  'The campaign’s brand and the script’s creator only: anyone else’s submission answers 404 (never 403). A submission is named by its script id, as the brand’s review list names it.';

export const submissionCommentsRoutes: FastifyPluginAsyncZod<{ comments: SubmissionCommentsService; db: Db; clock: Clock }> = async (
  app,
  { comments, db, clock },
) => {
  const party = requireRole('brand', 'creator');
  const created = createIdempotency({ db, clock }).route({ required: false, successStatus: 201 });

  app.get(
    '/api/submissions/:id/versions',
    {
      preValidation: party,
      schema: {
        tags,
        summary: 'Every uploaded version of a submission’s video, v1 first, with its file, rendition, poster, duration and open comments',
        description: `Each upload after a rejection is a new version; older ones stay playable by both parties. ${who}`,
        params: ZSubmissionIdParams,
        response: { 200: ZVersionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await comments.versions({ userId: request.user!.id, scriptId: request.params.id }) };
    },
  );

  app.get(
    '/api/submissions/:id/comments',
    {
      preValidation: party,
      schema: {
        tags,
        summary: 'The time-coded comments on a submission’s video, with their replies, in the order of the video',
        description: `\`version\` (1, 2, …) keeps one version’s comments; without it, every version’s. ${who}`,
        params: ZSubmissionIdParams,
        querystring: ZCommentsQuery,
        response: { 200: ZCommentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        data: await comments.list({ userId: request.user!.id, scriptId: request.params.id, version: request.query.version }),
      };
    },
  );

  app.post(
    '/api/submissions/:id/comments',
    {
      preValidation: party,
      preHandler: created.preHandler,
      onSend: created.onSend,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Comments on a moment (`at_seconds`) or a range (to `end_seconds`) of one version of the video',
        description: `\`body\` is trimmed, 1–2,000 characters. Times are seconds from 0 with at most three decimals; \`end_seconds\` must come after \`at_seconds\`; a time past the version’s duration (when processing has measured it) is 422. An optional Idempotency-Key replays the first answer instead of adding the comment twice. ${who}`,
        params: ZSubmissionIdParams,
        response: { 201: ZCommentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await created.run(request, () =>
        comments.create({ userId: request.user!.id, scriptId: request.params.id, body: request.body }),
      );
      reply.code(201);
      return answer;
    },
  );

  app.post(
    '/api/submissions/comments/:id/replies',
    {
      preValidation: party,
      preHandler: created.preHandler,
      onSend: created.onSend,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Replies in place under a comment; answers the comment with its replies',
        description: `\`body\` is trimmed, 1–2,000 characters. An optional Idempotency-Key replays the first answer. ${who}`,
        params: ZSubmissionIdParams,
        response: { 201: ZCommentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await created.run(request, () =>
        comments.reply({ userId: request.user!.id, commentId: request.params.id, body: request.body }),
      );
      reply.code(201);
      return answer;
    },
  );

  app.post(
    '/api/submissions/comments/:id/resolve',
    {
      preValidation: party,
      schema: {
        tags,
        summary: 'Marks a comment resolved; resolving it again changes nothing and answers the same',
        description: who,
        params: ZSubmissionIdParams,
        response: { 200: ZCommentResponse, ...errors },
      },
    },
    async (request) => comments.resolve({ userId: request.user!.id, commentId: request.params.id }),
  );
};
