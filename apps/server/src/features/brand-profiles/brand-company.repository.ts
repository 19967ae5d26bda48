import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type BrandCompanyRow, brandCompanies } from '../../db/schema/index';

export async function findBrandCompany(db: DbOrTx, userId: string): Promise<BrandCompanyRow | undefined> {
  const [row] = await db.select().from(brandCompanies).where(eq(brandCompanies.userId, userId));
  return row;
}

export async function upsertBrandCompany(tx: DbOrTx, values: BrandCompanyRow): Promise<BrandCompanyRow> {
  const { userId, ...rest } = values;
  const [row] = await tx.insert(brandCompanies).values(values).onConflictDoUpdate({ target: brandCompanies.userId, set: rest }).returning();
  return row!;
}
