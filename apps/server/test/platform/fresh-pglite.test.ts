import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { installJobSchema } from '../../src/lib/jobs/pg-boss-queue';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInBrand } from '../features/campaigns/campaign-helpers';
import type { Brand } from '../features/content-uploads/content-helpers';
import { decide, videoInReview } from '../features/review/review-helpers';

/**
 * The other tests load a database that was migrated before it was opened. A server on a new data folder opens PGlite
 * first and migrates after, so PGlite has not read the types the migrations create (enums, their arrays) when the
 * first requests come: a query that sends such a type as a parameter once answered 500 there and passed everywhere else.
 * This file runs the money and review reads on a database migrated after opening, as `npm start` does the first time.
 */
const itOnPglite = process.env.TEST_DATABASE_URL ? it.skip : it; // PostgreSQL reads types per query; nothing to prove there.

let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openPglite({});
  await runMigrations(database);
  // The server's pg-boss installs its schema as it starts; tests start it without background work, so install it here.
  await installJobSchema(database);
  t = await buildTestApp({ database });
  brand = await signedInBrand(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a PGlite database migrated after it was opened, as on the first npm start', () => {
  itOnPglite('answers the brand’s submissions under every filter, and the creator’s wallet reads', async () => {
    const c = await videoInReview(t, brand);
    expect((await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' })).statusCode).toBe(200);
    for (const filter of ['', '?status=pending', '?status=approved', '?status=rejected', `?campaign_id=${c.campaign.id}`]) {
      const res = await brand.agent.get(`/api/brands/creator-submissions${filter}`);
      expect({ filter, status: res.statusCode }).toEqual({ filter, status: 200 });
    }
    for (const path of ['/api/creator/earnings', '/api/creator/payment-history', '/api/creator/payment-tracker', '/api/creator/alerts']) {
      const res = await c.agent.get(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    }
  });
});
