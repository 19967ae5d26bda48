import { randomBytes, randomUUID } from 'node:crypto';
import { CREATOR_LIST_LIMITS as L, CREATOR_LIST_MESSAGES as M } from '@amplio/shared/schemas/creator-lists';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorListMembers, creatorProfiles } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { searchableCreator } from '../creator-search/searchable-creator';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const LISTS = '/api/brands/creator-lists';
const newList = (name: string, agent: TestAgent = brand.agent) => agent.post(LISTS, { name });
const add = (listId: string, creatorId: string, agent: TestAgent = brand.agent) => agent.post(`${LISTS}/${listId}/creators/${creatorId}`);
const remove = (listId: string, creatorId: string, agent: TestAgent = brand.agent) =>
  agent.request({ method: 'DELETE', url: `${LISTS}/${listId}/creators/${creatorId}` });
const uniqueName = () => `Shortlist ${randomBytes(3).toString('hex')}`;
const creator = async () => (await searchableCreator(t, { word: `zq${randomBytes(4).toString('hex')}` })).user;

async function listOf(agent: TestAgent = brand.agent) {
  const res = await newList(uniqueName(), agent);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string };
}

describe('creator lists', () => {
  it('starts a list, saves creators to it once each, shows them as search does, takes one off and deletes the list', async () => {
    const name = uniqueName();
    const created = await newList(`  ${name}  `);
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json().data;
    expect(list).toEqual({
      id: expect.any(String),
      name,
      creators_count: 0,
      creator_ids: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const [first, second] = [await creator(), await creator()];
    expect((await add(list.id, first.id)).json().data.creator_ids).toEqual([first.id]);
    t.clock.advance(1000);
    const both = (await add(list.id, second.id)).json().data;
    expect(both.creator_ids).toEqual([second.id, first.id]);
    const again = await add(list.id, first.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.creators_count).toBe(2);

    const details = (await brand.agent.get(`${LISTS}/${list.id}`)).json().data;
    expect(details.creators.map((row: { id: string }) => row.id)).toEqual([second.id, first.id]);
    expect(details.creators[0]).not.toHaveProperty('email');
    const all = (await brand.agent.get(LISTS)).json().data as { id: string }[];
    expect(all.map((l) => l.id)).toContain(list.id);

    const taken = await remove(list.id, first.id);
    expect(taken.json().data.creator_ids).toEqual([second.id]);
    expect((await remove(list.id, first.id)).statusCode).toBe(200);
    const deleted = await brand.agent.request({ method: 'DELETE', url: `${LISTS}/${list.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await brand.agent.get(`${LISTS}/${list.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(creatorListMembers).where(eq(creatorListMembers.listId, list.id))).toEqual([]);
  });

  it('leaves a creator who has closed their profile out of the list it shows', async () => {
    const list = await listOf();
    const closed = await creator();
    await add(list.id, closed.id);
    await t.db.update(creatorProfiles).set({ openToInvitations: false }).where(eq(creatorProfiles.userId, closed.id));
    expect((await brand.agent.get(`${LISTS}/${list.id}`)).json().data.creators).toEqual([]);
  });
});

describe('creator list names', () => {
  it.each([
    [{}, M.nameRequired],
    [{ name: '' }, M.nameRequired],
    [{ name: '   ' }, M.nameRequired],
    [{ name: 42 }, M.nameRequired],
    [{ name: ['a'] }, M.nameRequired],
    [{ name: 'x'.repeat(L.nameMax + 1) }, M.nameTooLong],
  ])('refuses %j with 422 and the message', async (body, message) => {
    const res = await brand.agent.post(LISTS, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: [message] });
  });

  it(`takes a name of exactly ${L.nameMax} characters`, async () => {
    const name = `${randomBytes(4).toString('hex')}${'x'.repeat(L.nameMax - 8)}`;
    expect((await newList(name)).statusCode).toBe(201);
  });

  it('refuses a name the brand already uses, whatever its case, with 409', async () => {
    const name = uniqueName();
    expect((await newList(name)).statusCode).toBe(201);
    const res = await newList(name.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.nameTaken);
    const other = await signedInBrand(t);
    expect((await newList(name, other.agent)).statusCode).toBe(201);
  });

  it('answers a 10 MB name with a 4xx, not a 500', async () => {
    const res = await brand.agent.post(LISTS, { name: 'x'.repeat(10 * 1024 * 1024) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('creator list limits', () => {
  it(`keeps ${L.listsPerBrand} lists per brand, and refuses the next`, async () => {
    const full = await signedInBrand(t);
    await t.db.execute(sql`
      insert into creator_lists (brand_user_id, name, created_at, updated_at)
      select ${full.user.id}, 'List ' || n, now(), now() from generate_series(1, ${L.listsPerBrand - 1}) n`);
    expect((await newList('The last one', full.agent)).statusCode).toBe(201);
    const res = await newList('One too many', full.agent);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: [M.tooManyLists] });
  });

  it(`holds ${L.creatorsPerList} creators, and refuses the next`, async () => {
    const list = await listOf();
    await t.db.execute(sql`
      with made as (
        insert into users (email, name, user_type, password_hash, email_verified_at)
        select 'list-' || n || '-' || ${randomBytes(3).toString('hex')} || '@creator.test', 'C', 'creator', 'x', now()
        from generate_series(1, ${L.creatorsPerList - 1}) n returning id)
      insert into creator_list_members (list_id, creator_id, added_at) select ${list.id}, id, now() from made`);
    const last = await creator();
    expect((await add(list.id, last.id)).json().data.creators_count).toBe(L.creatorsPerList);
    const next = await creator();
    const res = await add(list.id, next.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ creator_id: [M.listFull] });
    // Saving one already on a full list is no change, not an error.
    expect((await add(list.id, last.id)).statusCode).toBe(200);
  });

  it('never passes the limit when creators are saved to a nearly full list at once', async () => {
    const list = await listOf();
    await t.db.execute(sql`
      with made as (
        insert into users (email, name, user_type, password_hash, email_verified_at)
        select 'race-' || n || '-' || ${randomBytes(3).toString('hex')} || '@creator.test', 'C', 'creator', 'x', now()
        from generate_series(1, ${L.creatorsPerList - 1}) n returning id)
      insert into creator_list_members (list_id, creator_id, added_at) select ${list.id}, id, now() from made`);
    const racers = [];
    for (let i = 0; i < 8; i++) racers.push(await creator());
    const answers = await Promise.all(racers.map((c) => add(list.id, c.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(7);
    const members = await t.db.select().from(creatorListMembers).where(eq(creatorListMembers.listId, list.id));
    expect(members).toHaveLength(L.creatorsPerList);
  });
});

describe('creator lists refuse', () => {
  it('anyone signed out (401) and a creator (403), on every route', async () => {
    const list = await listOf();
    const someone = await t.createUser({ userType: 'creator' });
    const asCreator = await t.injectAs(someone);
    for (const agent of [t.agent(), asCreator]) {
      const expected = agent === asCreator ? 403 : 401;
      expect((await agent.get(LISTS)).statusCode).toBe(expected);
      expect((await agent.get(`${LISTS}/${list.id}`)).statusCode).toBe(expected);
      expect((await agent.post(LISTS, { name: 'Mine' })).statusCode).toBe(expected);
      expect((await agent.post(`${LISTS}/${list.id}/creators/${someone.id}`)).statusCode).toBe(expected);
    }
  });

  it("another brand's list, as if it did not exist (404), and leaves it as it was", async () => {
    const list = await listOf();
    const saved = await creator();
    await add(list.id, saved.id);
    const other = await signedInBrand(t);
    for (const res of [
      await other.agent.get(`${LISTS}/${list.id}`),
      await add(list.id, (await creator()).id, other.agent),
      await remove(list.id, saved.id, other.agent),
      await other.agent.request({ method: 'DELETE', url: `${LISTS}/${list.id}` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.listNotFound);
    }
    expect((await other.agent.get(LISTS)).json().data.map((l: { id: string }) => l.id)).not.toContain(list.id);
    expect((await brand.agent.get(`${LISTS}/${list.id}`)).json().data.creator_ids).toEqual([saved.id]);
  });

  it('an unknown, unverified or closed creator, and ids that are not ids, with 404', async () => {
    const list = await listOf();
    const unverified = (await searchableCreator(t, { word: `zq${randomBytes(4).toString('hex')}`, verified: false })).user;
    const closed = await creator();
    await t.db.update(creatorProfiles).set({ openToInvitations: false }).where(eq(creatorProfiles.userId, closed.id));
    for (const id of [randomUUID(), unverified.id, closed.id, 'not-an-id', brand.user.id]) {
      const res = await add(list.id, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(M.creatorNotFound);
    }
    expect((await add('not-a-list', (await creator()).id)).statusCode).toBe(404);
    expect((await add(randomUUID(), (await creator()).id)).statusCode).toBe(404);
  });

  it('a change without the CSRF token (419)', async () => {
    const list = await listOf();
    expect((await brand.agent.post(LISTS, { name: uniqueName() }, { csrf: false })).statusCode).toBe(419);
    expect((await brand.agent.post(`${LISTS}/${list.id}/creators/${(await creator()).id}`, undefined, { csrf: false })).statusCode).toBe(
      419,
    );
  });
});
