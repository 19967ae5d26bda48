import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE_MAX,
  REPORT_SORT_KEYS,
  ZCampaignReportResponse,
  ZCreatorResultsResponse,
  ZReportSummaryResponse,
} from '@amplio/shared/schemas/campaign-reports';
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
        description: [
          'Totals, series and sources cover every creator; `creators` is one page of the per-creator table, sorted by the server,',
          'and `creators_page` says which: `{ page, per_page, total, sort, order }`.',
          `Query (all optional): \`sort\` (${REPORT_SORT_KEYS.join(', ')}; default views), \`order\` (asc or desc; default desc, asc for name),`,
          `\`page\` (1-based, default 1; a page past the end has no rows), \`per_page\` (1 to ${REPORT_PAGE_SIZE_MAX}, default ${REPORT_PAGE_SIZE}).`,
          'Unknown values sort last in either order, then by name. A wrong value answers 400 with a message naming it.',
          'The CSV (`/report.csv`) has every row.',
        ].join(' '),
        params: ZCampaignIdParams,
        response: { 200: ZCampaignReportResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reports.report({ userId: request.user!.id, campaignId: request.params.id, query: request.query }),
    }),
  );

  app.get(
    '/api/brands/campaigns/:id/report.csv',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'The per-creator table as CSV, every row (text/csv, a download); 401, 403, 404 as JSON',
        params: ZCampaignIdParams,
      },
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
