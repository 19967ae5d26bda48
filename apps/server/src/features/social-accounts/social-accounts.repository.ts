import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  type MetricSources,
  SOCIAL_METRIC_FIELDS,
  SOCIAL_METRICS_SOURCE_TRUST,
  type SocialMetricsSource,
} from '@amplio/shared/constants/social-metrics';
import type { DbOrTx } from '../../db/client';
import { type SocialAccountRow, type SocialMetricSnapshotRow, scripts, socialAccounts, socialMetricSnapshots } from '../../db/schema/index';
import { preparedOnce } from '../../lib/prepared-once';

const socialAccountsOf = preparedOnce((db) =>
  db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, sql.placeholder('userId')))
    .prepare('amplio_social_accounts_of'),
);

/** The creator's accounts: discovery prices every page with them, so the query is prepared. */
export function listSocialAccounts(db: DbOrTx, userId: string): Promise<SocialAccountRow[]> {
  return socialAccountsOf(db).execute({ userId });
}

export async function findSocialAccount(db: DbOrTx, input: { id: string; userId: string }): Promise<SocialAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, input.id), eq(socialAccounts.userId, input.userId)));
  return row;
}

export type SocialMetricsValues = Pick<
  SocialAccountRow,
  'followers' | 'following' | 'posts' | 'avgViews' | 'avgLikes' | 'avgComments' | 'avgShares' | 'avgSaves'
>;

/** The column of a metric named as the spec names it (`avg_views` → `avgViews`). */
export const columnOf = (field: (typeof SOCIAL_METRIC_FIELDS)[number]) =>
  field.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()) as keyof SocialMetricsValues;

/** An account's overall source: the least trusted of its metrics' sources, null when none is known. */
export function leastTrustedSource(sources: MetricSources): SocialMetricsSource | null {
  const present = new Set(Object.values(sources));
  return SOCIAL_METRICS_SOURCE_TRUST.find((source) => present.has(source)) ?? null;
}

export async function insertSocialAccount(
  db: DbOrTx,
  input: { userId: string; platform: string; url: string; metrics: SocialMetricsValues; now: Date },
): Promise<SocialAccountRow> {
  const anyMetric = Object.values(input.metrics).some((v) => v !== null);
  const metricSources: MetricSources = {};
  for (const field of SOCIAL_METRIC_FIELDS) if (input.metrics[columnOf(field)] !== null) metricSources[field] = 'self_reported';
  const [row] = await db
    .insert(socialAccounts)
    .values({
      userId: input.userId,
      platform: input.platform,
      url: input.url,
      ...input.metrics,
      metricSources,
      metricsSource: anyMetric ? 'self_reported' : null,
      metricsUpdatedAt: anyMetric ? input.now : null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

export async function updateSocialAccount(
  db: DbOrTx,
  input: {
    id: string;
    userId: string;
    url: string;
    metrics: SocialMetricsValues;
    metricSources: MetricSources;
    metricsSource: SocialMetricsSource | null;
    metricsUpdatedAt: Date | null;
    now: Date;
  },
): Promise<SocialAccountRow | undefined> {
  const [row] = await db
    .update(socialAccounts)
    .set({
      url: input.url,
      ...input.metrics,
      metricSources: input.metricSources,
      metricsSource: input.metricsSource,
      metricsUpdatedAt: input.metricsUpdatedAt,
      updatedAt: input.now,
    })
    .where(and(eq(socialAccounts.id, input.id), eq(socialAccounts.userId, input.userId)))
    .returning();
  return row;
}

/** The calendar day (UTC) a snapshot taken at `at` belongs to. */
export const snapshotDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Records the account's metrics as they are now for today (one row per account per day; the day's last write wins).
 * Call it in the transaction that sets or changes the metrics, so the chart never disagrees with the account.
 */
export async function upsertMetricSnapshot(db: DbOrTx, input: { account: SocialAccountRow; now: Date }): Promise<void> {
  const { account, now } = input;
  const values = {
    followers: account.followers,
    avgViews: account.avgViews,
    avgLikes: account.avgLikes,
    avgComments: account.avgComments,
    metricsSource: account.metricsSource,
    updatedAt: now,
  };
  await db
    .insert(socialMetricSnapshots)
    .values({ socialAccountId: account.id, userId: account.userId, platform: account.platform, capturedOn: snapshotDay(now), ...values })
    .onConflictDoUpdate({ target: [socialMetricSnapshots.socialAccountId, socialMetricSnapshots.capturedOn], set: values });
}

/** Every snapshot of the creator's accounts, oldest day first (one per account per day: a few hundred rows a year). */
export function listMetricSnapshots(db: DbOrTx, userId: string): Promise<SocialMetricSnapshotRow[]> {
  return db
    .select()
    .from(socialMetricSnapshots)
    .where(eq(socialMetricSnapshots.userId, userId))
    .orderBy(asc(socialMetricSnapshots.capturedOn), asc(socialMetricSnapshots.socialAccountId));
}

/** The creator's open scripts (not yet closed) priced for this platform. */
export async function countOpenScriptsOnPlatform(db: DbOrTx, input: { userId: string; platform: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scripts)
    .where(and(eq(scripts.creatorId, input.userId), eq(scripts.platform, input.platform), isNull(scripts.closedAt)));
  return row?.n ?? 0;
}

export async function lockSocialAccount(tx: DbOrTx, input: { id: string; userId: string }): Promise<SocialAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, input.id), eq(socialAccounts.userId, input.userId)))
    .for('update');
  return row;
}

export async function deleteSocialAccount(tx: DbOrTx, input: { id: string; userId: string }) {
  await tx.delete(socialAccounts).where(and(eq(socialAccounts.id, input.id), eq(socialAccounts.userId, input.userId)));
}
