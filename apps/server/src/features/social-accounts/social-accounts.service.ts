import { PLATFORM_BY_KEY, PLATFORM_KEYS, type PlatformKey } from '@amplio/shared/constants/social-platforms';
import { type MetricSources, SOCIAL_METRIC_FIELDS } from '@amplio/shared/constants/social-metrics';
import {
  hasAnyMetric,
  SOCIAL_ACCOUNT_MESSAGES as M,
  type TSocialLink,
  type TSocialLinkValues,
  updateSocialLinkSchema,
  ZCreateSocialLinkPlatform,
} from '@amplio/shared/schemas/social-accounts';
import type { Db } from '../../db/client';
import type { SocialAccountRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, uniqueViolationConstraint } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import {
  columnOf,
  countOpenScriptsOnPlatform,
  deleteSocialAccount,
  findSocialAccount,
  insertSocialAccount,
  leastTrustedSource,
  listMetricSnapshots,
  listSocialAccounts,
  lockSocialAccount,
  type SocialMetricsValues,
  snapshotDay,
  updateSocialAccount,
  upsertMetricSnapshot,
} from './social-accounts.repository';
import { performanceTrends } from './performance-trends';
import { isUuid } from '@amplio/shared/domain/uuid';

const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });
const platformOrder = (platform: string) => {
  const i = (PLATFORM_KEYS as readonly string[]).indexOf(platform);
  return i === -1 ? PLATFORM_KEYS.length : i;
};

export function toSocialLink(row: SocialAccountRow): TSocialLink {
  return {
    id: row.id,
    platform: row.platform as TSocialLink['platform'],
    url: row.url,
    audience_range: row.audienceRange,
    followers: row.followers,
    following: row.following,
    posts: row.posts,
    avg_views: row.avgViews,
    avg_likes: row.avgLikes,
    avg_comments: row.avgComments,
    avg_shares: row.avgShares,
    avg_saves: row.avgSaves,
    metrics_source: row.metricsSource,
    metric_sources: metricSourcesOf(row),
    metrics_updated_at: row.metricsUpdatedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Each metric's source, null for a metric not known (rows written before per-metric sources use the account's). */
function metricSourcesOf(row: SocialAccountRow): TSocialLink['metric_sources'] {
  const sources = {} as TSocialLink['metric_sources'];
  for (const field of SOCIAL_METRIC_FIELDS) {
    sources[field] = row[columnOf(field)] === null ? null : (row.metricSources[field] ?? row.metricsSource);
  }
  return sources;
}

const sameMetrics = (row: SocialAccountRow, m: SocialMetricsValues) =>
  SOCIAL_METRIC_FIELDS.every((field) => row[columnOf(field)] === m[columnOf(field)]);

/** What the creator typed is self-reported; a metric sent back unchanged keeps the source it had. */
function nextMetricSources(existing: SocialAccountRow, metrics: SocialMetricsValues): MetricSources {
  const kept = metricSourcesOf(existing);
  const next: MetricSources = {};
  for (const field of SOCIAL_METRIC_FIELDS) {
    const value = metrics[columnOf(field)];
    if (value === null) continue;
    next[field] = value === existing[columnOf(field)] ? (kept[field] ?? 'self_reported') : 'self_reported';
  }
  return next;
}

const toMetrics = (values: TSocialLinkValues): SocialMetricsValues => ({
  followers: values.followers,
  following: values.following,
  posts: values.posts,
  avgViews: values.avg_views,
  avgLikes: values.avg_likes,
  avgComments: values.avg_comments,
  avgShares: values.avg_shares,
  avgSaves: values.avg_saves,
});

export function createSocialAccountsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** The creator's accounts in the registration screen's platform order. */
    async list(input: { userId: string }) {
      const rows = await listSocialAccounts(db, input.userId);
      rows.sort((a, b) => platformOrder(a.platform) - platformOrder(b.platform));
      return { success: true as const, data: rows.map(toSocialLink) };
    },

    /** Links one more account, at most one per platform (a second one, also in a race, is a 409). */
    async create(input: { userId: string; body: unknown }) {
      const { platform } = parseOrThrow(ZCreateSocialLinkPlatform, input.body);
      const values = parseOrThrow(updateSocialLinkSchema(platform), input.body);
      const label = PLATFORM_BY_KEY[platform].label;
      const now = clock.now();
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await insertSocialAccount(tx, {
            userId: input.userId,
            platform,
            url: values.url,
            metrics: toMetrics(values),
            now,
          });
          if (inserted.metricsUpdatedAt) await upsertMetricSnapshot(tx, { account: inserted, now });
          return inserted;
        });
        return { success: true as const, message: M.linked(label), data: toSocialLink(row) };
      } catch (err) {
        if (uniqueViolationConstraint(err) === 'social_accounts_user_platform_unique') {
          throw new AppError({ code: 'already_linked', status: 409, message: M.alreadyLinked(label) });
        }
        throw err;
      }
    },

    /**
     * Replaces one account's link and metrics. What a creator types is self-reported; each metric that did not
     * change keeps its own source, so saving a new link or one number never relabels the other verified numbers.
     */
    async update(input: { userId: string; id: string; body: unknown }) {
      const existing = isUuid(input.id) ? await findSocialAccount(db, { id: input.id, userId: input.userId }) : undefined;
      if (!existing || !(PLATFORM_KEYS as readonly string[]).includes(existing.platform)) throw notFound();
      const values = parseOrThrow(updateSocialLinkSchema(existing.platform as PlatformKey), input.body);
      const metrics = toMetrics(values);
      const now = clock.now();
      const unchanged = sameMetrics(existing, metrics);
      const anyMetric = hasAnyMetric(values);
      const metricSources = nextMetricSources(existing, metrics);
      const row = await db.transaction(async (tx) => {
        const updated = await updateSocialAccount(tx, {
          id: existing.id,
          userId: input.userId,
          url: values.url,
          metrics,
          metricSources,
          metricsSource: leastTrustedSource(metricSources),
          metricsUpdatedAt: !anyMetric ? null : unchanged ? existing.metricsUpdatedAt : now,
          now,
        });
        // The chart's day for these numbers; numbers removed are recorded too, so the trend drops them from today.
        if (updated && !unchanged) await upsertMetricSnapshot(tx, { account: updated, now });
        return updated;
      });
      if (!row) throw notFound();
      return { success: true as const, message: M.updated, data: toSocialLink(row) };
    },

    /** Removes a linked account (its metric history goes with it); 409 while a script for its platform is open. */
    async remove(input: { userId: string; id: string; actor: AuditActor }) {
      if (!isUuid(input.id)) throw notFound();
      const label = await db.transaction(async (tx) => {
        const row = await lockSocialAccount(tx, { id: input.id, userId: input.userId });
        if (!row) throw notFound();
        const name = PLATFORM_BY_KEY[row.platform as PlatformKey]?.label ?? row.platform;
        const open = await countOpenScriptsOnPlatform(tx, { userId: input.userId, platform: row.platform });
        if (open > 0) throw new AppError({ code: 'social_account_in_use', status: 409, message: M.removeBlocked(name, open) });
        await deleteSocialAccount(tx, { id: row.id, userId: input.userId });
        await recordAudit({
          tx,
          actor: input.actor,
          at: clock.now(),
          action: 'social_account.removed',
          entityType: 'social_account',
          entityId: row.id,
          data: { platform: row.platform, url: row.url },
        });
        return name;
      });
      return { success: true as const, message: M.removed(label) };
    },

    /** GET /api/creator/performance-trends: views, likes and engagement a day, summed over the creator's accounts. */
    async performanceTrends(input: { userId: string }) {
      const [snapshots, accounts] = await Promise.all([listMetricSnapshots(db, input.userId), listSocialAccounts(db, input.userId)]);
      return { success: true as const, data: performanceTrends({ snapshots, accounts, today: snapshotDay(clock.now()) }) };
    },
  };
}

export type SocialAccountsService = ReturnType<typeof createSocialAccountsService>;
