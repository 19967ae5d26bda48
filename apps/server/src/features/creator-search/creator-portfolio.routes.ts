import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { PORTFOLIO_MESSAGES, ZCreatorPortfolioResponse, ZUpdatePortfolioRequest } from '@amplio/shared/schemas/creator-portfolio';
import type { Clock } from '../../lib/clock';
import { readInService } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import type { CreatorPortfolioService } from './creator-portfolio.service';

const PATH = '/api/creator/brand-view/portfolio';

/** The creator's portfolio editor, beside their other brand-view settings (issue 23 §2). */
export const creatorPortfolioRoutes: FastifyPluginAsyncZod<{ portfolio: CreatorPortfolioService; clock: Clock }> = async (
  app,
  { portfolio, clock },
) => {
  app.get(
    PATH,
    {
      preHandler: requireRole('creator'),
      schema: {
        tags: ['creator search'],
        summary: 'The work the creator shows brands, in order, and every completed video they could pick',
        response: { 200: ZCreatorPortfolioResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await portfolio.editorOf({ userId: request.user!.id }) };
    },
  );

  app.put(
    PATH,
    {
      preHandler: requireRole('creator'),
      validatorCompiler: readInService,
      schema: {
        tags: ['creator search'],
        summary: 'Replaces the portfolio: up to 12 completed videos and up to 12 https links, in the order given',
        body: ZUpdatePortfolioRequest,
        response: {
          200: ZCreatorPortfolioResponse,
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
      message: PORTFOLIO_MESSAGES.saved,
      data: await portfolio.save({ userId: request.user!.id, body: request.body, now: clock.now() }),
    }),
  );
};
