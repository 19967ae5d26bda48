import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZCampaignReportResponse, ZCreatorResultsResponse, ZReportSummaryResponse } from '@amplio/shared/schemas/campaign-reports';
import { ZCampaignIdParams } from '@amplio/shared/schemas/campaigns';
import { requireRole } from '../../plugins/auth-guards';
import type { CampaignReportsService } from './campaign-reports.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['campaign-reports'];

export const campaignReportsRoutes: FastifyPluginAsyncZod<{ reports: CampaignReportsService }> = async (app, { reports }) => {
  const brandOnly = requireRole('brand');
  const creatorOnly = requireRole('creator');

  app.get(
    '/api/brands/campaigns/:id/report',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: "A campaign's results: spend from the ledger, post numbers from the creators' reports, tracked clicks; null where unknown",
        params: ZCampaignIdParams,
        response: { 200: ZCampaignReportResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reports.report({ userId: request.user!.id, campaignId: request.params.id }),
    }),
  );

  app.get(
    '/api/brands/campaigns/:id/report.csv',
    {
      preValidation: brandOnly,
      schema: { tags, summary: 'The per-creator table as CSV (text/csv, a download); 401, 403, 404 as JSON', params: ZCampaignIdParams },
    },
    async (request, reply) => {
      const file = await reports.csv({ userId: request.user!.id, campaignId: request.params.id });
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .type('text/csv; charset=utf-8')
        .send(file.body);
    },
  );

  app.get(
    '/api/brands/reports/summary',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: "The brand's published campaigns added up (spend, reach, clicks): the dashboard's results card",
        response: { 200: ZReportSummaryResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await reports.summary({ userId: request.user!.id }) }),
  );

  app.get(
    '/api/creator/results',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: "The creator's own results per collaboration and in total, with each tracked link to share",
        response: { 200: ZCreatorResultsResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await reports.creatorResults({ creatorId: request.user!.id }) }),
  );
};
