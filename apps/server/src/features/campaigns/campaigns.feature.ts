import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Storage } from '../../lib/storage/storage';
import { createBrandProfilesService } from '../brand-profiles/brand-profiles.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { PaymentsService } from '../payments/payments.service';
import { registerCampaignJobs } from './campaign-jobs';
import { campaignsRoutes } from './campaigns.routes';
import { type CampaignsService, type CampaignsServiceDeps, createCampaignsService } from './campaigns.service';

/** Builds the campaigns service, registers its jobs (start, end, sweep) and routes, and returns it. */
export async function registerCampaigns(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    storage: Storage;
    jobs: JobQueue;
    ledger: LedgerService;
    payments: PaymentsService;
    billing: CampaignsServiceDeps['billing'];
    onCompleting?: CampaignsServiceDeps['onCompleting'];
  },
): Promise<CampaignsService> {
  const brands = createBrandProfilesService(deps);
  const campaigns = createCampaignsService({ ...deps, brands });
  await registerCampaignJobs(deps.jobs, campaigns);
  await app.register(campaignsRoutes, { campaigns, db: deps.db, storage: deps.storage, clock: deps.clock });
  return campaigns;
}
