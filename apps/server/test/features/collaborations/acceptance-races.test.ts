import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COLLABORATION_MESSAGES as M } from '@amplio/shared/schemas/collaborations';
import { collaborations } from '../../../src/db/schema/index';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { openTestDatabase } from '../../helpers/test-database';
import { createCampaign, dayFrom, fundAndCapture, getCampaign, signedInBrand } from '../campaigns/campaign-helpers';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';

/** Acceptances sent at once; on PostgreSQL each gets a connection of its own. */
const PARALLEL = 50;

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp({ database: await openTestDatabase({ poolSize: PARALLEL + 4 }) });
  brand = await signedInBrand(t);
});
afterAll(() => t.close());
afterEach(() => checkLedgerInvariants(t.db));

/** 50 creators invited at ₹2,500 each to one active campaign funded with `amount`, each signed in. */
async function fiftyInvited(input: { amount: number; maxCreators?: number }) {
  const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0), budget: 200_000 });
  await fundAndCapture(t, brand.agent, campaign.id, input.amount);
  if (input.maxCreators) {
    await brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, { access_mode: 'invite_only', max_creators: input.maxCreators });
  }
  const invited = [];
  for (let i = 0; i < PARALLEL; i++) {
    const creator = await createCreatorWithProfile(t);
    const agent = await t.injectAs(creator.user);
    const res = await brand.agent.post(`/api/brands/campaigns/${campaign.id}/invitations`, {
      creator_id: creator.user.id,
      platform: 'instagram',
    });
    expect(res.statusCode, res.body).toBe(201);
    invited.push({ agent, id: res.json().data.id as string });
  }
  return { campaign, invited };
}

const acceptAll = (
  invited: { agent: { post(url: string): Promise<{ statusCode: number; body: string; json(): { message: string } }> }; id: string }[],
) => Promise.all(invited.map(({ agent, id }) => agent.post(`/api/creator/invitations/${id}/accept`)));

describe('parallel acceptances', () => {
  it('holds exactly 10 of 50 parallel acceptances against an escrow that can pay 10, and refuses the rest with nothing held', async () => {
    const { campaign, invited } = await fiftyInvited({ amount: 25_000 });
    const answers = await acceptAll(invited);
    const codes = answers.map((r) => r.statusCode);
    // One CI run saw 35 refusals, not 40, and passed on its retry: any other answer is named, so a next time says why.
    const others = answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`);
    expect(others).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(new Set([M.escrowShort(2500)]));
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ reserved: 25_000, available: 0 });
    const rows = await t.db.select().from(collaborations).where(eq(collaborations.campaignId, campaign.id));
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(40);
  });

  it('never takes more than max_creators slots when 50 acceptances race with money for all', async () => {
    const { campaign, invited } = await fiftyInvited({ amount: 150_000, maxCreators: 5 });
    const answers = await acceptAll(invited);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().message))).toEqual(new Set([M.slotsFull]));
    expect((await getCampaign(brand.agent, campaign.id)).escrow.reserved).toBe(12_500);
    const tab = (await brand.agent.get(`/api/brands/campaigns/${campaign.id}/creators`)).json();
    expect(tab.access.slots_taken).toBe(5);
  });
});
