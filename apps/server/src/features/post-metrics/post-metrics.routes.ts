import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POST_METRIC_PROOF_MIME_TYPES, POST_METRIC_PROOF_MAX_BYTES } from '@amplio/shared/constants/post-metrics';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  POST_METRIC_MESSAGES as M,
  ZPostMetricIdParams,
  ZPostMetricReportResponse,
  ZPostMetricsResponse,
  ZQuestionPostMetricRequest,
} from '@amplio/shared/schemas/post-metrics';
import { ZScriptIdParams } from '@amplio/shared/schemas/scripts';
import type { Db } from '../../db/client';
import { readInService } from '../../lib/route-schemas';
import type { Storage } from '../../lib/storage/storage';
import { readMultipartForm } from '../../lib/uploads/multipart-form';
import type { FileFieldRule } from '../../lib/uploads/receive-file';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import type { PostMetricsService } from './post-metrics.service';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['post metrics'];

/** The proof screenshot: JPEG, PNG or WebP by magic bytes, at most 5 MB (re-encoded, so no EXIF survives). */
export const POST_METRIC_PROOF_RULE: FileFieldRule = {
  purpose: 'post_metric_proof',
  maxBytes: POST_METRIC_PROOF_MAX_BYTES,
  allowed: POST_METRIC_PROOF_MIME_TYPES,
  messages: { tooLarge: M.proofTooLarge, wrongType: M.proofWrongType },
};

export const postMetricsRoutes: FastifyPluginAsyncZod<{ postMetrics: PostMetricsService; db: Db; storage: Storage }> = async (
  app,
  { postMetrics, db, storage },
) => {
  const creatorOnly = requireRole('creator');
  const brandOnly = requireRole('brand');

  app.post(
    '/api/creator/scripts/:id/post-metrics',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'Reports a completed post’s numbers with a screenshot as proof (multipart)',
        description:
          'Fields `views`, `likes`, `comments`, `shares`, `saves` (whole numbers 0–10,000,000,000) and optional `reach`, and a `proof` image: JPEG, PNG or WebP by magic bytes (422), at most 5 MB (413). Only the script’s creator (another’s is 404), only once the brand accepted the post link (409). The report counts for the day-1, day-7 or day-30 checkpoint due last (day 1 before any is due); one report per checkpoint (409 for a second), except that after the brand questions a report the next one answers it. Any refusal removes the uploaded proof.',
        params: ZScriptIdParams,
        response: { 201: ZPostMetricReportResponse, 413: ZErrorResponse, 415: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const scriptId = request.params.id;
      const form = await readMultipartForm({
        request,
        db,
        storage,
        owner: { userId },
        files: { proof: POST_METRIC_PROOF_RULE },
        beforeFile: () => postMetrics.precheckReport({ userId, scriptId }),
      });
      reply.code(201);
      return postMetrics.report({ userId, scriptId, form, actor: auditActorOf(request) });
    },
  );

  app.get(
    '/api/creator/scripts/:id/post-metrics',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'The script’s post-metric reports, checkpoints and the numbers that count',
        description:
          'Newest report first, each with its source, time and how the brand reviewed it (`questioned` until the creator answers, then `corrected`). `current` is the latest accepted or unquestioned report. Another creator’s script is 404.',
        params: ZScriptIdParams,
        response: { 200: ZPostMetricsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return postMetrics.forCreator({ userId: request.user!.id, scriptId: request.params.id });
    },
  );

  app.get(
    '/api/brands/scripts/:id/post-metrics',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'The brand’s view of a script’s post-metric reports, with the overdue ones',
        description:
          'The same answer as the creator’s: `checkpoints` (day 1, 7 and 30 after completion, each reported, overdue or upcoming) and `overdue_days`. Only scripts of this brand user’s campaigns; another brand’s is 404.',
        params: ZScriptIdParams,
        response: { 200: ZPostMetricsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return postMetrics.forBrand({ userId: request.user!.id, scriptId: request.params.id });
    },
  );

  app.post(
    '/api/brands/post-metrics/:id/accept',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'Accepts a post-metric report',
        description: 'A pending report only: an accepted or questioned one is 409. Another brand’s report is 404.',
        params: ZPostMetricIdParams,
        response: { 200: ZPostMetricReportResponse, ...errors },
      },
    },
    async (request) => postMetrics.accept({ userId: request.user!.id, reportId: request.params.id, actor: auditActorOf(request) }),
  );

  app.post(
    '/api/brands/post-metrics/:id/question',
    {
      preValidation: brandOnly,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Questions a post-metric report with a reason; the creator is told and answers with a new report',
        description:
          '`reason`: non-blank, at most 500 characters (422). A pending report only: an accepted or questioned one is 409. Another brand’s report is 404. The report shows as questioned until the creator answers.',
        params: ZPostMetricIdParams,
        body: ZQuestionPostMetricRequest,
        response: { 200: ZPostMetricReportResponse, ...errors },
      },
    },
    async (request) =>
      postMetrics.question({ userId: request.user!.id, reportId: request.params.id, body: request.body, actor: auditActorOf(request) }),
  );
};
