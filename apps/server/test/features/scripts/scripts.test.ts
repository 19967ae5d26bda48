import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { SCRIPT_LIMITS, SCRIPT_MESSAGES as M } from '@amplio/shared/schemas/scripts';
import { ledgerTransfers, scripts } from '../../../src/db/schema/index';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { openTestDatabase } from '../../helpers/test-database';
import { createCampaign, dayFrom, fundAndCapture, getCampaign, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';

/** The saves sent at once by the race test; on PostgreSQL each gets a connection of its own (plus the test's lock). */
const PARALLEL_SAVES = 20;

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp({ database: await openTestDatabase({ poolSize: PARALLEL_SAVES + 4 }) });
  brand = await signedInBrand(t);
});
afterAll(() => t.close());
afterEach(() => checkLedgerInvariants(t.db));

async function signedInCreator() {
  const c = await createCreatorWithProfile(t);
  return { ...c, agent: await t.injectAs(c.user) };
}

/** An active campaign (compensation ₹2,500, price cap ₹10,000, Instagram and YouTube) funded with `amount` rupees. */
async function activeCampaign(overrides: Record<string, unknown> = {}, amount = 20_000) {
  const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0), ...overrides });
  await fundAndCapture(t, brand.agent, campaign.id, amount);
  return campaign;
}

const body = (campaign: { id: string; brand_id: string | null }, extra: Record<string, unknown> = {}) => ({
  brand_id: campaign.brand_id,
  campaign_id: campaign.id,
  script: 'Hi everyone! Today I am showing you Glow serum.',
  dynamic_price: 2500,
  title: 'Morning routine',
  description: 'A 30-second reel',
  ...extra,
});
const save = (agent: TestAgent, payload: unknown, headers?: Record<string, string>) =>
  agent.post('/api/campaigns/save-script', payload, { headers });
/**
 * On PostgreSQL, runs `race` while the test holds the campaign's row lock, and lets go only once every one of
 * `waiters` transactions is inside its save, blocked on that lock: they really run at once, each on its own connection.
 * PGlite serves one connection, so there `race` just runs.
 */
async function whileCampaignLocked<T>(campaignId: string, waiters: number, race: () => Promise<T>): Promise<T> {
  if (t.database.kind !== 'postgres') return race();
  let raced: Promise<T> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from campaigns where id = ${campaignId} for update`);
    raced = race();
    const deadline = Date.now() + 20_000;
    for (;;) {
      // The statistics views keep one snapshot per transaction unless it is cleared.
      await tx.execute(sql`select pg_stat_clear_snapshot()`);
      const { rows } = (await tx.execute(
        sql`select count(*)::int as blocked from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { blocked: number }[] };
      const blocked = rows[0]?.blocked ?? 0;
      if (blocked >= waiters) break;
      if (Date.now() > deadline) throw new Error(`only ${blocked} of ${waiters} saves reached the campaign's lock`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return raced!;
}

const reservationsOf = (campaignId: string) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.campaignId, campaignId))
    .then((rows) => rows.filter((r) => r.kind === 'reservation'));

describe('POST /api/campaigns/save-script', () => {
  it('saves the script at the server’s price and reserves it from the campaign’s escrow', async () => {
    const creator = await signedInCreator();
    const campaign = await activeCampaign();
    const res = await save(creator.agent, body(campaign));
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ success: true, message: M.saved(2500), price_adjusted: false, dynamic_price: 2500 });
    expect(saved.data).toMatchObject({
      script: 'Hi everyone! Today I am showing you Glow serum.',
      title: 'Morning routine',
      description: 'A 30-second reel',
      productName: 'Glow serum',
      brand_id: brand.brandId,
      brand_name: 'Glow Labs',
      campaign_id: campaign.id,
      status: 'Script Generated',
      dynamic_price: 2500,
      rejection_count: 0,
      video_path: null,
      post_link: null,
      submitted_at: null,
    });
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ funded: 20_000, reserved: 2500, available: 17_500 });
    const [reservation] = await reservationsOf(campaign.id);
    expect(reservation).toMatchObject({
      amountPaise: 250_000n,
      refType: 'script',
      refId: saved.data.id,
      idempotencyKey: `reservation:${saved.data.id}`,
    });
  });

  it('never reserves the dynamic_price the body sends: it saves at its own price and says so', async () => {
    const creator = await signedInCreator();
    const campaign = await activeCampaign();
    const res = await save(creator.agent, body(campaign, { dynamic_price: 500 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ price_adjusted: true, dynamic_price: 2500, message: M.priceAdjusted(500, 2500) });
    expect((await getCampaign(brand.agent, campaign.id)).escrow.reserved).toBe(2500);
  });

  it('prices on the creator’s best-paid platform of the campaign, or on the platform asked for', async () => {
    const creator = await signedInCreator();
    const put = await creator.agent.request({
      method: 'PUT',
      url: `/api/creator/social-links/${creator.instagram.id}`,
      payload: { url: creator.instagram.url, followers: 10_000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const best = await save(creator.agent, body(await activeCampaign()));
    expect(best.json()).toMatchObject({ dynamic_price: 8550, data: { platform: 'instagram', dynamic_price: 8550 } });
    const asked = await save(creator.agent, body(await activeCampaign(), { platform: 'youtube' }));
    expect(asked.json()).toMatchObject({ dynamic_price: 2500, data: { platform: 'youtube' } });
    const capped = await save(creator.agent, body(await activeCampaign({ price_cap: 5000 })));
    expect(capped.json().dynamic_price).toBe(5000);
    const other = await save(creator.agent, body(await activeCampaign(), { platform: 'tiktok' }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ platform: [M.platformInvalid] });
  });

  it('pays the compensation when the creator has no account on the campaign’s platforms', async () => {
    const creator = await signedInCreator();
    const res = await save(creator.agent, body(await activeCampaign({ platform: ['tiktok'] })));
    expect(res.json()).toMatchObject({ dynamic_price: 2500, data: { platform: null } });
  });

  it('answers 409 when the escrow cannot cover the price, and saves and reserves nothing', async () => {
    const creator = await signedInCreator();
    const campaign = await activeCampaign({ compensation: 2500 }, 2499.99);
    const res = await save(creator.agent, body(campaign));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(M.escrowShort(2500));
    expect(await reservationsOf(campaign.id)).toEqual([]);
    expect(await t.db.select().from(scripts).where(eq(scripts.campaignId, campaign.id))).toEqual([]);
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ reserved: 0, available: 2499.99 });
  });

  it('reserves when the escrow holds exactly the price', async () => {
    const creator = await signedInCreator();
    const campaign = await activeCampaign({ compensation: 2500 }, 2500);
    expect((await save(creator.agent, body(campaign))).statusCode).toBe(201);
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ reserved: 2500, available: 0 });
  });

  it('allows one open script per creator per campaign', async () => {
    const creator = await signedInCreator();
    const campaign = await activeCampaign();
    expect((await save(creator.agent, body(campaign))).statusCode).toBe(201);
    const again = await save(creator.agent, body(campaign, { script: 'A second take' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyOpen);
    expect(await reservationsOf(campaign.id)).toHaveLength(1);
    const someoneElse = await signedInCreator();
    expect((await save(someoneElse.agent, body(campaign))).statusCode).toBe(201);
  });

  it(`${PARALLEL_SAVES} parallel saves for the same creator and campaign reserve once`, async () => {
    const creator = await signedInCreator();
    const campaign = await activeCampaign();
    await creator.agent.ensureCsrf();
    const results = await whileCampaignLocked(campaign.id, PARALLEL_SAVES, () =>
      Promise.all(Array.from({ length: PARALLEL_SAVES }, () => save(creator.agent, body(campaign)))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(PARALLEL_SAVES - 1).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(M.alreadyOpen);
    expect(await reservationsOf(campaign.id)).toHaveLength(1);
    expect((await getCampaign(brand.agent, campaign.id)).escrow.reserved).toBe(2500);
  });

  it('replays the first answer for the same Idempotency-Key, reserving once', async () => {
    const creator = await signedInCreator();
    const campaign = await activeCampaign();
    const key = randomUUID();
    const first = await save(creator.agent, body(campaign), { 'idempotency-key': key });
    const second = await save(creator.agent, body(campaign), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await reservationsOf(campaign.id)).toHaveLength(1);
  });

  describe('the spec’s messages', () => {
    let creator: Awaited<ReturnType<typeof signedInCreator>>;
    let campaign: Awaited<ReturnType<typeof activeCampaign>>;
    beforeAll(async () => {
      creator = await signedInCreator();
      campaign = await activeCampaign();
    });
    const expect422 = async (payload: unknown, field: string, message: string) => {
      const res = await save(creator.agent, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
      expect(res.json().message).toBe(message);
    };

    it('says Please select a campaign first without a campaign', async () => {
      await expect422(body(campaign, { campaign_id: undefined }), 'campaign_id', 'Please select a campaign first');
      await expect422(body(campaign, { campaign_id: '  ' }), 'campaign_id', 'Please select a campaign first');
    });

    it('says Please generate a script first without a script', async () => {
      await expect422(body(campaign, { script: undefined }), 'script', 'Please generate a script first');
      await expect422(body(campaign, { script: ' \n ' }), 'script', 'Please generate a script first');
      await expect422(body(campaign, { script: 42 }), 'script', 'Please generate a script first');
    });

    it('says Invalid campaign for an unknown, malformed or another brand’s campaign', async () => {
      await expect422(body(campaign, { campaign_id: randomUUID() }), 'campaign_id', 'Invalid campaign');
      await expect422(body(campaign, { campaign_id: 'not-a-uuid' }), 'campaign_id', 'Invalid campaign');
      await expect422(body(campaign, { brand_id: randomUUID() }), 'campaign_id', 'Invalid campaign');
      await expect422(body(campaign, { brand_id: undefined }), 'brand_id', 'Invalid campaign');
    });

    it('says Invalid campaign for a draft, upcoming, paused or completed campaign', async () => {
      const draft = await createCampaign(t, brand.agent);
      await expect422(body(draft), 'campaign_id', 'Invalid campaign');
      const upcoming = await createCampaign(t, brand.agent);
      await fundAndCapture(t, brand.agent, upcoming.id, 5000);
      await expect422(body(upcoming), 'campaign_id', 'Invalid campaign');
      const paused = await activeCampaign();
      await setStatus(brand.agent, paused.id, 'paused');
      await expect422(body(paused), 'campaign_id', 'Invalid campaign');
      const completed = await activeCampaign();
      await setStatus(brand.agent, completed.id, 'completed');
      await expect422(body(completed), 'campaign_id', 'Invalid campaign');
    });

    it('takes a script of 20,000 characters and refuses 20,001', async () => {
      await expect422(body(campaign, { script: 'a'.repeat(SCRIPT_LIMITS.scriptMax + 1) }), 'script', M.scriptTooLong);
      await expect422(body(campaign, { title: 'a'.repeat(SCRIPT_LIMITS.titleMax + 1) }), 'title', M.titleTooLong);
      await expect422(body(campaign, { dynamic_price: -1 }), 'dynamic_price', M.priceInvalid);
      await expect422(body(campaign, { dynamic_price: 'lots' }), 'dynamic_price', M.priceInvalid);
      const res = await save(creator.agent, body(campaign, { script: 'a'.repeat(SCRIPT_LIMITS.scriptMax) }));
      expect(res.statusCode, res.body).toBe(201);
    });

    it('answers 413 to a 10 MB body, never a 500', async () => {
      const res = await save(creator.agent, body(campaign, { script: 'a'.repeat(10 * 1024 * 1024) }));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(HTTP_MESSAGES.payloadTooLarge);
    });
  });
});

describe('who may save and read scripts', () => {
  it('answers 401 without a session and 403 to a brand', async () => {
    const anonymous = t.agent();
    for (const [method, url] of [
      ['POST', '/api/campaigns/save-script'],
      ['GET', '/api/creator/scripts'],
      ['GET', `/api/creator/scripts/${randomUUID()}`],
      ['GET', '/api/creator/campaigns'],
    ] as const) {
      const payload = method === 'POST' ? {} : undefined;
      const none = await anonymous.request({ method, url, payload });
      expect(none.statusCode, url).toBe(401);
      expect(none.json().message).toBe(HTTP_MESSAGES.unauthenticated);
      const asBrand = await brand.agent.request({ method, url, payload });
      expect(asBrand.statusCode, url).toBe(403);
      expect(asBrand.json().message).toBe(HTTP_MESSAGES.forbidden);
    }
  });

  it('answers 419 without the CSRF token or with a wrong one, and reserves nothing', async () => {
    const creator = await signedInCreator();
    const campaign = await activeCampaign();
    const none = await creator.agent.post('/api/campaigns/save-script', body(campaign), { csrf: false });
    expect(none.statusCode).toBe(419);
    expect(none.json().message).toBe(HTTP_MESSAGES.csrfMismatch);
    const wrong = await save(creator.agent, body(campaign), { 'x-csrf-token': 'forged' });
    expect(wrong.statusCode).toBe(419);
    expect(await reservationsOf(campaign.id)).toEqual([]);
  });

  it('never shows a creator another creator’s scripts (404)', async () => {
    const owner = await signedInCreator();
    const other = await signedInCreator();
    const saved = (await save(owner.agent, body(await activeCampaign()))).json().data;
    const own = await owner.agent.get(`/api/creator/scripts/${saved.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(saved.id);
    const theirs = await other.agent.get(`/api/creator/scripts/${saved.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(M.notFound);
    expect((await other.agent.get('/api/creator/scripts/not-a-uuid')).statusCode).toBe(404);
    expect((await other.agent.get('/api/creator/scripts')).json().data).toEqual([]);
    expect((await other.agent.get('/api/creator/campaigns')).json().data).toEqual([]);
  });
});

describe('GET /api/creator/scripts and /api/creator/campaigns', () => {
  it('lists the creator’s scripts newest first, and their campaigns in the dashboard’s fields', async () => {
    const creator = await signedInCreator();
    const first = await activeCampaign({ product_name: 'Trail shoes' });
    const second = await activeCampaign({ product_name: 'Cold brew' });
    const a = (await save(creator.agent, body(first))).json().data;
    t.clock.advance(1000);
    const b = (await save(creator.agent, body(second))).json().data;
    const list = await creator.agent.get('/api/creator/scripts');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toMatchObject({ success: true });
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    const campaigns = await creator.agent.get('/api/creator/campaigns');
    expect(campaigns.json()).toEqual({
      success: true,
      data: [
        {
          id: second.id,
          product_name: 'Cold brew',
          brand_name: 'Glow Labs',
          end_date: second.end_date,
          campaign_status: 'active',
          script_id: b.id,
          script_status: 'Script Generated',
          creator_upload: 'not uploaded',
          views: null,
          likes: null,
          dynamic_price: 2500,
        },
        expect.objectContaining({ id: first.id, product_name: 'Trail shoes', script_id: a.id }),
      ],
    });
  });
});
