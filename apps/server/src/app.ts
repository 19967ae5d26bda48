import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './app-deps';
import { type Clock, systemClock } from './lib/clock';
import { frameworkErrors, registerErrorHandler, registerJsonNotFound } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { createRequestIds } from './plugins/request-id';
import { registerDocs } from './plugins/docs';
import { registerSpa } from './plugins/spa';
import { createRateLimiter } from './lib/rate-limit/rate-limiter';
import { createMemoryCounterStore } from './lib/rate-limit/memory-store';
import { createRedisCounterStore } from './lib/rate-limit/redis-store';
import sessionPlugin from './plugins/session';
import { createRedisForgetChannel, createSessionCache } from './plugins/session-cache';
import { registerMultipart } from './plugins/multipart';
import { createStorage } from './lib/storage/create-storage';
import { storageOrigin } from './lib/storage/storage-config';
import type { Storage } from './lib/storage/storage';
import { filesRoutes } from './features/files/files.routes';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { registerMailer } from './plugins/mailer';
import { devMailboxRoutes } from './features/mail/dev-mailbox.routes';
import { createVerificationService } from './features/verification/verification.service';
import { brandRegistrationRoutes } from './features/brand-registration/brand-registration.routes';
import { creatorRegistrationRoutes } from './features/creator-registration/creator-registration.routes';
import { emailVerificationRoutes } from './features/verification/email-verification.routes';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { demoHintsRoutes } from './features/auth/demo-hints.routes';
import { brandProfilesRoutes } from './features/brand-profiles/brand-profiles.routes';
import { creatorProfileRoutes } from './features/creator-profile/creator-profile.routes';
import { socialAccountsRoutes } from './features/social-accounts/social-accounts.routes';
import { payoutMethodsRoutes } from './features/payout-methods/payout-methods.routes';
import { brandCompanyRoutes } from './features/brand-profiles/brand-company.routes';
import { createEntryServices } from './services';
import { createBilling } from './features/billing/billing.feature';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { createNewsletterService } from './features/newsletter/newsletter.service';
import { registerOrphanUploadSweep } from './features/files/orphan-upload-sweeper';
import { createLedgerService } from './features/ledger/ledger.service';
import { registerPayments } from './features/payments/payments.feature';
import { registerSubscriptions } from './features/billing/subscriptions.feature';
import type { PaymentsService } from './features/payments/payments.service';
import { registerCampaigns } from './features/campaigns/campaigns.feature';
import { registerCollaborations } from './features/collaborations/collaborations.feature';
import type { CollaborationsService } from './features/collaborations/collaborations.service';
import { registerCreatorLists } from './features/creator-lists/creator-lists.feature';
import { registerRatings } from './features/ratings/ratings.feature';
import { registerCreatorSearch } from './features/creator-search/creator-search.feature';
import { registerDiscovery } from './features/discovery/discovery.feature';
import { registerScripts } from './features/scripts/scripts.feature';
import { registerContentUploads } from './features/content-uploads/content-uploads.feature';
import type { CampaignsService } from './features/campaigns/campaigns.service';
import { createJobQueue, type JobQueueRuntime } from './lib/jobs/pg-boss-queue';
import { registerReview } from './features/review/review.feature';
import { registerPostMetrics } from './features/post-metrics/post-metrics.feature';
import type { ReviewService } from './features/review/review.service';
import { registerAlerts } from './features/alerts/alerts.feature';
import { registerWallet } from './features/wallet/wallet.feature';
import { registerSalesLeads } from './features/sales-leads/sales-leads.feature';
import { registerReconciliation } from './features/reconciliation/reconciliation.feature';
import type { ReconciliationService } from './features/reconciliation/reconciliation.service';
import { registerPayouts } from './features/payouts/payouts.feature';
import { registerEvents } from './features/events/events.feature';
import { registerNotifications } from './features/notifications/notifications.feature';
import { registerConversations } from './features/conversations/conversations.feature';
import { attentionRoutes } from './features/attention/attention.routes';
import { registerAccount } from './features/account/account.feature';
import { registerInvoices } from './features/invoices/invoices.feature';
import { registerTrackedLinks } from './features/tracked-links/tracked-links.feature';
import type { TrackedLinksService } from './features/tracked-links/tracked-links.service';
import { registerCampaignReports } from './features/campaign-reports/campaign-reports.feature';
import { registerVideoProcessing } from './features/video-processing/video-processing.feature';
import { registerSubmissionComments } from './features/submission-comments/submission-comments.feature';
import { type VideoProcessingConfig, videoProcessingConfigFromEnv } from './features/video-processing/video-processing.config';
import type { VideoProcessingService } from './features/video-processing/video-processing.service';

export interface BuildAppInput {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  webDistDir?: string;
  logger?: boolean | object;
  /**
   * Run the job queue's workers, cron clock and maintenance (default true). Tests leave it off and run what is
   * queued with the test app's runJobs()/drainMail().
   */
  startBackgroundWork?: boolean;
  /** @deprecated The old name of startBackgroundWork. */
  startMailWorker?: boolean;
  /** How long a shutdown waits for running jobs (default 10 s). */
  shutdownGraceMs?: number;
  /** Defaults to config.storage: a local folder, or an S3 bucket. */
  storage?: Storage;
  /** Registered after the feature routes, with the same deps; tests use it to mount helper routes. */
  extraRoutes?: FastifyPluginAsync<AppDeps>;
  /** Video processing (decision 050): settings from the environment by default; `available: false` acts as if ffmpeg were missing. */
  videoProcessing?: { config?: VideoProcessingConfig; available?: boolean };
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The longest path parameter the router takes (ids are 36); longer answers 414 (lib/openapi/route-docs.ts declares it). */
export const MAX_PARAM_LENGTH = 200;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue; features get it through AppDeps, tests and the server through the instance. */
    jobs: JobQueueRuntime;
    /** Funding, webhooks and refunds; tests reach it here, features through their deps. */
    payments: PaymentsService;
    /** Campaigns: tests run its scheduled work (runSchedule, sweepDue) through it. */
    campaigns: CampaignsService;
    /** The hourly reconciliation of the books; tests run it through it. */
    reconciliation: ReconciliationService;
    /** Tracked links (issue 27 §2); tests flush its click counter through it. */
    trackedLinks: TrackedLinksService;
    /** Video processing: the server prints `unavailableReason` at start; tests run its job through it. */
    videos: VideoProcessingService & { unavailableReason: string | null };
  }
}

export async function buildApp(input: BuildAppInput): Promise<FastifyInstance> {
  const { config, database } = input;
  const clock = input.clock ?? systemClock;
  const app = Fastify({
    logger: input.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: createRequestIds(),
    requestIdHeader: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurity(app, { production: config.isProduction, fileOrigin: storageOrigin(config.storage) });
  await app.register(cookie);
  await registerDocs(app);
  await registerMultipart(app);
  // Each node keeps recently used sessions for a few seconds; with Redis, every node drops one the moment it ends anywhere.
  const sessionCache = createSessionCache({
    clock,
    channel: config.redisUrl ? await createRedisForgetChannel({ url: config.redisUrl, logger: app.log }) : undefined,
    logger: app.log,
  });
  app.addHook('onClose', () => sessionCache.close());
  await app.register(sessionPlugin, {
    db: database.db,
    clock,
    secret: config.appSecret,
    secureCookies: config.isProduction,
    cache: sessionCache,
  });

  const counters = config.redisUrl
    ? await createRedisCounterStore({ url: config.redisUrl, logger: app.log })
    : createMemoryCounterStore({ clock });
  app.addHook('onClose', async () => counters.close?.());
  const limiter = createRateLimiter({ store: counters, clock, scale: config.rateLimitScale });
  const storage = input.storage ?? createStorage({ config: config.storage, logger: app.log });
  app.addHook('onClose', async () => storage.close?.());
  const background = (input.startBackgroundWork ?? input.startMailWorker) !== false;
  const jobs = await createJobQueue({ database, logger: app.log, background, shutdownGraceMs: input.shutdownGraceMs });
  app.decorate('jobs', jobs);
  // Workers start once every feature has registered its handlers; on close they stop taking jobs and let the
  // running ones finish within the grace period.
  if (background) app.addHook('onReady', () => jobs.startWorkers());
  app.addHook('onClose', () => jobs.stop());
  const mail = await registerMailer(app, { config, db: database.db, clock, jobs });
  await registerOrphanUploadSweep(jobs, { db: database.db, storage, clock, logger: app.log });
  const verification = createVerificationService({ db: database.db, clock, secret: config.appSecret });
  const deps: AppDeps = { config, database, db: database.db, clock, limiter, storage, mail, jobs, verification, sessions: sessionCache };
  await app.register(healthRoutes, {
    queueHealth: () => jobs.health(),
    probes: { database: () => database.ping(), redis: counters.ping, storage: storage.ping?.bind(storage) },
  });
  // Billing starts a brand's trial inside its e-mail verification, and guards the plan's campaign limit for campaigns.
  const billing = createBilling({
    db: database.db,
    clock,
    jobs,
    mail,
    appUrl: config.appUrl,
    planPricesInr: config.planPricesInr,
    gstPercent: config.payments.gstPercent,
  });
  await billing.register(app);
  const entry = createEntryServices(deps, { onBrandVerified: (input) => billing.billing.startTrial(input) });
  await app.register(authRoutes, { ...deps, emailVerification: entry.emailVerification });
  await app.register(brandRegistrationRoutes, { registration: entry.brandRegistration, limiter });
  await app.register(creatorRegistrationRoutes, { registration: entry.creatorRegistration, db: database.db, storage, limiter });
  await app.register(emailVerificationRoutes, { emailVerification: entry.emailVerification, limiter });
  await app.register(passwordResetRoutes, { passwordReset: entry.passwordReset, limiter });
  await app.register(demoHintsRoutes, { demoMode: config.demoMode, access: config.devMailboxAccess });
  await app.register(brandProfilesRoutes, deps);
  await app.register(creatorProfileRoutes, deps);
  await app.register(socialAccountsRoutes, deps);
  await app.register(payoutMethodsRoutes, deps);
  await app.register(brandCompanyRoutes, deps);
  await app.register(newsletterRoutes, {
    newsletter: createNewsletterService({ db: database.db, clock, mail, secret: config.appSecret, appUrl: config.appUrl }),
    limiter,
  });
  // Live events and notifications come first: the features below write to them inside their own transactions.
  await registerEvents(app, { database, clock, jobs, sessions: sessionCache });
  const notifications = await registerNotifications(app, {
    db: database.db,
    clock,
    jobs,
    mail,
    secret: config.appSecret,
    appUrl: config.appUrl,
  });
  const ledger = createLedgerService({ db: database.db, clock });
  const invoices = await registerInvoices(app, { db: database.db });
  // Payments calls the campaigns feature back inside each capture (publishing the campaign); campaigns calls payments.
  let campaigns: CampaignsService | undefined;
  const payments = await registerPayments(app, {
    config: config.payments,
    db: database.db,
    clock,
    jobs,
    ledger,
    mail,
    appUrl: config.appUrl,
    mailer: notifications.mailer,
    credits: invoices,
    // The tax invoice for the fee and GST comes last: its series counter is the last lock of a capture (money-locks).
    onFundingCaptured: async (hook) => {
      await campaigns!.onFundingCaptured(hook);
      await invoices.issueForFunding({ tx: hook.tx, funding: hook.funding, at: hook.funding.capturedAt ?? clock.now() });
    },
  });
  app.decorate('payments', payments);
  // Plan subscriptions take the webhooks of their charges from payments, book through the ledger, invoice (decision 045).
  await registerSubscriptions(app, {
    db: database.db,
    clock,
    jobs,
    mail,
    appUrl: config.appUrl,
    pricing: { planPricesInr: config.planPricesInr, gstPercent: config.payments.gstPercent },
    ledger,
    invoices,
    billing: billing.billing,
    payments,
    paymentsConfig: config.payments,
  });
  // The review closes a completing campaign's inactive scripts, and schedules auto-approval on each submission; it is
  // built after the features that call it, so they reach it through these late-bound hooks.
  let review: ReviewService | undefined;
  campaigns = await registerCampaigns(app, {
    billing: billing.billing,
    db: database.db,
    clock,
    storage,
    jobs,
    ledger,
    payments,
    // Lock order campaign → collaboration → script: live offers close before the idle scripts do.
    onCompleting: async (hook) => {
      await collaborations!.closeForEndedCampaign(hook);
      await review!.closeInactiveScripts(hook);
    },
  });
  app.decorate('campaigns', campaigns);
  const ratings = await registerRatings(app, { db: database.db, clock });
  // Discovery asks which campaigns a creator is invited to; the collaborations feature is built after it.
  let collaborations: CollaborationsService | undefined;
  const discovery = await registerDiscovery(app, {
    db: database.db,
    clock,
    campaigns,
    invitedTo: (input) => collaborations!.invitedTo(input),
    requirements: {
      creatorFacts: (input) => collaborations!.creatorFacts(input),
      unmetRequirementOf: (input) => collaborations!.unmetRequirementOf(input),
    },
    brandReliability: (ids) => ratings.brandReliability(ids),
  });
  const creatorSearch = await registerCreatorSearch(app, {
    db: database.db,
    clock,
    facetsTtlMs: config.creatorSearchFacetsTtlMs,
    ratingsOf: (creatorIds) => ratings.summaries({ rateeIds: creatorIds, fromSide: 'brand' }),
  });
  const creatorLists = await registerCreatorLists(app, { db: database.db, clock, creators: creatorSearch.profiles });
  collaborations = await registerCollaborations(app, {
    db: database.db,
    clock,
    jobs,
    mail,
    ledger,
    appUrl: config.appUrl,
    listMembers: async (input) => (await creatorLists.details(input)).creator_ids,
    refundUnreservedEscrow: payments.refundUnreservedEscrow,
    secret: config.appSecret,
    tellBrand: notifications.noticeBrandOfCollaboration,
  });
  app.decorate('collaborations', collaborations);
  app.decorate(
    'scripts',
    await registerScripts(app, {
      db: database.db,
      clock,
      ledger,
      collaborations,
      // Issue 28 §1: a script sent for approval waits for the brand like a video, and the brand hears of it alike.
      scheduleAutoDecision: async (input) => {
        const decidesAt = await review!.scheduleAutoDecision(input);
        await notifications.noticeBrandOfSubmission({ ...input, decidesAt });
        return decidesAt;
      },
    }),
  );
  const videos = await registerVideoProcessing(app, {
    db: database.db,
    clock,
    storage,
    jobs,
    config: input.videoProcessing?.config ?? videoProcessingConfigFromEnv(process.env),
    available: input.videoProcessing?.available,
  });
  app.decorate('videos', videos);
  const contentUploads = await registerContentUploads(app, {
    db: database.db,
    clock,
    storage,
    afterVideoUpload: videos.onVideoUploaded,
    // The brand hears of each submission in the transaction that records it, with when Amplio decides for it.
    scheduleAutoDecision: async (input) => {
      const decidesAt = await review!.scheduleAutoDecision(input);
      await notifications.noticeBrandOfSubmission({ ...input, decidesAt });
      return decidesAt;
    },
  });
  review = await registerReview(app, {
    config,
    db: database.db,
    clock,
    jobs,
    mail,
    ledger,
    refundUnreservedEscrow: payments.refundUnreservedEscrow,
  });
  // Issue 28 §3: feedback pinned to the second on each version of a submission's video.
  const submissionComments = await registerSubmissionComments(app, { db: database.db, clock });
  const postMetrics = await registerPostMetrics(app, { db: database.db, clock, jobs, storage, mail, mailer: notifications.mailer });
  await registerAlerts(app, { db: database.db, clock });
  await app.register(attentionRoutes, { db: database.db, clock });
  const conversations = await registerConversations(app, {
    db: database.db,
    clock,
    jobs,
    limiter,
    storage,
    mail,
    mailer: notifications.mailer,
    assertCampaignVisible: discovery.assertVisible,
  });
  await registerWallet(app, { db: database.db, clock, jobs, ledger });
  await registerSalesLeads(app, { db: database.db, clock, limiter });
  await registerPayouts(app, { ...deps, ledger, payments });
  await registerAccount(app, { ...deps, ledger, sessions: sessionCache });
  // Issue 27: creators' tracked links (/r/{code}, clicks batched in memory) and the campaign results they feed.
  const trackedLinks = await registerTrackedLinks(app, { db: database.db, clock, appUrl: config.appUrl });
  app.decorate('trackedLinks', trackedLinks);
  await registerCampaignReports(app, { db: database.db, clock, links: trackedLinks, ledger });
  app.decorate(
    'reconciliation',
    await registerReconciliation(app, {
      db: database.db,
      clock,
      jobs,
      ledger,
      mail,
      appUrl: config.appUrl,
      expireOverdueCheckouts: payments.expireOverdueCheckouts,
    }),
  );
  await app.register(devMailboxRoutes, deps);
  await app.register(filesRoutes, {
    ...deps,
    readPolicies: [
      discovery.coverReadPolicy,
      discovery.brandLogoReadPolicy,
      contentUploads.videoReadPolicy,
      postMetrics.proofReadPolicy,
      videos.outputReadPolicy,
      submissionComments.versionReadPolicy,
      creatorSearch.search.profilePhotoReadPolicy,
      creatorSearch.portfolio.videoReadPolicy,
      conversations.attachmentReadPolicy,
    ],
  });
  if (input.extraRoutes) await app.register(input.extraRoutes, deps);

  if (input.webDistDir) await registerSpa(app, { distDir: input.webDistDir });
  else registerJsonNotFound(app);
  return app;
}
