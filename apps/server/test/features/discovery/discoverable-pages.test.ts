import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoverablePages, DISCOVERABLE_TOTAL_TTL_MS } from '../../../src/features/campaigns/discoverable-pages';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

async function activeCampaigns(word: string, n: number) {
  for (let i = 0; i < n; i++) {
    t.clock.advance(1);
    const campaign = await createCampaign(t, brand.agent, { product_name: `${word} ${i}`, start_date: dayFrom(t, 0) });
    await fundAndCapture(t, brand.agent, campaign.id, 5_000);
  }
}

const page = (pages: ReturnType<typeof createDiscoverablePages>, search: string, pageNumber: number) =>
  pages.list({ search, sort: 'newest', limit: 10, offset: (pageNumber - 1) * 10 });

describe('discovery totals', () => {
  it('answers the exact total from a first page that is not full, and from the last page', async () => {
    const word = uniqueWord();
    const pages = createDiscoverablePages({ db: t.db, clock: t.clock });
    await activeCampaigns(word, 3);
    expect((await page(pages, word, 1)).total).toBe(3);
    await activeCampaigns(word, 9);
    expect((await page(pages, word, 1)).total).toBe(12);
    await activeCampaigns(word, 1);
    const last = await page(pages, word, 2);
    expect(last.rows).toHaveLength(3);
    expect(last.total).toBe(13);
  });

  it('keeps a counted total for two seconds, then counts again', async () => {
    const word = uniqueWord();
    const pages = createDiscoverablePages({ db: t.db, clock: t.clock });
    await activeCampaigns(word, 11);
    expect((await page(pages, word, 1)).total).toBe(11);
    await activeCampaigns(word, 1);
    const kept = await page(pages, word, 1);
    expect(kept.rows).toHaveLength(10);
    expect(kept.total).toBe(11);
    t.clock.advance(DISCOVERABLE_TOTAL_TTL_MS);
    expect((await page(pages, word, 1)).total).toBe(12);
  });

  it('counts again when the page shows more campaigns than the kept total', async () => {
    const word = uniqueWord();
    const pages = createDiscoverablePages({ db: t.db, clock: t.clock });
    await activeCampaigns(word, 11);
    expect((await page(pages, word, 1)).total).toBe(11);
    await activeCampaigns(word, 11);
    const second = await page(pages, word, 2);
    expect(second.rows).toHaveLength(10);
    expect(second.total).toBe(22);
  });

  it('counts a page past the end afresh, and keeps nothing when the time to keep is 0', async () => {
    const word = uniqueWord();
    const pages = createDiscoverablePages({ db: t.db, clock: t.clock, totalTtlMs: 0 });
    await activeCampaigns(word, 11);
    expect(await page(pages, word, 3)).toEqual({ rows: [], total: 11 });
    expect((await page(pages, word, 1)).total).toBe(11);
    await activeCampaigns(word, 1);
    expect((await page(pages, word, 1)).total).toBe(12);
  });
});
