import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZSubmitPostLinkRequest, ZSubmitPostLinkResponse, ZUploadVideoResponse } from '@amplio/shared/schemas/content-uploads';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage/storage';
import { CAMPAIGN_VIDEO_RULE } from '../../lib/uploads/file-rules';
import { readMultipartForm } from '../../lib/uploads/multipart-form';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import type { ContentUploadsService } from './content-uploads.service';
import { readInService } from '../../lib/route-schemas';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['content submission'];

export const contentUploadsRoutes: FastifyPluginAsyncZod<{ contentUploads: ContentUploadsService; db: Db; storage: Storage }> = async (
  app,
  { contentUploads, db, storage },
) => {
  const creatorOnly = requireRole('creator');

  app.post(
    '/api/creator/upload-video',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'Uploads the video for a script (multipart `video`, `script_id`, `status`) and sets it In Review',
        description:
          'The video is streamed into storage: at most 100 MB (413, counted while streaming), MP4, WebM, OGG or QuickTime by magic bytes (422). Refused with 409 while the script is In Review, Approved, Post Rejected or Completed, or after 3 rejections. `status` is accepted and ignored: the server sets In Review. Another creator’s script answers 404.',
        response: { 200: ZUploadVideoResponse, 413: ZErrorResponse, 415: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const form = await readMultipartForm({
        request,
        db,
        storage,
        owner: { userId },
        files: { video: CAMPAIGN_VIDEO_RULE },
        beforeFile: (fields) => contentUploads.precheckUpload({ userId, fields }),
      });
      return contentUploads.uploadVideo({ userId, form, actor: auditActorOf(request) });
    },
  );

  app.post(
    '/api/creator/submit-post-link',
    {
      preValidation: creatorOnly,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Submits the link of the published post (Approved or Post Rejected scripts) and sets it In Review',
        description:
          'The link must be an https URL on a host of one of the campaign’s platforms (422). Refused with 409 in any other state. Another creator’s script answers 404.',
        body: ZSubmitPostLinkRequest,
        response: { 200: ZSubmitPostLinkResponse, ...errors },
      },
    },
    async (request) => contentUploads.submitPostLink({ userId: request.user!.id, body: request.body, actor: auditActorOf(request) }),
  );
};
