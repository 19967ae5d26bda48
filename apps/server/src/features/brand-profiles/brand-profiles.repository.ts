import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandProfiles } from '../../db/schema/index';

export async function findCompanyName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ companyName: brandProfiles.companyName }).from(brandProfiles).where(eq(brandProfiles.userId, userId));
  return row?.companyName ?? null;
}
