import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZScriptVideosQuery, ZScriptVideosResponse } from '@amplio/shared/schemas/video-processing';
import { requireRole } from '../../plugins/auth-guards';
import type { VideoProcessingService } from './video-processing.service';

const tags = ['content submission'];

export const videoProcessingRoutes: FastifyPluginAsyncZod<{ videos: VideoProcessingService }> = async (app, { videos }) => {
  app.get(
    '/api/videos',
    {
      preValidation: requireRole(),
      schema: {
        tags,
        summary: 'The processed form of each script’s current video: status, progress, rendition, poster, facts and brief warnings',
        description:
          '`script_ids` is a comma-separated list (at most 50). Scripts the signed-in user is neither the creator nor the brand of, and scripts without a video, are left out (never 403). `status` is processing, ready, failed (the original plays; `failure` says why) or unprocessed (no ffmpeg on the server). `warnings` name where the video departs from the brief (length, orientation); they never refuse it.',
        querystring: ZScriptVideosQuery,
        response: { 200: ZScriptVideosResponse, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await videos.listForScripts({ userId: request.user!.id, scriptIds: request.query.script_ids }),
    }),
  );
};
