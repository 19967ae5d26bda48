import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  CREATOR_BRAND_VIEW_MESSAGES,
  ZCreatorBrandViewResponse,
  ZUpdateCreatorBrandViewRequest,
} from '@amplio/shared/schemas/creator-brand-view';
import { ZCreatorProfileForBrandResponse, ZCreatorSearchQuery, ZCreatorSearchResponse } from '@amplio/shared/schemas/creator-search';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { requireRole } from '../../plugins/auth-guards';
import type { CreatorProfileService } from './creator-profile.service';
import type { CreatorSearchService } from './creator-search.service';
import { readInService } from '../../lib/route-schemas';

export const creatorSearchRoutes: FastifyPluginAsyncZod<{
  search: CreatorSearchService;
  profiles: CreatorProfileService;
  clock: Clock;
}> = async (app, { search, profiles, clock }) => {
  app.get(
    '/api/brands/creators',
    {
      preHandler: requireRole('brand'),
      validatorCompiler: readInService,
      schema: {
        tags: ['creator search'],
        summary: 'Creators a brand can work with: filters, sorts, facet counts and keyset pages of 24',
        querystring: ZCreatorSearchQuery,
        response: { 200: ZCreatorSearchResponse, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return search.search({ userId: request.user!.id, query: request.query });
    },
  );

  app.get(
    '/api/brands/creators/:username',
    {
      preHandler: requireRole('brand'),
      schema: {
        tags: ['creator search'],
        summary: "A creator's page as a brand sees it: numbers, track record and prices on the brand's running campaigns",
        params: z.object({ username: z.string() }),
        response: { 200: ZCreatorProfileForBrandResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await profiles.profileForBrand({ brandUserId: request.user!.id, username: request.params.username });
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/creator/brand-view',
    {
      preHandler: requireRole('creator'),
      schema: {
        tags: ['creator search'],
        summary: "The creator's page as brands see it, with their switch (open to invitations) and extra languages",
        response: { 200: ZCreatorBrandViewResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await profiles.brandViewOf({ userId: request.user!.id }) };
    },
  );

  app.put(
    '/api/creator/brand-view',
    {
      preHandler: requireRole('creator'),
      validatorCompiler: readInService,
      schema: {
        tags: ['creator search'],
        summary: 'Switches the creator in or out of brands’ search and sets the other languages they make content in',
        body: ZUpdateCreatorBrandViewRequest,
        response: {
          200: ZCreatorBrandViewResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          419: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: CREATOR_BRAND_VIEW_MESSAGES.saved,
      data: await profiles.saveBrandView({ userId: request.user!.id, body: request.body, now: clock.now() }),
    }),
  );
};
