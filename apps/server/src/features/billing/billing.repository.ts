import { and, count, eq, inArray } from 'drizzle-orm';
import { TRIAL_DAYS } from '@amplio/shared/constants/billing';
import type { DbOrTx } from '../../db/client';
import { type BrandBillingRow, brandBilling, campaigns, users } from '../../db/schema/index';

const DAY_MS = 86_400_000;

export const trialEndFrom = (start: Date) => new Date(start.getTime() + TRIAL_DAYS * DAY_MS);

/**
 * Gives the brand its trial row if it has none (from `now`), and answers whether this call created it. A brand made
 * before billing existed, or verified another way (a password reset), gets its trial the first time it is needed.
 */
export async function ensureBilling(db: DbOrTx, input: { userId: string; now: Date }): Promise<boolean> {
  const inserted = await db
    .insert(brandBilling)
    .values({
      userId: input.userId,
      plan: 'trial',
      status: 'trialing',
      trialEndsAt: trialEndFrom(input.now),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ userId: brandBilling.userId });
  return inserted.length > 0;
}

export async function findBilling(db: DbOrTx, userId: string): Promise<BrandBillingRow | undefined> {
  const [row] = await db.select().from(brandBilling).where(eq(brandBilling.userId, userId));
  return row;
}

/** Locks the brand's billing row for the rest of the transaction (creating its trial first if it has none). */
export async function lockBilling(tx: DbOrTx, input: { userId: string; now: Date }): Promise<BrandBillingRow> {
  await ensureBilling(tx, input);
  const [row] = await tx.select().from(brandBilling).where(eq(brandBilling.userId, input.userId)).for('update');
  return row as BrandBillingRow;
}

export async function updateBilling(db: DbOrTx, userId: string, values: Partial<BrandBillingRow>) {
  const [row] = await db.update(brandBilling).set(values).where(eq(brandBilling.userId, userId)).returning();
  return row as BrandBillingRow;
}

/** The brand's campaigns that use a slot of its plan: upcoming and active ones. */
export async function countActiveCampaigns(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), inArray(campaigns.status, ['upcoming', 'active'])));
  return Number(row?.n ?? 0);
}

/** The brand's e-mail and name, for its trial mails. */
export async function findBrandContact(db: DbOrTx, userId: string) {
  const [row] = await db.select({ email: users.email, name: users.name, userType: users.userType }).from(users).where(eq(users.id, userId));
  return row?.userType === 'brand' ? row : undefined;
}
