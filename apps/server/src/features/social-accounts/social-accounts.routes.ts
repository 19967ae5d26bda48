import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPerformanceTrendsResponse } from '@amplio/shared/schemas/alerts';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZCreateSocialLinkRequest,
  ZListSocialLinksResponse,
  ZRemoveSocialLinkResponse,
  ZSocialLinkIdParams,
  ZUpdateSocialLinkRequest,
  ZUpdateSocialLinkResponse,
} from '@amplio/shared/schemas/social-accounts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import { createSocialAccountsService } from './social-accounts.service';
import { readInService } from '../../lib/route-schemas';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
};

export const socialAccountsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const accounts = createSocialAccountsService({ db, clock });
  const preHandler = requireRole('creator');

  app.get(
    '/api/creator/social-links',
    {
      preHandler,
      schema: {
        tags: ['creator profile'],
        summary: "The creator's social accounts and their metrics (spec 3 §3 “Social link”)",
        response: { 200: ZListSocialLinksResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return accounts.list({ userId: request.user!.id });
    },
  );

  app.get(
    '/api/creator/performance-trends',
    {
      preHandler,
      schema: {
        tags: ['creator profile'],
        summary: 'Performance Trends (spec 3 §2.2): views, likes and engagement % summed over the accounts, one point a day they changed',
        description:
          "Each time an account's metrics are set or changed, that day's snapshot is written with them. A day's point sums every account's latest snapshot up to that day; engagement = (Σ avg_likes + Σ avg_comments) / Σ followers × 100, two decimals (0 without followers). The last 365 days; older numbers are carried into the window's first day.",
        response: { 200: ZPerformanceTrendsResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return accounts.performanceTrends({ userId: request.user!.id });
    },
  );

  app.post(
    '/api/creator/social-links',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags: ['creator profile'],
        summary: 'Links one more account (one per platform) with its link and, optionally, its metrics',
        body: ZCreateSocialLinkRequest,
        response: { 201: ZUpdateSocialLinkResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.create({ userId: request.user!.id, body: request.body })),
  );

  app.put(
    '/api/creator/social-links/:id',
    {
      preHandler,
      validatorCompiler: readInService,
      schema: {
        tags: ['creator profile'],
        summary: "Replaces one account's link and metrics; metrics typed by the creator are marked self_reported",
        params: ZSocialLinkIdParams,
        body: ZUpdateSocialLinkRequest,
        response: { 200: ZUpdateSocialLinkResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = ZSocialLinkIdParams.parse(request.params);
      return accounts.update({ userId: request.user!.id, id, body: request.body });
    },
  );

  app.delete(
    '/api/creator/social-links/:id',
    {
      preHandler,
      schema: {
        tags: ['creator profile'],
        summary: 'Removes a linked account; 409 with the reason while a script for its platform is open',
        params: ZSocialLinkIdParams,
        response: { 200: ZRemoveSocialLinkResponse, ...errors },
      },
    },
    async (request) => accounts.remove({ userId: request.user!.id, id: request.params.id, actor: auditActorOf(request) }),
  );
};
