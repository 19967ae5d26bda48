import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_PROFILE_MESSAGES as M } from '@amplio/shared/schemas/brand-profiles';
import { auditLog, brands, storedFiles } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { multipartBody } from '../../helpers/file-fixtures';
import { realImage } from '../../helpers/real-images';
import { createCampaign, signedInBrand } from '../campaigns/campaign-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PATH = '/api/brands/brand-profiles';
const del = (agent: TestAgent, id: string) => agent.request({ method: 'DELETE', url: `${PATH}/${id}` });
const countsOf = async (agent: TestAgent) =>
  Object.fromEntries(
    ((await agent.get(PATH)).json().data as { name: string; campaigns_count: number }[]).map((b) => [b.name, b.campaigns_count]),
  );

describe('campaigns_count (issue 25 §2: it was always 0)', () => {
  it('counts each brand’s own campaigns in the list and in one brand’s answer', async () => {
    const { agent, brandId } = await signedInBrand(t);
    const second = (await agent.post(PATH, { name: 'Second Label', industry: 'retail' })).json().data.id as string;
    await createCampaign(t, agent, { brand_id: brandId });
    await createCampaign(t, agent, { brand_id: brandId });
    await createCampaign(t, agent, { brand_id: second });
    expect(await countsOf(agent)).toEqual({ 'Glow Labs': 2, 'Second Label': 1 });
    expect((await agent.get(`${PATH}/${brandId}`)).json().data.campaigns_count).toBe(2);
  });
});

describe('DELETE /api/brands/brand-profiles/{id}', () => {
  it('refuses (409, with the count) while a campaign uses the brand, and keeps it', async () => {
    const { agent, brandId } = await signedInBrand(t);
    await createCampaign(t, agent, { brand_id: brandId });
    const res = await del(agent, brandId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.inUse(1));
    expect(M.inUse(1)).toBe(
      'This brand is used by 1 campaign, so it cannot be deleted. Campaigns keep their brand; edit the brand instead.',
    );
    expect((await agent.get(`${PATH}/${brandId}`)).statusCode).toBe(200);
  });

  it('deletes an unused brand with its logo and records it', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const agent = await t.injectAs(user);
    const form = multipartBody([
      { name: 'name', value: 'Spare Brand' },
      { name: 'industry', value: 'retail' },
      { name: 'logo', filename: 'logo.png', data: await realImage('png') },
    ]);
    const created = (await agent.post(PATH, form.payload, { headers: form.headers })).json().data;
    const [row] = await t.db.select().from(brands).where(eq(brands.id, created.id));
    const logoFileId = row!.logoFileId!;
    const res = await del(agent, created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await agent.get(`${PATH}/${created.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, logoFileId))).toHaveLength(0);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({ action: 'brand_profile.deleted', actorUserId: user.id, data: { name: 'Spare Brand' } });
  });

  it('answers another brand’s profile, a missing one and a malformed id with 404', async () => {
    const owner = await signedInBrand(t);
    const other = await signedInBrand(t);
    expect((await del(other.agent, owner.brandId)).statusCode).toBe(404);
    expect((await del(owner.agent, crypto.randomUUID())).statusCode).toBe(404);
    expect((await del(owner.agent, 'x'.repeat(64))).statusCode).toBe(404);
    expect((await owner.agent.get(`${PATH}/${owner.brandId}`)).statusCode).toBe(200);
  });
});
