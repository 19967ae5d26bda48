import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TrackedLinksService } from '../tracked-links/tracked-links.service';
import { campaignReportsRoutes } from './campaign-reports.routes';
import { type CampaignReportsService, createCampaignReportsService } from './campaign-reports.service';

/** Builds the campaign reports and registers their routes (the brand's report, CSV and summary; the creator's results). */
export async function registerCampaignReports(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; links: TrackedLinksService },
): Promise<CampaignReportsService> {
  const reports = createCampaignReportsService(deps);
  await app.register(campaignReportsRoutes, { reports });
  return reports;
}
