import type { FastifyInstance } from 'fastify';
import { campaignReportsRoutes } from './campaign-reports.routes';
import { type CampaignReportsService, createCampaignReportsService } from './campaign-reports.service';

type CampaignReportsDeps = Parameters<typeof createCampaignReportsService>[0];

/** Builds the campaign reports and registers their routes (the brand's report, CSV and summary; the creator's results). */
export async function registerCampaignReports(app: FastifyInstance, deps: CampaignReportsDeps): Promise<CampaignReportsService> {
  const reports = createCampaignReportsService(deps);
  await app.register(campaignReportsRoutes, { reports });
  return reports;
}
