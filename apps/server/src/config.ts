import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PLAN_INR_MONTHLY } from '@amplio/shared/constants/billing';
import { CHECKOUT_EXPIRY_MINUTES } from '@amplio/shared/schemas/payments';
import { DEFAULT_AUTO_APPROVE_DAYS, DEFAULT_POST_LINK_GRACE_DAYS } from '@amplio/shared/schemas/review';
import { type StorageConfig, StorageConfigError, storageConfigFromEnv } from './lib/storage/storage-config';

/** A waiting time in days (more than 0, at most 60); a fraction gives a short window for a demo. */
const reviewWindowDays = (fallback: number) =>
  z.coerce.number().gt(0, 'must be more than 0 days').max(60, 'must be at most 60 days').default(fallback);

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().default('data'),
    STORAGE_DIR: z.string().optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Amplio <no-reply@amplio.local>'),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1000).default(1),
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
    GST_PERCENT: z.coerce.number().min(0).max(100).default(18),
    PLAN_PRICE_STARTER_INR: z.coerce.number().int().min(1).max(10_000_000).default(DEFAULT_PLAN_INR_MONTHLY.starter),
    PLAN_PRICE_GROWTH_INR: z.coerce.number().int().min(1).max(10_000_000).default(DEFAULT_PLAN_INR_MONTHLY.growth),
    PAYMENT_PROVIDER: z.enum(['sandbox']).optional(),
    PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SANDBOX_DUPLICATE_WEBHOOKS: z.enum(['true', 'false']).default('false'),
    REVIEW_AUTO_APPROVE_DAYS: reviewWindowDays(DEFAULT_AUTO_APPROVE_DAYS),
    POST_LINK_GRACE_DAYS: reviewWindowDays(DEFAULT_POST_LINK_GRACE_DAYS),
    SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(4000),
    DEV_MAILBOX: z.enum(['loopback', 'public'], { error: 'must be loopback or public' }).default('loopback'),
    CHECKOUT_EXPIRY_MINUTES: z.coerce.number().min(0.05).max(1440).default(CHECKOUT_EXPIRY_MINUTES),
    CREATOR_SEARCH_FACETS_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.APP_SECRET, {
    message: 'APP_SECRET is required when NODE_ENV=production',
    path: ['APP_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.PAYMENT_PROVIDER || env.PAYMENT_WEBHOOK_SECRET, {
    message: 'PAYMENT_WEBHOOK_SECRET is required when NODE_ENV=production and PAYMENT_PROVIDER is set',
    path: ['PAYMENT_WEBHOOK_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.DEV_MAILBOX !== 'public', {
    message: 'public cannot be used when NODE_ENV=production: the dev mailbox and demo hints are off in production',
    path: ['DEV_MAILBOX'],
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  dbDir: string;
  storageDir: string;
  /** The local folder (storageDir), or an S3 bucket when STORAGE_URL or S3_BUCKET is set. */
  storage: StorageConfig;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appSecret: string;
  logLevel: string;
  trustProxy: boolean;
  /** Multiplies every throttle's allowance; the browser-test server raises it because all its traffic shares one address. */
  rateLimitScale: number;
  /** The dev mailbox (/dev/mailbox) stores and shows every mail; off in production. */
  devMailbox: boolean;
  demoMode: boolean;
  /**
   * Who may read the dev mailbox and the demo hints when they are on: 'loopback' (the default) serves only requests
   * from this machine, so a server on HOST=0.0.0.0 shows nobody else's codes; 'public' (DEV_MAILBOX=public) serves
   * anyone who can reach the server.
   */
  devMailboxAccess: 'loopback' | 'public';
  payments: PaymentsConfig;
  /** Monthly rupee prices of the plans before GST (issue 26 §2), shown beside the spec's dollar prices. */
  planPricesInr: { starter: number; growth: number };
  /** Days a brand has to decide on a submission In Review before it is approved (or completed) for them; may be fractional. */
  reviewAutoApproveDays: number;
  /**
   * Days a creator has, once the campaign has ended, to send the post link (or a new video after a rejection) before
   * the script closes and its money goes back to the brand; may be fractional.
   */
  postLinkGraceDays: number;
  /**
   * How long a node reuses one search's facet counts (0: never). 5 s by default; 0 under NODE_ENV=test, where a test
   * that adds a creator and searches again must see the new counts at once.
   */
  creatorSearchFacetsTtlMs: number;
}

export interface PaymentsConfig {
  /** null: payments are off (production without a provider). The sandbox is the default everywhere else. */
  provider: 'sandbox' | null;
  /** Signs and verifies the provider's webhooks. */
  webhookSecret: string;
  platformFeePercent: number;
  gstPercent: number;
  /** The sandbox delivers each webhook twice, to show the app dedupes them. */
  sandboxDuplicateWebhooks: boolean;
  /** How long after a payout is sent the sandbox delivers its outcome (payout.processed or payout.failed). */
  sandboxPayoutDelayMs: number;
  /** How long a checkout stays open before it expires and is cancelled at the provider (default 30; fractions for demos). */
  checkoutExpiryMinutes: number;
}

export class ConfigError extends Error {}

/** Reads a secret kept in the data folder so local sessions survive restarts; production must set it. */
function localSecret(dataDir: string, name = '.app-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as in most deploy tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === 'production';
  const storageDir = resolve(env.STORAGE_DIR ?? join(env.DATA_DIR, 'uploads'));
  let storage: StorageConfig;
  try {
    storage = storageConfigFromEnv(cleaned, storageDir);
  } catch (err) {
    if (!(err instanceof StorageConfigError)) throw err;
    throw new ConfigError(`Invalid configuration:\n  ${err.variable}: ${err.message}`);
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    dbDir: join(dataDir, 'db'),
    storageDir,
    storage,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    appSecret: env.APP_SECRET ?? localSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimitScale: env.RATE_LIMIT_SCALE,
    devMailbox: !isProduction,
    demoMode: !isProduction,
    devMailboxAccess: env.DEV_MAILBOX,
    payments: {
      provider: env.PAYMENT_PROVIDER ?? (isProduction ? null : 'sandbox'),
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? localSecret(dataDir, '.payment-webhook-secret'),
      platformFeePercent: env.PLATFORM_FEE_PERCENT,
      gstPercent: env.GST_PERCENT,
      sandboxDuplicateWebhooks: env.SANDBOX_DUPLICATE_WEBHOOKS === 'true',
      sandboxPayoutDelayMs: env.SANDBOX_PAYOUT_DELAY_MS,
      checkoutExpiryMinutes: env.CHECKOUT_EXPIRY_MINUTES,
    },
    planPricesInr: { starter: env.PLAN_PRICE_STARTER_INR, growth: env.PLAN_PRICE_GROWTH_INR },
    reviewAutoApproveDays: env.REVIEW_AUTO_APPROVE_DAYS,
    postLinkGraceDays: env.POST_LINK_GRACE_DAYS,
    creatorSearchFacetsTtlMs: env.CREATOR_SEARCH_FACETS_TTL_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000),
  };
}
