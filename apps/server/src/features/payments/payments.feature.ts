import type { NotificationMailer } from '../notifications/notification-mail';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerIdempotencyPurge } from '../../lib/idempotency/idempotency-purge';
import type { JobQueueRuntime } from '../../lib/jobs/pg-boss-queue';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { createOpsRefundsService } from './ops-refunds.service';
import { opsRefundsRoutes } from './ops-refunds.routes';
import { opsSuspenseRoutes } from './ops-suspense.routes';
import { createOpsSuspenseService } from './ops-suspense.service';
import { type PaymentProvider, providerOrUnavailable } from './payment-provider';
import { PAYMENT_JOBS, REFUND_RETRY_LIMIT } from './payment-jobs';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService, type FundingCapturedHook, type PaymentsService, type PaymentsServiceDeps } from './payments.service';
import { createSandboxRecurring } from './sandbox/sandbox-mandates';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { sandboxRoutes } from './sandbox/sandbox.routes';

/** The configured provider, or null when payments are off. A Razorpay adapter would be chosen here. */
export function createPaymentProvider(
  config: PaymentsConfig,
  runtime?: { db: Db; jobs: Pick<JobQueueRuntime, 'send'>; clock: Clock },
): PaymentProvider | null {
  if (config.provider !== 'sandbox') return null;
  const recurring = runtime && createSandboxRecurring({ ...runtime, duplicate: config.sandboxDuplicateWebhooks });
  return createSandboxProvider({ webhookSecret: config.webhookSecret, ...(recurring ? { recurring } : {}) });
}

/**
 * Builds the payments service, registers its jobs (refunds, sandbox webhooks, the hourly purge of old
 * Idempotency-Key answers) and routes (API, webhook, sandbox pages, the operator console's refunds), and returns it.
 */
export async function registerPayments(
  app: FastifyInstance,
  deps: {
    config: PaymentsConfig;
    db: Db;
    clock: Clock;
    jobs: JobQueueRuntime;
    ledger: LedgerService;
    provider?: PaymentProvider | null;
    /** The campaigns feature's hook, run inside each capture's transaction. */
    onFundingCaptured?: FundingCapturedHook;
    /** Tells brands about payments refunded in full or held. */
    mail?: MailService;
    appUrl?: string;
    /** Puts those notices in the bell too, and has their e-mail follow the brand's preferences. */
    mailer?: NotificationMailer;
    /** The invoices feature: escrow refunds return the fee and GST on them, with a credit note (decision 047). */
    credits?: PaymentsServiceDeps['credits'];
  },
): Promise<PaymentsService> {
  const { config, db, clock, jobs, ledger } = deps;
  const provider = deps.provider === undefined ? createPaymentProvider(config, { db, jobs, clock }) : deps.provider;
  const payments = createPaymentsService({
    db,
    clock,
    ledger,
    provider,
    jobs,
    config,
    mail: deps.mail,
    appUrl: deps.appUrl,
    mailer: deps.mailer,
    onFundingCaptured: deps.onFundingCaptured,
    credits: deps.credits,
  });
  await jobs.work<{ fundingId: string }>(PAYMENT_JOBS.checkoutExpire, (job) => payments.expireFunding(job.data));
  await jobs.work<{ fundingId: string }>(PAYMENT_JOBS.checkoutCancel, (job) => payments.cancelCheckoutAtProvider(job.data));
  if (provider) {
    await jobs.work<{ refundId: string }>(PAYMENT_JOBS.refundFailed, (job) => payments.giveUpRefund(job.data));
    await jobs.work<{ refundId: string }>(PAYMENT_JOBS.refund, (job) => payments.sendRefund(job.data), {
      retryLimit: REFUND_RETRY_LIMIT,
      deadLetter: PAYMENT_JOBS.refundFailed,
    });
  }
  await registerIdempotencyPurge(jobs, { db, clock });
  await app.register(paymentsRoutes, { payments });
  await app.register(sandboxRoutes, { payments, jobs, clock, config });
  const refunds = createOpsRefundsService({
    db,
    clock,
    jobs,
    requireProvider: () => providerOrUnavailable(provider),
    confirmRefund: payments.confirmRefund,
  });
  await app.register(opsRefundsRoutes, { refunds, db, clock });
  const suspense = createOpsSuspenseService({
    db,
    clock,
    ledger,
    refunds: payments,
    notices: payments.notices,
    onFundingCaptured: deps.onFundingCaptured,
  });
  await app.register(opsSuspenseRoutes, { suspense, db, clock });
  return payments;
}
