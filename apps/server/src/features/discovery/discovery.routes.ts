import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZActiveCampaignParams,
  ZActiveCampaignResponse,
  ZActiveCampaignsQuery,
  ZActiveCampaignsResponse,
  ZSocialLinksWithPricingQuery,
  ZSocialLinksWithPricingResponse,
} from '@amplio/shared/schemas/discovery';
import { requireRole } from '../../plugins/auth-guards';
import type { DiscoveryService } from './discovery.service';
import { readInService } from '../../lib/route-schemas';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse };
const tags = ['discovery'];

export const discoveryRoutes: FastifyPluginAsyncZod<{ discovery: DiscoveryService }> = async (app, { discovery }) => {
  const preHandler = requireRole('creator');

  app.get(
    '/api/campaigns/active',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary:
          'Funded, active campaigns with escrow left, 10 a page: the ones the creator is invited to first, then newest (or oldest) first, each with the creator’s prices',
        querystring: ZActiveCampaignsQuery,
        response: { 200: ZActiveCampaignsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return discovery.listActive({ userId: request.user!.id, query: request.query });
    },
  );

  app.get(
    '/api/campaigns/active/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One funded, active campaign with escrow left, with the creator’s prices (404 once it is no longer open)',
        params: ZActiveCampaignParams,
        response: { 200: ZActiveCampaignResponse, 404: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return discovery.findActive({ userId: request.user!.id, id: request.params.id });
    },
  );

  app.get(
    '/api/creator/social-links-with-pricing',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: "The creator's price per platform of a discoverable campaign, with the metrics it came from",
        querystring: ZSocialLinksWithPricingQuery,
        response: { 200: ZSocialLinksWithPricingResponse, 404: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return discovery.pricing({ userId: request.user!.id, query: request.query });
    },
  );
};
