import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandBilling } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The data statement of migration 0042: the trial of every brand verified before billing existed. */
const backfill = readFileSync(join(import.meta.dirname, '../../../drizzle/0042_brand_billing.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => s.includes('INSERT INTO "brand_billing"'));

const rowOf = async (userId: string) => (await t.db.select().from(brandBilling).where(eq(brandBilling.userId, userId)))[0];

describe('the billing backfill of migration 0042', () => {
  it('starts a 14-day trial for every verified brand, leaves the unverified and creators alone, and keeps rows already there', async () => {
    expect(backfill).toHaveLength(1);
    const verified = await t.createUser({ userType: 'brand', billing: false });
    const unverified = await t.createUser({ userType: 'brand', verified: false });
    const creator = await t.createUser({ userType: 'creator' });
    const paying = await t.createUser({ userType: 'brand', billing: false });
    const now = new Date();
    await t.db.insert(brandBilling).values({ userId: paying.id, plan: 'growth', status: 'active', createdAt: now, updatedAt: now });

    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    const trial = await rowOf(verified.id);
    expect(trial).toMatchObject({ plan: 'trial', status: 'trialing', cancelAtPeriodEnd: false });
    const days = ((trial?.trialEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14.01);
    expect(await rowOf(unverified.id)).toBeUndefined();
    expect(await rowOf(creator.id)).toBeUndefined();
    expect(await rowOf(paying.id)).toMatchObject({ plan: 'growth', status: 'active' });
  });
});
