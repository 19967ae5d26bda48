import { and, eq } from 'drizzle-orm';
import type { SocialMetricsSource } from '@amplio/shared/constants/social-metrics';
import type { DbOrTx } from '../../db/client';
import { type SocialAccountRow, socialAccounts } from '../../db/schema/index';

export function listSocialAccounts(db: DbOrTx, userId: string): Promise<SocialAccountRow[]> {
  return db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
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

export async function insertSocialAccount(
  db: DbOrTx,
  input: { userId: string; platform: string; url: string; metrics: SocialMetricsValues; now: Date },
): Promise<SocialAccountRow> {
  const anyMetric = Object.values(input.metrics).some((v) => v !== null);
  const [row] = await db
    .insert(socialAccounts)
    .values({
      userId: input.userId,
      platform: input.platform,
      url: input.url,
      ...input.metrics,
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
      metricsSource: input.metricsSource,
      metricsUpdatedAt: input.metricsUpdatedAt,
      updatedAt: input.now,
    })
    .where(and(eq(socialAccounts.id, input.id), eq(socialAccounts.userId, input.userId)))
    .returning();
  return row;
}
