import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { PaymentsService } from '../payments/payments.service';
import { sandboxMandateRoutes } from '../payments/sandbox/sandbox-mandate.routes';
import { type ChargeJobData, type PeriodJobData, type RetryJobData, SUBSCRIPTION_JOBS } from './subscription-jobs';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService, type SubscriptionsServiceDeps } from './subscriptions.service';

/**
 * Builds the subscriptions service (issue 26 §2), takes the payments webhooks of its charges, and registers its jobs,
 * routes and the sandbox's recurring pages. Built after payments, invoices and billing.
 */
export async function registerSubscriptions(
  app: FastifyInstance,
  deps: Omit<SubscriptionsServiceDeps, 'provider' | 'jobs'> & { jobs: JobQueue; payments: PaymentsService; paymentsConfig: PaymentsConfig },
) {
  const { payments, jobs } = deps;
  const subscriptions = createSubscriptionsService({ ...deps, provider: () => payments.provider });
  payments.onSubscriptionEvents(subscriptions.onPaymentEvent);
  await jobs.work<PeriodJobData>(SUBSCRIPTION_JOBS.preDebit, (job) => subscriptions.preDebit(job.data));
  await jobs.work<PeriodJobData>(SUBSCRIPTION_JOBS.renew, (job) => subscriptions.renew(job.data));
  await jobs.work<RetryJobData>(SUBSCRIPTION_JOBS.retry, (job) => subscriptions.retry(job.data));
  await jobs.work<ChargeJobData>(SUBSCRIPTION_JOBS.charge, (job) => subscriptions.chargeAtProvider(job.data));
  await app.register(subscriptionsRoutes, { subscriptions });
  await app.register(sandboxMandateRoutes, {
    db: deps.db,
    jobs,
    clock: deps.clock,
    config: deps.paymentsConfig,
    ownCharge: subscriptions.ownCharge,
    mandateOf: subscriptions.mandateOf,
  });
  return subscriptions;
}
