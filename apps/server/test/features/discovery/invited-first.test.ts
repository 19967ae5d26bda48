import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLABORATION_LIMITS as L } from '@amplio/shared/schemas/collaborations';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';

// Issue 23 §3: "Invited campaigns come first … in discovery, marked "Invited"."

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
let creator: Awaited<ReturnType<typeof signedInCreatorWithProfile>>;
let bystander: Awaited<ReturnType<typeof signedInCreatorWithProfile>>;
/** Twelve open campaigns sharing one word, oldest first: c[0] is the last of discovery's newest-first order. */
let c: { id: string }[];
let word: string;

beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
  creator = await signedInCreatorWithProfile(t);
  bystander = await signedInCreatorWithProfile(t);
  word = `zq${randomBytes(4).toString('hex')}`;
  c = [];
  for (let i = 0; i < 12; i++) {
    t.clock.advance(1000);
    const campaign = await createCampaign(t, brand.agent, {
      product_name: `${word} ${i}`,
      start_date: dayFrom(t, 0),
      end_date: dayFrom(t, 60),
    });
    await fundAndCapture(t, brand.agent, campaign.id, 20_000);
    c.push(campaign);
  }
});
afterAll(() => t.close());

interface Page {
  data: { id: string; invited: boolean }[];
  total: number;
  last_page: number;
}

async function page(agent: TestAgent, n: number, sort = 'newest'): Promise<Page> {
  const res = await agent.get(`/api/campaigns/active?search=${word}&sort=${sort}&page=${n}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Both pages of the search, with each page's ids and the totals each answered. */
async function pages(agent: TestAgent, sort = 'newest') {
  const [one, two] = [await page(agent, 1, sort), await page(agent, 2, sort)];
  return {
    first: one.data.map((x) => x.id),
    second: two.data.map((x) => x.id),
    all: [...one.data, ...two.data],
    totals: [one.total, two.total, one.last_page, two.last_page],
  };
}

const idsOf = (...indexes: number[]) => indexes.map((i) => c[i]!.id);
const newest = () => idsOf(11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
const invite = (campaignId: string) =>
  brand.agent.post(`/api/brands/campaigns/${campaignId}/invitations`, { creator_id: creator.user.id, platform: 'instagram' });

describe('invited campaigns in discovery', () => {
  it('come first on page 1, in the page order, marked invited; the rest follow, nothing repeated or skipped, the total unchanged', async () => {
    const before = await pages(creator.agent);
    expect([...before.first, ...before.second]).toEqual(newest());
    expect(before.totals).toEqual([12, 12, 2, 2]);

    // c[0] would be the very last campaign; c[3] is on page 1's last row.
    const last = await invite(c[0]!.id);
    expect(last.statusCode, last.body).toBe(201);
    expect((await invite(c[3]!.id)).statusCode).toBe(201);

    const after = await pages(creator.agent);
    expect(after.first).toEqual(idsOf(3, 0, 11, 10, 9, 8, 7, 6, 5, 4));
    expect(after.second).toEqual(idsOf(2, 1));
    expect(new Set([...after.first, ...after.second]).size).toBe(12);
    expect(after.totals).toEqual([12, 12, 2, 2]);
    expect(after.all.filter((x) => x.invited).map((x) => x.id)).toEqual(idsOf(3, 0));

    // Oldest first keeps the invited first too, each part oldest first.
    const oldest = await pages(creator.agent, 'oldest');
    expect([...oldest.first, ...oldest.second]).toEqual(idsOf(0, 3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11));

    // Another creator's discovery is not reordered by someone else's invitations.
    const theirs = await pages(bystander.agent);
    expect([...theirs.first, ...theirs.second]).toEqual(newest());
    expect(theirs.all.some((x) => x.invited)).toBe(false);
  });

  it('keeps an accepted invitation first; a declined, withdrawn or expired one puts the campaign back in its place', async () => {
    const accepted = (await invite(c[6]!.id)).json().data.id as string;
    const acceptedRes = await creator.agent.post(`/api/creator/invitations/${accepted}/accept`);
    expect(acceptedRes.statusCode, acceptedRes.body).toBe(200);
    const invitations = (await creator.agent.get('/api/creator/invitations')).json().data as { id: string; campaign_id: string }[];
    const on = (i: number) => invitations.find((x) => x.campaign_id === c[i]!.id)!.id;
    expect((await pages(creator.agent)).first.slice(0, 3)).toEqual(idsOf(6, 3, 0));

    const declined = await creator.agent.post(`/api/creator/invitations/${on(0)}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    let now = await pages(creator.agent);
    expect(now.first).toEqual(idsOf(6, 3, 11, 10, 9, 8, 7, 5, 4, 2));
    expect(now.second).toEqual(idsOf(1, 0));
    expect(now.all.find((x) => x.id === c[0]!.id)?.invited).toBe(false);

    const withdrawn = await brand.agent.post(`/api/brands/invitations/${on(3)}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    now = await pages(creator.agent);
    expect([...now.first, ...now.second]).toEqual(idsOf(6, 11, 10, 9, 8, 7, 5, 4, 3, 2, 1, 0));

    // A waiting invitation left unanswered for 7 days expires, and its campaign drops back.
    expect((await invite(c[1]!.id)).statusCode).toBe(201);
    expect((await pages(creator.agent)).first.slice(0, 2)).toEqual(idsOf(6, 1));
    t.clock.advance(L.expiryDays * 86_400_000);
    await t.runJobs({ includeDelayed: true });
    now = await pages(creator.agent);
    expect(now.first[0]).not.toBe(c[1]!.id);
    expect(now.second).toContain(c[1]!.id);
    expect(new Set([...now.first, ...now.second]).size).toBe(now.totals[0]);
  });
});
