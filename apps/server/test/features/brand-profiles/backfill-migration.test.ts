import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProfiles, brands } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The data statements of migration 0008: the first brand profile of every account that existed before it. */
const backfill = readFileSync(join(import.meta.dirname, '../../../drizzle/0008_campaigns_and_brands.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => s.startsWith('INSERT INTO "brands"'));

describe('the brand profile backfill of migration 0008', () => {
  it('gives each existing brand account one profile, from its company or else its name', async () => {
    expect(backfill).toHaveLength(2);
    const withCompany = await t.createUser({ userType: 'brand', name: 'Asha Rao' });
    await t.db.insert(brandProfiles).values({
      userId: withCompany.id,
      companyName: 'Acme Foods',
      website: 'acme.example',
      industry: 'food',
      companySize: '11-50',
      jobTitle: 'Head of Growth',
      phone: '+91 98765 43210',
      objectives: ['sales'],
      budget: '1k-5k',
      termsAcceptedAt: new Date(),
    });
    const bare = await t.createUser({ userType: 'brand', name: 'Old Demo Brand' });
    const creator = await t.createUser({ userType: 'creator' });
    await t.db.delete(brands);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    expect(
      await t.db
        .select({ name: brands.name, website: brands.website, industry: brands.industry })
        .from(brands)
        .where(eq(brands.userId, withCompany.id)),
    ).toEqual([{ name: 'Acme Foods', website: 'acme.example', industry: 'food' }]);
    expect(await t.db.select({ name: brands.name, industry: brands.industry }).from(brands).where(eq(brands.userId, bare.id))).toEqual([
      { name: 'Old Demo Brand', industry: 'other' },
    ]);
    expect(await t.db.select().from(brands).where(eq(brands.userId, creator.id))).toEqual([]);
  });
});
