import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { computeDynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { DISCOVERY_MESSAGES as M } from '@amplio/shared/schemas/discovery';
import { createLedgerService } from '../../../src/features/ledger/ledger.service';
import { testLedger } from '../../helpers/test-ledger';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { multipartBody } from '../../helpers/file-fixtures';
import { realImage } from '../../helpers/real-images';
import { createCampaign, dayFrom, fundAndCapture, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
let creator: Awaited<ReturnType<typeof createCreatorWithProfile>> & { agent: TestAgent };
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
  const c = await createCreatorWithProfile(t);
  creator = { ...c, agent: await t.injectAs(c.user) };
});
afterAll(() => t.close());

/** A word no other test's campaign carries, so a search isolates one test's campaigns. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

/** An active campaign (starting today) funded with `amount` rupees. */
async function activeCampaign(overrides: Record<string, unknown> = {}, amount = 20_000) {
  t.clock.advance(1000);
  const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0), ...overrides });
  await fundAndCapture(t, brand.agent, campaign.id, amount);
  return campaign;
}

const list = (query: string, agent = creator.agent) => agent.get(`/api/campaigns/active?${query}`);
const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((c) => c.id);
const one = (id: string, agent = creator.agent) => agent.get(`/api/campaigns/active/${encodeURIComponent(id)}`);
const pricing = (campaignId: string, agent = creator.agent) =>
  agent.get(`/api/creator/social-links-with-pricing?campaign_id=${encodeURIComponent(campaignId)}`);
const putMetrics = (id: string, url: string, metrics: Record<string, number | null>) =>
  creator.agent.request({ method: 'PUT', url: `/api/creator/social-links/${id}`, payload: { url, ...metrics } });

/** A draft, a paused campaign, an unknown id and malformed ids all answer 404 with the same words. */
async function expectNotDiscoverable(call: (id: string) => Promise<{ statusCode: number; json(): { message?: string } }>) {
  const draft = await createCampaign(t, brand.agent);
  const paused = await activeCampaign();
  await setStatus(brand.agent, paused.id, 'paused');
  for (const id of [draft.id, paused.id, randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
    const res = await call(id);
    expect(res.statusCode, id).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  }
}

describe('GET /api/campaigns/active', () => {
  it('lists only funded, active campaigns with escrow left', async () => {
    const word = uniqueWord();
    const name = (what: string) => ({ product_name: `${word} ${what}` });
    const active = await activeCampaign(name('active'));
    await createCampaign(t, brand.agent, name('draft'));
    const upcoming = await createCampaign(t, brand.agent, name('upcoming'));
    await fundAndCapture(t, brand.agent, upcoming.id, 20_000);
    const paused = await activeCampaign(name('paused'));
    expect((await setStatus(brand.agent, paused.id, 'paused')).statusCode).toBe(200);
    const completed = await activeCampaign(name('completed'));
    expect((await setStatus(brand.agent, completed.id, 'completed')).statusCode).toBe(200);
    const archived = await activeCampaign(name('archived'));
    expect((await setStatus(brand.agent, archived.id, 'completed')).statusCode).toBe(200);
    expect((await setStatus(brand.agent, archived.id, 'archived')).statusCode).toBe(200);
    const empty = await activeCampaign(name('empty escrow'), 5_000);
    await testLedger(t.db, createLedgerService({ db: t.db, clock: t.clock })).transfer({
      debit: { kind: 'campaign_escrow', ownerId: empty.id },
      credit: { kind: 'script_reservation', ownerId: randomUUID(), campaignId: empty.id },
      amountPaise: 500_000n,
      kind: 'reservation',
      refType: 'script',
      refId: randomUUID(),
      idempotencyKey: `test:${empty.id}`,
    });

    const res = await list(`search=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ids(res)).toEqual([active.id]);
  });

  it('answers a campaign in the spec’s fields with this creator’s price, never the brand’s budget or escrow', async () => {
    const word = uniqueWord();
    const campaign = await activeCampaign({ product_name: `${word} serum`, platform: ['youtube', 'instagram', 'tiktok'] });
    const body = (await list(`search=${word}`)).json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
    const [item] = body.data;
    expect(item).toMatchObject({
      id: campaign.id,
      brand_id: brand.brandId,
      brand_name: 'Glow Labs',
      product_name: `${word} serum`,
      key_features: ['Vitamin C', 'Fragrance free'],
      platform: ['youtube', 'instagram', 'tiktok'],
      start_date: dayFrom(t, 0),
      end_date: dayFrom(t, 30),
      compensation: 2500,
      price_cap: 10_000,
      usage_rights: 'paid_ads_30_days',
      cover_url: null,
    });
    expect(item).not.toHaveProperty('budget');
    expect(item).not.toHaveProperty('escrow');
    // The creator has Instagram and YouTube accounts, no metrics yet: the compensation on each, no TikTok price.
    expect(item.my_prices.map((p: { platform: string }) => p.platform)).toEqual(['youtube', 'instagram']);
    expect(item.my_prices[0]).toMatchObject({ dynamic_price: 2500, base_price: 2500, source: 'compensation' });
    expect(item.my_prices[0].explanation.at(-1)).toBe('Your price: ₹2,500.');
  });

  it('pages 10 at a time: 10 campaigns fill one page, 11 make a second with one', async () => {
    const word = uniqueWord();
    const made: string[] = [];
    for (let i = 0; i < 10; i++) made.push((await activeCampaign({ product_name: `${word} ${i}` }, 5_000)).id);
    const ten = (await list(`search=${word}`)).json();
    expect(ten).toMatchObject({ total: 10, last_page: 1, per_page: 10 });
    expect(ten.data).toHaveLength(10);
    made.push((await activeCampaign({ product_name: `${word} 10` }, 5_000)).id);
    const first = await list(`search=${word}`);
    expect(first.json()).toMatchObject({ total: 11, last_page: 2, current_page: 1 });
    expect(ids(first)).toEqual(made.slice(1).reverse());
    const second = await list(`search=${word}&page=2`);
    expect(second.json()).toMatchObject({ total: 11, last_page: 2, current_page: 2 });
    expect(ids(second)).toEqual([made[0]]);
    const past = await list(`search=${word}&page=3`);
    expect(past.json()).toMatchObject({ data: [], total: 11, current_page: 3 });
  });

  it('sorts newest first by default and oldest first on request', async () => {
    const word = uniqueWord();
    const older = await activeCampaign({ product_name: `${word} older` });
    const newer = await activeCampaign({ product_name: `${word} newer` });
    expect(ids(await list(`search=${word}`))).toEqual([newer.id, older.id]);
    expect(ids(await list(`search=${word}&sort=oldest`))).toEqual([older.id, newer.id]);
  });

  it('filters on one of the six platforms', async () => {
    const word = uniqueWord();
    const insta = await activeCampaign({ product_name: `${word} a`, platform: ['instagram'] });
    const linkedin = await activeCampaign({ product_name: `${word} b`, platform: ['linkedin', 'youtube'] });
    expect(ids(await list(`search=${word}&platform=instagram`))).toEqual([insta.id]);
    expect(ids(await list(`search=${word}&platform=linkedin`))).toEqual([linkedin.id]);
    expect(ids(await list(`search=${word}&platform=facebook`))).toEqual([]);
    const wrong = await list(`search=${word}&platform=myspace`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ platform: [M.platformInvalid] });
  });

  it('searches the product and the brand name, case-insensitively, with % and _ taken literally', async () => {
    const word = uniqueWord();
    const campaign = await activeCampaign({ product_name: `${word} Mango_Lassi 100%` });
    expect(ids(await list(`search=${word.toUpperCase()}%20MANGO`))).toEqual([campaign.id]);
    expect(ids(await list(`search=${word}%20Mango_Lassi%20100%25`))).toEqual([campaign.id]);
    expect(ids(await list(`search=${word}%20Mango%25`))).toEqual([]);
    expect(ids(await list(`search=Glow%20Labs`))).toContain(campaign.id);
  });

  it('refuses a search over 100 characters and accepts 100', async () => {
    expect((await list(`search=${'a'.repeat(100)}`)).statusCode).toBe(200);
    const res = await list(`search=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ search: [M.searchTooLong] });
  });

  it('answers 422, not 500, to a bad page', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) expect((await list(`page=${page}`)).statusCode).toBe(422);
  });

  it('answers 401 to an anonymous caller and 403 to a brand', async () => {
    const anonymous = await t.agent().get('/api/campaigns/active');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    const asBrand = await brand.agent.get('/api/campaigns/active');
    expect(asBrand.statusCode).toBe(403);
    expect(asBrand.json().message).toBe(HTTP_MESSAGES.forbidden);
  });
});

describe('GET /api/campaigns/active/{id}', () => {
  it('answers one discoverable campaign exactly as its discovery card, with this creator’s prices', async () => {
    const word = uniqueWord();
    const campaign = await activeCampaign({ product_name: `Card ${word}` });
    const res = await one(campaign.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const listed = (await list(`search=${word}`)).json().data;
    expect(res.json()).toEqual({ success: true, data: listed[0] });
  });

  it('finds a campaign however far down discovery it is', async () => {
    const oldest = await activeCampaign();
    for (let i = 0; i < 11; i++) await activeCampaign();
    expect(ids(await list('page=1'))).not.toContain(oldest.id);
    expect((await one(oldest.id)).json().data.id).toBe(oldest.id);
  });

  it('answers 404 for a campaign the creator cannot discover: a draft, a paused one, an unknown id, a malformed id', () =>
    expectNotDiscoverable(one));

  it('answers 414 with a short message, not the address echoed back, to an id of 10,000 characters', async () => {
    const res = await one('a'.repeat(10_000));
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'This address is too long. Check the link and try again.' });
  });

  it('answers 401 to an anonymous caller and 403 to a brand', async () => {
    const campaign = await activeCampaign();
    expect((await one(campaign.id, t.agent())).statusCode).toBe(401);
    expect((await one(campaign.id, brand.agent)).statusCode).toBe(403);
  });
});

describe('GET /api/creator/social-links-with-pricing', () => {
  it('answers the compensation on each of the campaign’s platforms the creator has an account on when there are no metrics', async () => {
    const fresh = await createCreatorWithProfile(t);
    const agent = await t.injectAs(fresh.user);
    const campaign = await activeCampaign({ platform: ['instagram', 'facebook'], compensation: 3000 });
    const res = await pricing(campaign.id, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          platform: 'instagram',
          url: 'https://instagram.com/asha',
          dynamic_price: 3000,
          base_price: 3000,
          source: 'compensation',
          explanation: expect.arrayContaining(['Your price: ₹3,000.']),
          metrics: {
            followers: null,
            following: null,
            posts: null,
            avg_views: null,
            avg_likes: null,
            avg_comments: null,
            avg_shares: null,
            avg_saves: null,
            updated_at: null,
          },
        },
      ],
    });
  });

  it('prices from the metrics with computeDynamicPrice, the same numbers the card shows', async () => {
    const metrics = {
      followers: 10_000,
      following: 10,
      posts: 50,
      avg_views: 3000,
      avg_likes: 350,
      avg_comments: 20,
      avg_shares: 5,
      avg_saves: 8,
    };
    expect((await putMetrics(creator.instagram.id, 'https://instagram.com/asha', metrics)).statusCode).toBe(200);
    const word = uniqueWord();
    const campaign = await activeCampaign({ product_name: word, platform: ['instagram'], price_cap: 20_000 });
    const expected = computeDynamicPrice({ platform: 'instagram', metrics, compensation: 2500, priceCap: 20_000 });
    const [row] = (await pricing(campaign.id)).json().data;
    expect(row).toMatchObject({ platform: 'instagram', dynamic_price: expected.price, base_price: 8550, source: 'formula', metrics });
    expect(row.explanation).toEqual(expected.explanation);
    const [card] = (await list(`search=${word}`)).json().data;
    expect(card.my_prices).toEqual([
      { platform: 'instagram', dynamic_price: expected.price, base_price: 8550, source: 'formula', explanation: expected.explanation },
    ]);
  });

  it('prices again as soon as the creator’s numbers change, on the card as on the pricing answer', async () => {
    const base = { following: 10, posts: 50, avg_views: 3000, avg_likes: 350, avg_comments: 20, avg_shares: 5, avg_saves: 8 };
    expect((await putMetrics(creator.instagram.id, 'https://instagram.com/asha', { ...base, followers: 10_000 })).statusCode).toBe(200);
    const word = uniqueWord();
    const campaign = await activeCampaign({ product_name: word, platform: ['instagram'], price_cap: 50_000 });
    const priceNow = async () => [(await pricing(campaign.id)).json().data[0], (await list(`search=${word}`)).json().data[0].my_prices[0]];
    const [before, beforeCard] = await priceNow();
    expect(await priceNow()).toEqual([before, beforeCard]);
    expect((await putMetrics(creator.instagram.id, 'https://instagram.com/asha', { ...base, followers: 40_000 })).statusCode).toBe(200);
    const expected = computeDynamicPrice({
      platform: 'instagram',
      metrics: { ...base, followers: 40_000 },
      compensation: 2500,
      priceCap: 50_000,
    });
    const [after, afterCard] = await priceNow();
    expect(after.dynamic_price).toBe(expected.price);
    expect(after.dynamic_price).not.toBe(before.dynamic_price);
    expect(afterCard.dynamic_price).toBe(expected.price);
    expect(afterCard.explanation).toEqual(expected.explanation);
  });

  it('holds the price to the campaign’s price cap', async () => {
    const metrics = {
      followers: 100_000,
      following: null,
      posts: null,
      avg_views: null,
      avg_likes: null,
      avg_comments: null,
      avg_shares: null,
      avg_saves: null,
    };
    await putMetrics(creator.youtube.id, 'https://youtube.com/@asha', metrics);
    const campaign = await activeCampaign({ platform: ['youtube'], price_cap: 12_345 });
    const [row] = (await pricing(campaign.id)).json().data;
    expect(row).toMatchObject({ platform: 'youtube', dynamic_price: 12_345, source: 'formula' });
    expect(row.base_price).toBeGreaterThan(12_345);
    expect(row.explanation).toContain("Limited to this campaign's price cap of ₹12,345.");
  });

  it('answers 404 for a campaign the creator cannot discover: a draft, a paused one, an unknown id, a malformed id', () =>
    expectNotDiscoverable(pricing));

  it('answers 422 without a campaign id', async () => {
    const res = await creator.agent.get('/api/creator/social-links-with-pricing');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ campaign_id: [M.campaignIdRequired] });
  });

  it('answers 401 to an anonymous caller and 403 to a brand', async () => {
    const campaign = await activeCampaign();
    expect((await pricing(campaign.id, t.agent())).statusCode).toBe(401);
    expect((await pricing(campaign.id, brand.agent)).statusCode).toBe(403);
  });
});

describe('the cover image of a discoverable campaign', () => {
  it('lets a signed-in creator read it while the campaign is discoverable, and not once it is paused', async () => {
    const campaign = await activeCampaign();
    const form = multipartBody([{ name: 'cover', filename: 'cover.webp', data: await realImage('webp') }]);
    const saved = await brand.agent.post(`/api/brands/campaigns/${campaign.id}/cover`, form.payload, { headers: form.headers });
    expect(saved.statusCode, saved.body).toBe(200);
    const coverUrl = saved.json().data.cover_url as string;
    const card = (await list('')).json().data.find((c: { id: string }) => c.id === campaign.id);
    expect(card.cover_url).toBe(coverUrl);

    const read = await creator.agent.get(coverUrl);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect((await t.agent().get(coverUrl)).statusCode).toBe(401);
    const otherBrand = await signedInBrand(t);
    expect((await otherBrand.agent.get(coverUrl)).statusCode).toBe(404);

    await setStatus(brand.agent, campaign.id, 'paused');
    expect((await creator.agent.get(coverUrl)).statusCode).toBe(404);
  });
});
