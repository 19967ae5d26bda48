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
