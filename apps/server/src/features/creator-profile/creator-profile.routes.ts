import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZCreatorPhotoResponse,
  ZGetCreatorProfileResponse,
  ZUnreadAlertsResponse,
  ZUpdateCreatorDetailsRequest,
  ZUpdateCreatorProfileRequest,
  ZUpdateCreatorProfileResponse,
} from '@amplio/shared/schemas/creator-profile';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage/storage';
import { PROFILE_PHOTO_RULE } from '../../lib/uploads/file-rules';
import { readMultipartForm } from '../../lib/uploads/multipart-form';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import { countUnreadAlerts } from '../alerts/creator-alerts';
import type { SessionForgetter } from '../../plugins/session-cache';
import { createCreatorProfileService } from './creator-profile.service';
import { readInService } from '../../lib/route-schemas';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
};

export const creatorProfileRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage; clock: Clock; sessions: SessionForgetter }> = async (
  app,
  { db, storage, clock, sessions },
) => {
  const profiles = createCreatorProfileService({ db, storage, clock, sessions });
  const preHandler = requireRole('creator');

  app.get(
    '/api/creator/profile',
    {
      preHandler,
      schema: {
        tags: ['creator profile'],
        summary: 'What registration collected, as the creator may edit it',
        response: { 200: ZGetCreatorProfileResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return profiles.get({ userId: request.user!.id });
    },
  );

  app.put(
    '/api/creator/profile',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags: ['creator profile'],
        summary: "Replaces the profile's name, username, bio, address, categories and content type (registration's rules)",
        body: ZUpdateCreatorProfileRequest,
        response: { 200: ZUpdateCreatorProfileResponse, ...errors },
      },
    },
    async (request) => profiles.update({ userId: request.user!.id, body: request.body }),
  );

  app.put(
    '/api/creator/profile/details',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags: ['creator profile'],
        summary: 'Replaces phone, gender, date of birth (18 or over), language, audience size and the optional PAN (registration’s rules)',
        body: ZUpdateCreatorDetailsRequest,
        response: { 200: ZUpdateCreatorProfileResponse, ...errors },
      },
    },
    async (request) => profiles.updateDetails({ userId: request.user!.id, body: request.body, actor: auditActorOf(request) }),
  );

  app.post(
    '/api/creator/profile/photo',
    {
      preHandler,
      schema: {
        tags: ['creator profile'],
        summary: 'Replaces the profile photo: multipart `profile_photo`, JPEG, PNG or GIF by magic bytes, at most 2 MB',
        response: { 200: ZCreatorPhotoResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const form = await readMultipartForm({ request, db, storage, owner: { userId }, files: { profile_photo: PROFILE_PHOTO_RULE } });
      return profiles.setPhoto({ userId, photo: form.files.profile_photo });
    },
  );

  app.delete(
    '/api/creator/profile/photo',
    {
      preHandler,
      schema: {
        tags: ['creator profile'],
        summary: 'Removes the profile photo; the initial shows instead',
        response: { 200: ZCreatorPhotoResponse, ...errors },
      },
    },
    async (request) => profiles.removePhoto({ userId: request.user!.id }),
  );

  app.get(
    '/api/creator/alerts/unread-count',
    {
      preHandler,
      schema: {
        tags: ['creator profile'],
        summary: 'How many stored alerts (payment and campaign updates) the creator has not read: the overview badge',
        response: { 200: ZUnreadAlertsResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, unread_count: await countUnreadAlerts(db, request.user!.id) };
    },
  );
};
