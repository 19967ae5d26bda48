import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { brandBilling, brands, users } from './schema/index';
import { hashPassword } from '../lib/passwords';
import { seedDemoCreatorProfile } from './seed-creator';

export const DEMO_ACCOUNTS = {
  brand: { email: 'brand@amplio.test', password: 'Demo-Brand-2026', name: 'Demo Brand Co.' },
  creator: { email: 'creator@amplio.test', password: 'Demo-Creator-2026', name: 'Demo Creator' },
  /** Settles creators' payouts at /ops/login (issue 13 §4); real operators come from `npm run ops:create`. */
  operator: { email: 'ops@amplio.test', password: 'Demo-Ops-2026', name: 'Demo Operator' },
} as const;

/** Seeds the demo accounts on the first run only (an empty users table). Returns true when it seeded. */
export async function seedDemoIfEmpty(input: { db: Db; now: Date }): Promise<boolean> {
  const { db, now } = input;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const userType of ['brand', 'creator', 'operator'] as const) {
      const account = DEMO_ACCOUNTS[userType];
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          name: account.name,
          userType,
          passwordHash: await hashPassword(account.password),
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      if (userType === 'creator') await seedDemoCreatorProfile(tx, { userId: user!.id, now });
      // Registration gives every brand account its first brand profile; the demo brand gets its own here.
      if (userType === 'brand') {
        // Issue 26 §1: the demo brand is on Enterprise (no campaign limit), so the demo's seeded campaigns and every
        // browser test that funds one as the demo brand never meet a plan limit; a new brand shows the trial.
        await tx.insert(brandBilling).values({ userId: user!.id, plan: 'enterprise', status: 'active', createdAt: now, updatedAt: now });
        await tx.insert(brands).values({
          userId: user!.id,
          name: account.name,
          industry: 'retail',
          website: 'demobrand.example',
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  });
  return true;
}

/**
 * The demo operator for a database seeded before operators existed: created when no account has its e-mail.
 * Returns true when it created it.
 */
export async function seedDemoOperatorIfMissing(input: { db: Db; now: Date }): Promise<boolean> {
  const account = DEMO_ACCOUNTS.operator;
  const [existing] = await input.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${account.email}`).limit(1);
  if (existing) return false;
  const rows = await input.db
    .insert(users)
    .values({
      email: account.email,
      name: account.name,
      userType: 'operator',
      passwordHash: await hashPassword(account.password),
      emailVerifiedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows.length > 0;
}
