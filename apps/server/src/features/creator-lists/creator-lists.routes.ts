import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZCreateCreatorListRequest,
  ZCreatorListDetailsResponse,
  ZCreatorListIdParams,
  ZCreatorListMemberParams,
  ZCreatorListResponse,
  ZCreatorListsResponse,
} from '@amplio/shared/schemas/creator-lists';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth-guards';
import type { CreatorListsService } from './creator-lists.service';
import { readInService } from '../../lib/route-schemas';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['creator lists'];

export const creatorListsRoutes: FastifyPluginAsyncZod<{ lists: CreatorListsService }> = async (app, { lists }) => {
  const preHandler = requireRole('brand');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/brands/creator-lists',
    {
      preHandler,
      schema: { tags, summary: "The brand's saved lists of creators, oldest first", response: { 200: ZCreatorListsResponse, ...errors } },
    },
    async (request) => ({ success: true as const, data: await lists.list({ brandUserId: request.user!.id }) }),
  );

  app.post(
    '/api/brands/creator-lists',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Starts a list',
        body: ZCreateCreatorListRequest.optional(),
        response: { 201: ZCreatorListResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await lists.create({ brandUserId: request.user!.id, body: request.body }) }),
  );

  app.get(
    '/api/brands/creator-lists/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One list with its creators as search shows them',
        params: ZCreatorListIdParams,
        response: { 200: ZCreatorListDetailsResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await lists.details({ brandUserId: request.user!.id, listId: request.params.id }),
    }),
  );

  app.delete(
    '/api/brands/creator-lists/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Deletes a list (the creators stay on Amplio)',
        params: ZCreatorListIdParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await lists.remove({ brandUserId: request.user!.id, listId: request.params.id });
      return { success: true as const };
    },
  );

  app.post(
    '/api/brands/creator-lists/:id/creators/:creator_id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Saves a creator to the list (again: no change)',
        params: ZCreatorListMemberParams,
        response: { 200: ZCreatorListResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await lists.addCreator({ brandUserId: request.user!.id, listId: request.params.id, creatorId: request.params.creator_id }),
    }),
  );

  app.delete(
    '/api/brands/creator-lists/:id/creators/:creator_id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Takes a creator off the list (not on it: no change)',
        params: ZCreatorListMemberParams,
        response: { 200: ZCreatorListResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await lists.removeCreator({ brandUserId: request.user!.id, listId: request.params.id, creatorId: request.params.creator_id }),
    }),
  );
};
