import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_PROFILE_LIMITS } from '@amplio/shared/constants/brand-profiles';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { BRAND_PROFILE_MESSAGES as M } from '@amplio/shared/schemas/brand-profiles';
import { brands, storedFiles } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { realImage } from '../../helpers/real-images';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PATH = '/api/brands/brand-profiles';
const valid = { name: 'Glow Labs', website: 'glowlabs.example', industry: 'retail', description: 'Clean skincare.' };

async function signedInBrand(): Promise<TestAgent> {
  return t.injectAs(await t.createUser({ userType: 'brand' }));
}
const put = (agent: TestAgent, url: string, payload: unknown, headers?: Record<string, string>) =>
  agent.request({ method: 'PUT', url, payload: payload as string, headers });
const logoForm = (fields: Record<string, string>, logo: Buffer, filename = 'logo.png') =>
  multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'logo', filename, data: logo }]);

describe('brand profiles', () => {
  it('creates a brand and lists it after the others, with its campaign count', async () => {
    const agent = await signedInBrand();
    const res = await agent.post(PATH, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: M.created, data: { ...valid, logo_url: null, campaigns_count: 0 } });
    const list = (await agent.get(PATH)).json();
    expect(list).toMatchObject({ current_page: 1, total: 1, last_page: 1 });
    expect(list.data[0].name).toBe('Glow Labs');
  });

  it('needs a name and an industry, with the messages the form shows', async () => {
    const res = await (await signedInBrand()).post(PATH, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: [M.nameRequired], industry: [M.industryRequired] });
  });

  it('holds the name at 120 characters (±1) and checks the website', async () => {
    const agent = await signedInBrand();
    expect((await agent.post(PATH, { ...valid, name: 'a'.repeat(BRAND_PROFILE_LIMITS.nameMax) })).statusCode).toBe(201);
    const long = await agent.post(PATH, { ...valid, name: 'a'.repeat(BRAND_PROFILE_LIMITS.nameMax + 1), website: 'not a site' });
    expect(long.json().errors).toEqual({ name: [M.nameTooLong], website: [M.websiteInvalid] });
  });

  it('refuses a 10 MB name with a 4xx, not a 500', async () => {
    const res = await (await signedInBrand()).post(PATH, { ...valid, name: 'x'.repeat(10 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('stores a logo sent as multipart and serves it to the owner only', async () => {
    const agent = await signedInBrand();
    const form = logoForm(valid, await realImage('png'));
    const res = await agent.post(PATH, form.payload, { headers: form.headers });
    expect(res.statusCode).toBe(201);
    const url = res.json().data.logo_url as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect((await agent.get(url)).statusCode).toBe(200);
    expect((await (await signedInBrand()).get(url)).statusCode).toBe(404);
  });

  it('accepts a WebP logo of exactly 2 MB and refuses one byte more', async () => {
    const agent = await signedInBrand();
    const ok = logoForm(valid, await realImage('webp', 2 * 1024 * 1024), 'logo.webp');
    expect((await agent.post(PATH, ok.payload, { headers: ok.headers })).statusCode).toBe(201);
    const big = logoForm(valid, await realImage('webp', 2 * 1024 * 1024 + 1), 'logo.webp');
    const res = await agent.post(PATH, big.payload, { headers: big.headers });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ logo: [M.logoTooLarge] });
  });

  it('judges the logo by its bytes, not its name', async () => {
    const form = logoForm(valid, fixtures.text(), 'logo.png');
    const res = await (await signedInBrand()).post(PATH, form.payload, { headers: form.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ logo: [M.logoWrongType] });
  });

  it('keeps no logo file when the rest of the form is invalid', async () => {
    const user = await t.createUser({ userType: 'brand' });
    const agent = await t.injectAs(user);
    const form = logoForm({ industry: 'retail' }, await realImage('png'));
    expect((await agent.post(PATH, form.payload, { headers: form.headers })).statusCode).toBe(422);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user.id))).toEqual([]);
  });

  it('updates a brand, replaces its logo and deletes the old file', async () => {
    const agent = await signedInBrand();
    const first = logoForm(valid, await realImage('png'));
    const created = (await agent.post(PATH, first.payload, { headers: first.headers })).json().data;
    const second = logoForm({ ...valid, name: 'Glow Labs India' }, await realImage('jpeg'));
    const res = await put(agent, `${PATH}/${created.id}`, second.payload, second.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.updated, data: { name: 'Glow Labs India' } });
    expect(res.json().data.logo_url).not.toBe(created.logo_url);
    expect((await agent.get(created.logo_url)).statusCode).toBe(404);
  });

  it('removes the logo when asked and keeps it otherwise', async () => {
    const agent = await signedInBrand();
    const form = logoForm(valid, await realImage('png'));
    const created = (await agent.post(PATH, form.payload, { headers: form.headers })).json().data;
    expect((await put(agent, `${PATH}/${created.id}`, valid)).json().data.logo_url).toBe(created.logo_url);
    expect((await put(agent, `${PATH}/${created.id}`, { ...valid, remove_logo: true })).json().data.logo_url).toBeNull();
  });

  it("answers 404 for another brand's profile and for a malformed id", async () => {
    const owner = await signedInBrand();
    const { id } = (await owner.post(PATH, valid)).json().data;
    const other = await signedInBrand();
    for (const res of [await other.get(`${PATH}/${id}`), await put(other, `${PATH}/${id}`, valid), await other.get(`${PATH}/nope`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    expect((await other.get(PATH)).json().data).toEqual([]);
  });

  it(`allows ${BRAND_PROFILE_LIMITS.perAccountMax} brands per account and refuses one more`, async () => {
    const user = await t.createUser({ userType: 'brand' });
    await t.db.insert(brands).values(
      Array.from({ length: BRAND_PROFILE_LIMITS.perAccountMax - 1 }, (_, i) => ({
        userId: user.id,
        name: `Brand ${i}`,
        industry: 'other',
      })),
    );
    const agent = await t.injectAs(user);
    expect((await agent.post(PATH, valid)).statusCode).toBe(201);
    const res = await agent.post(PATH, valid);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.tooMany);
  });

  it('refuses a write without the CSRF token', async () => {
    const res = await (await signedInBrand()).request({ method: 'POST', url: PATH, payload: valid, csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe(HTTP_MESSAGES.csrfMismatch);
  });
});
