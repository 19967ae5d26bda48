import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type BrandBillingRow, brandBilling, salesLeads, users } from '../../db/schema/index';

export async function insertLead(
  db: DbOrTx,
  input: { userId: string; name: string; email: string; company: string; monthlyCampaigns: number; message: string | null; at: Date },
) {
  const [row] = await db
    .insert(salesLeads)
    .values({
      userId: input.userId,
      name: input.name,
      email: input.email,
      company: input.company,
      monthlyCampaigns: input.monthlyCampaigns,
      message: input.message,
      createdAt: input.at,
    })
    .returning({ id: salesLeads.id });
  return row!;
}

/** Leads newest first (at most `limit`), each with its account and that account's billing row, when they still exist. */
export function listLeads(db: DbOrTx, input: { limit: number }) {
  return db
    .select({
      lead: salesLeads,
      user: { id: users.id, name: users.name, email: users.email, userType: users.userType },
      billing: brandBilling,
    })
    .from(salesLeads)
    .leftJoin(users, eq(users.id, salesLeads.userId))
    .leftJoin(brandBilling, eq(brandBilling.userId, salesLeads.userId))
    .orderBy(desc(salesLeads.createdAt), desc(salesLeads.id))
    .limit(input.limit);
}

/** The account if it is a brand's; undefined for an unknown id or a creator's or operator's. */
export async function findBrandUser(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, userId));
  return row?.userType === 'brand' ? row : undefined;
}

/**
 * Puts the brand's billing row on Enterprise, active, with its own price and limit (null: unlimited), and clears a
 * pending cancellation or downgrade and a past-due renewal's retries. The caller holds the row's lock (lib/money-locks.ts lockBrandBilling).
 */
export async function setEnterpriseTerms(
  db: DbOrTx,
  input: { userId: string; pricePaise: bigint; campaignLimit: number | null; now: Date },
): Promise<BrandBillingRow> {
  const [row] = await db
    .update(brandBilling)
    .set({
      plan: 'enterprise',
      status: 'active',
      cancelAtPeriodEnd: false,
      // A downgrade waiting for the period's end and a failed renewal's retries no longer apply.
      pendingPlan: null,
      pastDueSince: null,
      retryCount: 0,
      nextRetryAt: null,
      pricePaiseOverride: input.pricePaise,
      campaignLimitOverride: input.campaignLimit,
      updatedAt: input.now,
    })
    .where(eq(brandBilling.userId, input.userId))
    .returning();
  return row!;
}
