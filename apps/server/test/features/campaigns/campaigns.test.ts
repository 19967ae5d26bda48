import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_LIMITS } from '@amplio/shared/constants/campaigns';
import { CAMPAIGN_MESSAGES as M } from '@amplio/shared/schemas/campaigns';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { realImage } from '../../helpers/real-images';
import { completeCampaign, createCampaign, dayFrom, getCampaign, signedInBrand } from './campaign-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PATH = '/api/brands/campaigns';
const put = (agent: Awaited<ReturnType<typeof signedInBrand>>['agent'], id: string, payload: unknown) =>
  agent.request({ method: 'PUT', url: `${PATH}/${id}`, payload: payload as string });

describe('campaign drafts', () => {
  it('saves a half-filled draft under the first brand profile, with what is missing listed', async () => {
    const { agent, brandId } = await signedInBrand(t);
    const res = await agent.post(PATH, { product_name: 'Glow serum' });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(M.created);
    expect(data).toMatchObject({
      product_name: 'Glow serum',
      brand_id: brandId,
      brand_name: 'Glow Labs',
      status: 'draft',
      key_features: [],
      cover_url: null,
    });
    expect(data.escrow).toEqual({ funded: 0, reserved: 0, released: 0, refunded: 0, refund_pending: 0, available: 0 });
    expect(data.allowed_status_changes).toEqual(['archived']);
    expect(data.missing_fields).toMatchObject({
      description: [M.descriptionRequired],
      budget: [M.budgetRequired],
      usage_rights: [M.usageRightsRequired],
    });
  });

  it('lists what a draft is missing as it is now, after each edit, however many times the list is read', async () => {
    const { agent } = await signedInBrand(t);
    const draft = (await agent.post(PATH, { product_name: 'Memo serum' })).json().data;
    const missingIn = async (id: string) => (await agent.get(PATH)).json().data.find((c: { id: string }) => c.id === id).missing_fields;
    const before = await missingIn(draft.id);
    expect(before.description).toEqual([M.descriptionRequired]);
    expect(await missingIn(draft.id)).toEqual(before);
    const edited = await put(agent, draft.id, { description: 'A serum that glows.', key_features: ['Glows'], platform: ['instagram'] });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await missingIn(draft.id);
    expect(after.description).toBeUndefined();
    expect(after.budget).toEqual([M.budgetRequired]);
    // Another draft with the first one's values is missing what the first one was.
    const twin = (await agent.post(PATH, { product_name: 'Memo serum' })).json().data;
    expect(await missingIn(twin.id)).toEqual(before);
  });

  it('returns every field in the spec names and units', async () => {
    const { agent, brandId } = await signedInBrand(t);
    const created = await createCampaign(t, agent, { brand_id: brandId, budget: 50_000.5 });
    expect(created).toMatchObject({ ...completeCampaign(t, { brand_id: brandId, budget: 50_000.5 }), missing_fields: {} });
  });

  it('checks each field that is sent, with the form messages', async () => {
    const { agent } = await signedInBrand(t);
    const res = await agent.post(PATH, { platform: ['myspace'], budget: 999, marketing_objective: 'fame', start_date: '2026-02-30' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      platform: [M.platformInvalid],
      budget: [M.budgetMin],
      marketing_objective: [M.objectiveRequired],
      start_date: [M.dateInvalid],
    });
  });

  it('refuses wrong types and huge strings with a 4xx', async () => {
    const { agent } = await signedInBrand(t);
    expect((await agent.post(PATH, { budget: 'lots', key_features: 42 })).statusCode).toBe(422);
    expect((await agent.post(PATH, { product_name: 'x'.repeat(CAMPAIGN_LIMITS.productNameMax + 1) })).json().errors).toEqual({
      product_name: [M.productNameTooLong],
    });
    expect((await agent.post(PATH, { description: 'x'.repeat(10 * 1024 * 1024) })).statusCode).toBe(413);
    expect((await agent.post(PATH, [1, 2])).statusCode).toBe(422);
  });

  it("refuses another account's brand profile", async () => {
    const { agent } = await signedInBrand(t);
    const other = await signedInBrand(t);
    const res = await agent.post(PATH, { brand_id: other.brandId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ brand_id: [M.brandNotFound] });
  });

  it('updates only the fields sent and clears a field sent as null', async () => {
    const { agent } = await signedInBrand(t);
    const created = await createCampaign(t, agent);
    const res = await put(agent, created.id, { product_name: 'Glow serum 2', price_cap: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.updated);
    expect(res.json().data).toMatchObject({
      product_name: 'Glow serum 2',
      price_cap: null,
      budget: 50_000,
      description: created.description,
    });
  });

  it('checks cross-field rules against the saved values', async () => {
    const { agent } = await signedInBrand(t);
    const created = await createCampaign(t, agent);
    const res = await put(agent, created.id, { compensation: 50_001 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.compensation).toContain(M.compensationAboveBudget);
    const dates = await put(agent, created.id, { end_date: dayFrom(t, 4) });
    expect(dates.json().errors).toEqual({ end_date: [M.endBeforeStart] });
  });

  it("answers 404 for another account's campaign and a malformed id", async () => {
    const owner = await signedInBrand(t);
    const created = await createCampaign(t, owner.agent);
    const { agent } = await signedInBrand(t);
    for (const res of [
      await agent.get(`${PATH}/${created.id}`),
      await put(agent, created.id, { product_name: 'Mine' }),
      await agent.get(`${PATH}/not-a-uuid`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    expect((await getCampaign(owner.agent, created.id)).product_name).toBe('Glow serum');
  });
});

describe('the campaign list', () => {
  it('pages 10 at a time, newest first, and searches by product name', async () => {
    const { agent } = await signedInBrand(t);
    for (let i = 0; i < 12; i++) {
      t.clock.advance(1000);
      await agent.post(PATH, { product_name: i === 3 ? 'Mango 100% juice' : `Serum ${i}` });
    }
    const first = (await agent.get(PATH)).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(first.data[0].product_name).toBe('Serum 11');
    const second = (await agent.get(`${PATH}?page=2`)).json();
    expect(second.data.map((c: { product_name: string }) => c.product_name)).toEqual(['Serum 1', 'Serum 0']);
    expect((await agent.get(`${PATH}?page=5`)).json()).toMatchObject({ data: [], current_page: 5, total: 12, last_page: 2 });
    const oldest = (await agent.get(`${PATH}?sort=oldest`)).json();
    expect(oldest.data[0].product_name).toBe('Serum 0');
    const found = (await agent.get(`${PATH}?search=${encodeURIComponent('100%')}`)).json();
    expect(found.data.map((c: { product_name: string }) => c.product_name)).toEqual(['Mango 100% juice']);
    expect((await agent.get(`${PATH}?search=_`)).json().total).toBe(0);
  });

  it('filters by status and hides archived campaigns unless asked', async () => {
    const { agent } = await signedInBrand(t);
    const kept = await createCampaign(t, agent);
    const archived = await createCampaign(t, agent);
    expect((await agent.post(`${PATH}/${archived.id}/status`, { status: 'archived' })).statusCode).toBe(200);
    expect((await agent.get(PATH)).json().data.map((c: { id: string }) => c.id)).toEqual([kept.id]);
    expect((await agent.get(`${PATH}?status=archived`)).json().data.map((c: { id: string }) => c.id)).toEqual([archived.id]);
    expect((await agent.get(`${PATH}?status=draft`)).json().total).toBe(1);
  });

  it('refuses an unknown status filter and a page below 1', async () => {
    const { agent } = await signedInBrand(t);
    expect((await agent.get(`${PATH}?status=deleted`)).statusCode).toBe(422);
    expect((await agent.get(`${PATH}?page=0`)).statusCode).toBe(422);
  });
});

describe('the cover image', () => {
  const upload = (agent: Awaited<ReturnType<typeof signedInBrand>>['agent'], id: string, data: Buffer, name = 'cover.webp') => {
    const form = multipartBody([{ name: 'cover', filename: name, data }]);
    return agent.post(`${PATH}/${id}/cover`, form.payload, { headers: form.headers });
  };

  it('accepts a 5 MB WebP cover and refuses one byte more', async () => {
    const { agent } = await signedInBrand(t);
    const created = await createCampaign(t, agent);
    const ok = await upload(agent, created.id, await realImage('webp', 5 * 1024 * 1024));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: M.coverSaved, data: { cover_url: expect.stringMatching(/^\/api\/files\//) } });
    const big = await upload(agent, created.id, await realImage('webp', 5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ cover: [M.coverTooLarge] });
  });

  it('judges the cover by its bytes and replaces the old file', async () => {
    const { agent } = await signedInBrand(t);
    const created = await createCampaign(t, agent);
    const wrong = await upload(agent, created.id, fixtures.gif(), 'cover.png');
    expect(wrong.json().errors).toEqual({ cover: [M.coverWrongType] });
    const first = (await upload(agent, created.id, await realImage('png'), 'a.png')).json().data.cover_url;
    const second = (await upload(agent, created.id, await realImage('jpeg'), 'b.jpg')).json().data.cover_url;
    expect(second).not.toBe(first);
    expect((await agent.get(first)).statusCode).toBe(404);
    const removed = await agent.request({ method: 'DELETE', url: `${PATH}/${created.id}/cover` });
    expect(removed.json()).toMatchObject({ message: M.coverRemoved, data: { cover_url: null } });
  });

  it('needs a file', async () => {
    const { agent } = await signedInBrand(t);
    const created = await createCampaign(t, agent);
    const form = multipartBody([{ name: 'note', value: 'hi' }]);
    const res = await agent.post(`${PATH}/${created.id}/cover`, form.payload, { headers: form.headers });
    expect(res.statusCode).toBe(422);
  });
});
