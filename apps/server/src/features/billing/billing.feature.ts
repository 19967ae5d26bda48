import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { BILLING_JOBS, type TrialJobData } from './billing-jobs';
import { billingRoutes } from './billing.routes';
import { type BillingService, type BillingServiceDeps, createBillingService } from './billing.service';

/** Builds the billing service (the trial, the plan limits); registers its jobs and routes in `register`. */
export function createBilling(deps: BillingServiceDeps & { jobs: JobQueue }) {
  const billing = createBillingService(deps);
  return {
    billing,
    async register(app: FastifyInstance) {
      await registerBillingJobs(deps.jobs, billing);
      await app.register(billingRoutes, { billing });
    },
  };
}

export async function registerBillingJobs(jobs: JobQueue, billing: BillingService) {
  await jobs.work<TrialJobData>(BILLING_JOBS.reminder3, async (job) => billing.remindTrial({ data: job.data, daysLeft: 3 }));
  await jobs.work<TrialJobData>(BILLING_JOBS.reminder1, async (job) => billing.remindTrial({ data: job.data, daysLeft: 1 }));
  await jobs.work<TrialJobData>(BILLING_JOBS.trialEnd, async (job) => billing.endTrial({ data: job.data }));
}
