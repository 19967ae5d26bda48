import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import { trackedLinkSalts, trackedLinkVisitors } from '../../../src/db/schema/index';
import { createClickCounter } from '../../../src/features/tracked-links/click-counter';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript } from '../content-uploads/content-helpers';
import { BROWSER_UA, clickRows, clickTotals, creatorLink, DESTINATION, pathOf, visit } from './tracked-links-helpers';

let t: TestApp;
let brand: Brand;
let creator: Awaited<ReturnType<typeof creatorWithScript>>;
let link: string;
let code: string;

beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
  creator = await creatorWithScript(t, brand, { product_name: 'Glow Serum 50 ml', destination_url: DESTINATION });
  link = (await creatorLink(creator.agent, creator.campaign.id)) as string;
  code = pathOf(link).slice('/r/'.length);
});
afterAll(async () => t?.close());

describe('the campaign’s destination_url', () => {
  it('is saved and shown with the campaign', async () => {
    const res = await brand.agent.get(`/api/brands/campaigns/${creator.campaign.id}`);
    expect(res.json().data.destination_url).toBe(DESTINATION);
  });

  it.each(['http://shop.example/glow', 'javascript:alert(1)', 'https://', 'shop.example', 'https://user:pw@shop.example/', 42])(
    'refuses %j with the exact message (422)',
    async (value) => {
      const res = await brand.agent.post('/api/brands/campaigns', { product_name: 'X', destination_url: value });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.destination_url).toEqual([CAMPAIGN_MESSAGES.destinationUrlInvalid]);
    },
  );

  it('refuses an address longer than 2,000 characters, and a 10 MB one, with a 4xx', async () => {
    const long = await brand.agent.post('/api/brands/campaigns', { destination_url: `https://shop.example/${'a'.repeat(2000)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.destination_url).toEqual([CAMPAIGN_MESSAGES.destinationUrlTooLong]);
    const huge = await brand.agent.post('/api/brands/campaigns', {
      destination_url: `https://shop.example/${'a'.repeat(10 * 1024 * 1024)}`,
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('is optional, and null clears it', async () => {
    const campaign = await createCampaign(t, brand.agent, { destination_url: 'https://shop.example/' });
    const cleared = await brand.agent.put(`/api/brands/campaigns/${campaign.id}`, { destination_url: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.destination_url).toBeNull();
  });
});

describe('GET /r/{code}', () => {
  it('gives the creator a link of at least 8 URL-safe random characters', () => {
    expect(link.startsWith(`${t.config.appUrl}/r/`)).toBe(true);
    expect(code).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  it('answers 302 to the destination with its own query kept and Amplio’s utm parameters, replacing its utm_source', async () => {
    const res = await visit(t, pathOf(link));
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe('https://shop.example/glow');
    expect(to.searchParams.get('ref')).toBe('ig');
    expect(to.searchParams.getAll('utm_source')).toEqual(['amplio']);
    expect(to.searchParams.get('utm_medium')).toBe('influencer');
    expect(to.searchParams.get('utm_campaign')).toBe('glow-serum-50-ml');
    expect(to.searchParams.get('utm_content')).toBe(creator.username);
  });

  it('sets no cookie, even for a visitor who has a session', async () => {
    const anonymous = await visit(t, pathOf(link));
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    const signedIn = await creator.agent.get(pathOf(link));
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });

  it.each(['/r/unknown-code-1', '/r/short', `/r/${'x'.repeat(70)}`, '/r/%27%3B--'])('answers %s with a plain 404 page', async (path) => {
    const res = await visit(t, path);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('This link does not exist');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('click counting', () => {
  it('writes nothing until the batch is flushed, then counts total and unique per day, leaving bots out', async () => {
    await t.app.trackedLinks.counter.flush();
    const before = (await clickRows(t, code)).reduce((a, r) => a + r.clicks, 0);
    const beforeUnique = (await clickRows(t, code)).reduce((a, r) => a + r.uniqueClicks, 0);
    for (let i = 0; i < 3; i++) await visit(t, pathOf(link), { ip: '198.51.100.1' });
    await visit(t, pathOf(link), { ip: '198.51.100.2' });
    await visit(t, pathOf(link), { ip: '198.51.100.1', ua: 'Mozilla/5.0 (iPhone) Mobile Instagram 300.0' });
    await visit(t, pathOf(link), { ip: '198.51.100.3', ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await visit(t, pathOf(link), { ip: '198.51.100.4', ua: null });
    expect(
      (await clickRows(t, code)).reduce((a, r) => a + r.clicks, 0),
      'nothing is written on the redirect',
    ).toBe(before);
    await t.app.trackedLinks.counter.flush();
    const rows = await clickRows(t, code);
    expect(rows.reduce((a, r) => a + r.clicks, 0) - before).toBe(5);
    expect(rows.reduce((a, r) => a + r.uniqueClicks, 0) - beforeUnique).toBe(3);
  });

  it('counts a visitor once a day across two nodes, each batching its own clicks, and the database adding them', async () => {
    const other = createClickCounter({ db: t.db, clock: t.clock });
    const before = await clickTotals(t, code);
    await visit(t, pathOf(link), { ip: '192.0.2.50' });
    other.record({ code, ip: '192.0.2.50', userAgent: BROWSER_UA });
    other.record({ code, ip: '192.0.2.51', userAgent: BROWSER_UA });
    await Promise.all([t.app.trackedLinks.counter.flush(), other.flush()]);
    const after = await clickTotals(t, code);
    expect(after.clicks - before.clicks).toBe(3);
    expect(after.unique - before.unique).toBe(2);
  });

  it('stores no address: only salted hashes of the day, apart from the counts, gone with their salt two days later', async () => {
    const visitors = await t.db.select().from(trackedLinkVisitors);
    expect(visitors.length).toBeGreaterThan(0);
    for (const v of visitors) {
      expect(v.visitorHash).not.toContain('198.51.100');
      expect(v.visitorHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const counts = (await clickRows(t, code)).reduce((a, r) => a + r.clicks, 0);
    t.clock.advance(2 * 86_400_000);
    await visit(t, pathOf(link), { ip: '198.51.100.1' });
    await t.app.trackedLinks.counter.flush();
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await t.db.select().from(trackedLinkVisitors)).every((v) => v.day >= today)).toBe(true);
    expect((await t.db.select().from(trackedLinkSalts)).map((s) => s.day)).toEqual([today]);
    expect((await clickRows(t, code)).reduce((a, r) => a + r.clicks, 0)).toBe(counts + 1);
  });

  it('keeps a batch that could not be written and writes it with the next flush', async () => {
    const counter = createClickCounter({ db: t.db, clock: t.clock });
    counter.record({ code: 'no-such-link-code', ip: '1.1.1.1', userAgent: BROWSER_UA });
    await expect(counter.flush()).rejects.toThrow();
    expect(counter.pendingCount()).toBe(1);
  });

  it('writes what it holds when the app closes', async () => {
    const before = await clickTotals(t, code);
    await visit(t, pathOf(link), { ip: '198.51.100.9' });
    await t.app.trackedLinks.counter.stop();
    expect((await clickTotals(t, code)).clicks).toBe(before.clicks + 1);
  });
});
