import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COLLABORATION_LIMITS as L, COLLABORATION_MESSAGES as M } from '@amplio/shared/schemas/collaborations';
import {
  collaborations,
  notifications,
  creatorProfiles,
  ledgerAccounts,
  ledgerTransfers,
  socialAccounts,
} from '../../../src/db/schema/index';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, getCampaign, signedInBrand } from '../campaigns/campaign-helpers';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';
import { completeScriptByHand } from '../scripts/complete-by-hand';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());
afterEach(() => checkLedgerInvariants(t.db));

const DAY = 86_400_000;

const signedInCreator = () => signedInCreatorWithProfile(t);

/** An active campaign (compensation ₹2,500, so every test creator's price is ₹2,500) funded with `amount` rupees. */
async function activeCampaign(input: { access?: 'open' | 'approval' | 'invite_only'; amount?: number; maxCreators?: number | null } = {}) {
  const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0) });
  await fundAndCapture(t, brand.agent, campaign.id, input.amount ?? 20_000);
  if (input.access || input.maxCreators !== undefined) {
    const res = await brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, {
      access_mode: input.access ?? 'open',
      max_creators: input.maxCreators ?? null,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return campaign;
}

const invite = (agent: TestAgent, campaignId: string, body: Record<string, unknown>) =>
  agent.post(`/api/brands/campaigns/${campaignId}/invitations`, { platform: 'instagram', ...body });
const apply = (agent: TestAgent, campaignId: string, body: Record<string, unknown> = {}) =>
  agent.post(`/api/campaigns/${campaignId}/applications`, { platform: 'instagram', pitch: 'I film morning routines.', ...body });
const saveScript = (agent: TestAgent, campaign: { id: string; brand_id: string | null }) =>
  agent.post('/api/campaigns/save-script', { brand_id: campaign.brand_id, campaign_id: campaign.id, script: 'Hi everyone! Glow serum.' });

const transfersOn = (ownerId: string) =>
  t.db
    .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amountPaise })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(eq(ledgerAccounts.ownerId, ownerId));

describe('invitations', () => {
  it('invites at the computed price; accepting holds exactly that from escrow, and the script takes the hold over', async () => {
    const campaign = await activeCampaign({ access: 'invite_only' });
    const creator = await signedInCreator();
    const sent = await invite(brand.agent, campaign.id, { creator_id: creator.user.id, message: 'Loved your reels!' });
    expect(sent.statusCode, sent.body).toBe(201);
    const invitation = sent.json().data;
    expect(invitation).toMatchObject({ kind: 'invitation', status: 'pending', price: 2500, message: 'Loved your reels!' });
    expect(Date.parse(invitation.expires_at) - t.clock.now().getTime()).toBe(L.expiryDays * DAY);
    expect((await getCampaign(brand.agent, campaign.id)).escrow.reserved).toBe(0);

    const mine = (await creator.agent.get('/api/creator/invitations')).json().data;
    expect(mine.map((i: { id: string }) => i.id)).toEqual([invitation.id]);
    expect((await t.lastMailTo(creator.user.email))?.subject).toContain('invited you');

    const accepted = await creator.agent.post(`/api/creator/invitations/${invitation.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ reserved: 2500, available: 17_500 });

    const script = await saveScript(creator.agent, campaign);
    expect(script.statusCode, script.body).toBe(201);
    expect(script.json().data).toMatchObject({ id: invitation.id, dynamic_price: 2500, platform: 'instagram' });
    // One reservation in all: the hold became the script's reservation without moving money again.
    expect(await transfersOn(invitation.id)).toEqual([{ kind: 'reservation', amount: 250_000n }]);
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ reserved: 2500, available: 17_500 });
    const [row] = await t.db.select().from(collaborations).where(eq(collaborations.id, invitation.id));
    expect(row).toMatchObject({ status: 'accepted', scriptId: invitation.id, holdUntil: null });
  });

  it('lets a brand offer more than the computed price, never less (limit at ±1 rupee)', async () => {
    const campaign = await activeCampaign();
    const [a, b, c] = [await signedInCreator(), await signedInCreator(), await signedInCreator()];
    const below = await invite(brand.agent, campaign.id, { creator_id: a.user.id, price: 2499 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.price).toEqual([M.priceBelowComputed(2500)]);
    expect((await invite(brand.agent, campaign.id, { creator_id: a.user.id, price: 2500 })).json().data.price).toBe(2500);
    expect((await invite(brand.agent, campaign.id, { creator_id: b.user.id, price: 2501 })).json().data.price).toBe(2501);
    const fraction = await invite(brand.agent, campaign.id, { creator_id: c.user.id, price: 2500.5 });
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json().errors.price).toEqual([M.priceInvalid]);
  });

  it('keeps the message to 1,000 characters (limit at ±1)', async () => {
    const campaign = await activeCampaign();
    const [a, b] = [await signedInCreator(), await signedInCreator()];
    expect((await invite(brand.agent, campaign.id, { creator_id: a.user.id, message: 'x'.repeat(L.messageMax) })).statusCode).toBe(201);
    const long = await invite(brand.agent, campaign.id, { creator_id: b.user.id, message: 'x'.repeat(L.messageMax + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.message).toEqual([M.messageTooLong]);
  });

  it('refuses a second live invitation, a wrong platform, an unknown creator and one who switched invitations off', async () => {
    const campaign = await activeCampaign();
    const creator = await signedInCreator();
    expect((await invite(brand.agent, campaign.id, { creator_id: creator.user.id })).statusCode).toBe(201);
    const again = await invite(brand.agent, campaign.id, { creator_id: creator.user.id });
    expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyPending]);

    const other = await signedInCreator();
    const tiktok = await invite(brand.agent, campaign.id, { creator_id: other.user.id, platform: 'tiktok' });
    expect([tiktok.statusCode, tiktok.json().errors?.platform]).toEqual([422, [M.platformInvalid]]);
    const unknown = await invite(brand.agent, campaign.id, { creator_id: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().errors?.creator_id]).toEqual([422, [M.creatorNotFound]]);
    const notUuid = await invite(brand.agent, campaign.id, { creator_id: 'x' });
    expect(notUuid.statusCode).toBe(422);

    await t.db.update(creatorProfiles).set({ openToInvitations: false }).where(eq(creatorProfiles.userId, other.user.id));
    const closed = await invite(brand.agent, campaign.id, { creator_id: other.user.id });
    expect([closed.statusCode, closed.json().message]).toEqual([409, M.notOpenToInvitations]);
  });

  it('answers 409 when escrow cannot cover the price on acceptance, and holds and changes nothing', async () => {
    const campaign = await activeCampaign({ amount: 2400 });
    const creator = await signedInCreator();
    const { id } = (await invite(brand.agent, campaign.id, { creator_id: creator.user.id })).json().data;
    const res = await creator.agent.post(`/api/creator/invitations/${id}/accept`);
    expect([res.statusCode, res.json().message]).toEqual([409, M.escrowShort(2500)]);
    expect((await getCampaign(brand.agent, campaign.id)).escrow.reserved).toBe(0);
    const [row] = await t.db.select().from(collaborations).where(eq(collaborations.id, id));
    expect(row!.status).toBe('pending');
    expect(await transfersOn(id)).toEqual([]);
  });

  it('rejects a replayed acceptance: the second answers 409 and nothing is held twice', async () => {
    const campaign = await activeCampaign();
    const creator = await signedInCreator();
    const { id } = (await invite(brand.agent, campaign.id, { creator_id: creator.user.id })).json().data;
    expect((await creator.agent.post(`/api/creator/invitations/${id}/accept`)).statusCode).toBe(200);
    const again = await creator.agent.post(`/api/creator/invitations/${id}/accept`);
    expect([again.statusCode, again.json().message]).toEqual([409, M.notPending]);
    expect((await getCampaign(brand.agent, campaign.id)).escrow.reserved).toBe(2500);
  });

  it('expires an unanswered invitation after exactly 7 days, not a millisecond before', async () => {
    const campaign = await activeCampaign();
    const creator = await signedInCreator();
    const { id } = (await invite(brand.agent, campaign.id, { creator_id: creator.user.id })).json().data;
    t.clock.advance(L.expiryDays * DAY - 1);
    await t.app.collaborations.sweepDue();
    expect((await t.db.select().from(collaborations).where(eq(collaborations.id, id)))[0]!.status).toBe('pending');
    t.clock.advance(1);
    await t.runJobs({ includeDelayed: true });
    expect((await t.db.select().from(collaborations).where(eq(collaborations.id, id)))[0]!.status).toBe('expired');
    const late = await creator.agent.post(`/api/creator/invitations/${id}/accept`);
    expect([late.statusCode, late.json().message]).toEqual([409, M.notPending]);
  });

  it('gives an accepted hold back to escrow when no script follows within 7 days', async () => {
    const campaign = await activeCampaign();
    const creator = await signedInCreator();
    const { id } = (await invite(brand.agent, campaign.id, { creator_id: creator.user.id })).json().data;
    await creator.agent.post(`/api/creator/invitations/${id}/accept`);
    t.clock.advance(L.holdDays * DAY);
    await t.app.collaborations.sweepDue();
    const [row] = await t.db.select().from(collaborations).where(eq(collaborations.id, id));
    expect(row!.status).toBe('lapsed');
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ reserved: 0, available: 20_000 });
    const alerts = await t.db.select().from(notifications).where(eq(notifications.userId, creator.user.id));
    expect(alerts.map((a) => a.dedupeKey)).toContain(`collaboration:${id}:lapsed`);
    // With the hold gone the invite-less creator on an open campaign may still start, as anyone could.
    expect((await saveScript(creator.agent, campaign)).statusCode).toBe(201);
  });

  it('lets the brand withdraw a pending invitation, and no one else', async () => {
    const campaign = await activeCampaign();
    const creator = await signedInCreator();
    const { id } = (await invite(brand.agent, campaign.id, { creator_id: creator.user.id })).json().data;
    const other = await signedInBrand(t);
    expect((await other.agent.post(`/api/brands/invitations/${id}/withdraw`)).statusCode).toBe(404);
    expect((await brand.agent.post(`/api/brands/invitations/${id}/withdraw`)).json().data.status).toBe('withdrawn');
    expect((await creator.agent.post(`/api/creator/invitations/${id}/accept`)).statusCode).toBe(409);
  });
});

describe('when the campaign ends', () => {
  it('closes waiting offers and gives unused holds back to the brand in the same transaction, telling each creator', async () => {
    const campaign = await activeCampaign({ amount: 10_000 });
    const [waiting, holding] = [await signedInCreator(), await signedInCreator()];
    const pending = (await invite(brand.agent, campaign.id, { creator_id: waiting.user.id })).json().data.id;
    const held = (await invite(brand.agent, campaign.id, { creator_id: holding.user.id })).json().data.id;
    await holding.agent.post(`/api/creator/invitations/${held}/accept`);
    expect((await getCampaign(brand.agent, campaign.id)).escrow.reserved).toBe(2500);

    const done = await brand.agent.post(`/api/brands/campaigns/${campaign.id}/status`, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    const rows = await t.db.select().from(collaborations).where(eq(collaborations.campaignId, campaign.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [pending]: 'expired', [held]: 'lapsed' });
    // Nothing held for nobody: the whole escrow is on its way back to the brand.
    expect((await getCampaign(brand.agent, campaign.id)).escrow).toMatchObject({ reserved: 0, available: 0, refunded: 10_000 });
    expect((await t.lastMailTo(holding.user.email))?.subject).toContain('has ended');
    expect((await t.lastMailTo(waiting.user.email))?.subject).toContain('has ended');
  });
});

describe('applications', () => {
  it('takes applications only on approval campaigns, with the creator’s price in the 201', async () => {
    const open = await activeCampaign();
    const creator = await signedInCreator();
    const refused = await apply(creator.agent, open.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.notApprovalMode]);
    const inviteOnly = await activeCampaign({ access: 'invite_only' });
    const closed = await apply(creator.agent, inviteOnly.id);
    expect([closed.statusCode, closed.json().message]).toEqual([403, M.inviteOnly]);

    const approval = await activeCampaign({ access: 'approval' });
    const res = await apply(creator.agent, approval.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'application', status: 'pending', price: 2500, message: 'I film morning routines.' });
  });

  it('keeps the pitch to 1,000 characters (limit at ±1)', async () => {
    const campaign = await activeCampaign({ access: 'approval' });
    const [a, b] = [await signedInCreator(), await signedInCreator()];
    expect((await apply(a.agent, campaign.id, { pitch: 'p'.repeat(L.pitchMax) })).statusCode).toBe(201);
    const long = await apply(b.agent, campaign.id, { pitch: 'p'.repeat(L.pitchMax + 1) });
    expect([long.statusCode, long.json().errors?.pitch]).toEqual([422, [M.pitchTooLong]]);
    const wrongType = await apply(b.agent, campaign.id, { pitch: 42 });
    expect(wrongType.statusCode).toBe(422);
  });

  it('refuses a script on an approval campaign until the brand accepts, then holds the price on acceptance', async () => {
    const campaign = await activeCampaign({ access: 'approval' });
    const creator = await signedInCreator();
    const early = await saveScript(creator.agent, campaign);
    expect([early.statusCode, early.json().message]).toEqual([403, M.needsAcceptance]);
    const { id } = (await apply(creator.agent, campaign.id)).json().data;
    const accepted = await brand.agent.post(`/api/brands/applications/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await getCampaign(brand.agent, campaign.id)).escrow.reserved).toBe(2500);
    expect((await t.lastMailTo(creator.user.email))?.subject).toContain('was accepted');
    expect((await saveScript(creator.agent, campaign)).statusCode).toBe(201);
  });

  it('tells the creator the brand’s reason when it declines', async () => {
    const campaign = await activeCampaign({ access: 'approval' });
    const creator = await signedInCreator();
    const { id } = (await apply(creator.agent, campaign.id)).json().data;
    const res = await brand.agent.post(`/api/brands/applications/${id}/decline`, { reason: 'We need Hindi-speaking creators.' });
    expect(res.json().data).toMatchObject({ status: 'declined', decline_reason: 'We need Hindi-speaking creators.' });
    const seen = (await creator.agent.get('/api/creator/invitations')).json().data[0];
    expect(seen).toMatchObject({ id, status: 'declined', decline_reason: 'We need Hindi-speaking creators.' });
    const long = await brand.agent.post(`/api/brands/applications/${id}/decline`, { reason: 'r'.repeat(L.reasonMax + 1) });
    expect([long.statusCode, long.json().errors?.reason]).toEqual([422, [M.reasonTooLong]]);
  });

  it('expires an unanswered application after 7 days and tells the creator', async () => {
    const campaign = await activeCampaign({ access: 'approval' });
    const creator = await signedInCreator();
    const { id } = (await apply(creator.agent, campaign.id)).json().data;
    t.clock.advance(L.expiryDays * DAY);
    await t.app.collaborations.sweepDue();
    expect((await t.db.select().from(collaborations).where(eq(collaborations.id, id)))[0]!.status).toBe('expired');
    expect((await t.lastMailTo(creator.user.email))?.subject).toContain('expired');
  });
});

describe('access and slots', () => {
  it('keeps invite-only campaigns to invited creators', async () => {
    const campaign = await activeCampaign({ access: 'invite_only' });
    const creator = await signedInCreator();
    const res = await saveScript(creator.agent, campaign);
    expect([res.statusCode, res.json().message]).toEqual([403, M.inviteOnly]);
  });

  it('stops at max_creators: no more acceptances or scripts once the slots are taken', async () => {
    const campaign = await activeCampaign({ maxCreators: 1 });
    const [a, b, c] = [await signedInCreator(), await signedInCreator(), await signedInCreator()];
    const ia = (await invite(brand.agent, campaign.id, { creator_id: a.user.id })).json().data.id;
    const ib = (await invite(brand.agent, campaign.id, { creator_id: b.user.id })).json().data.id;
    expect((await a.agent.post(`/api/creator/invitations/${ia}/accept`)).statusCode).toBe(200);
    const full = await b.agent.post(`/api/creator/invitations/${ib}/accept`);
    expect([full.statusCode, full.json().message]).toEqual([409, M.slotsFull]);
    const script = await saveScript(c.agent, campaign);
    expect([script.statusCode, script.json().message]).toEqual([409, M.slotsFull]);
    const lower = await brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, { access_mode: 'open', max_creators: 0 });
    expect([lower.statusCode, lower.json().errors?.max_creators]).toEqual([422, [M.maxCreatorsInvalid]]);
    const tab = (await brand.agent.get(`/api/brands/campaigns/${campaign.id}/creators`)).json();
    expect(tab.access).toMatchObject({ access_mode: 'open', max_creators: 1, slots_taken: 1 });
    expect(tab.held).toBe(2500);
    expect(tab.data.map((r: { status: string }) => r.status).sort()).toEqual(['accepted', 'pending']);
  });

  it('refuses an access mode it does not know and a limit past 10,000', async () => {
    const campaign = await activeCampaign();
    const bad = await brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, { access_mode: 'secret' });
    expect([bad.statusCode, bad.json().errors?.access_mode]).toEqual([422, [M.accessModeInvalid]]);
    const max = await brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, {
      access_mode: 'open',
      max_creators: L.maxCreatorsMax,
    });
    expect(max.statusCode).toBe(200);
    const over = await brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, {
      access_mode: 'open',
      max_creators: L.maxCreatorsMax + 1,
    });
    expect(over.statusCode).toBe(422);
  });

  it('allows one paid collaboration per creator and campaign unless the brand invites them again', async () => {
    const campaign = await activeCampaign();
    const creator = await signedInCreator();
    const first = (await saveScript(creator.agent, campaign)).json().data.id;
    await completeScriptByHand(t, { scriptId: first, campaignId: campaign.id, creatorId: creator.user.id, reservedPaise: 250_000n });
    const again = await saveScript(creator.agent, campaign);
    expect([again.statusCode, again.json().message]).toEqual([409, M.workedBeforeCreator]);
    const { id } = (await invite(brand.agent, campaign.id, { creator_id: creator.user.id })).json().data;
    await creator.agent.post(`/api/creator/invitations/${id}/accept`);
    expect((await saveScript(creator.agent, campaign)).statusCode).toBe(201);
  });
});

describe('discovery', () => {
  const listed = async (agent: TestAgent, id: string) =>
    ((await agent.get('/api/campaigns/active?sort=newest')).json().data as { id: string }[]).find((c) => c.id === id);

  it('keeps invite-only campaigns out of discovery, says why on a direct link, and shows them to the invited', async () => {
    const campaign = await activeCampaign({ access: 'invite_only' });
    const [stranger, guest] = [await signedInCreator(), await signedInCreator()];
    expect(await listed(stranger.agent, campaign.id)).toBeUndefined();
    const direct = await stranger.agent.get(`/api/campaigns/active/${campaign.id}`);
    expect([direct.statusCode, direct.json().message]).toEqual([403, M.inviteOnly]);
    const pricing = await stranger.agent.get(`/api/creator/social-links-with-pricing?campaign_id=${campaign.id}`);
    expect(pricing.statusCode).toBe(403);

    await invite(brand.agent, campaign.id, { creator_id: guest.user.id });
    const seen = await guest.agent.get(`/api/campaigns/active/${campaign.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ access_mode: 'invite_only', invited: true });
  });

  it('lists an invite-only campaign, first and counted, in the discovery of the creator it invited', async () => {
    const campaign = await activeCampaign({ access: 'invite_only' });
    const [stranger, guest] = [await signedInCreator(), await signedInCreator()];
    await invite(brand.agent, campaign.id, { creator_id: guest.user.id });
    const [mine, theirs] = [
      (await guest.agent.get('/api/campaigns/active?sort=newest')).json(),
      (await stranger.agent.get('/api/campaigns/active?sort=newest')).json(),
    ];
    expect(mine.data[0]).toMatchObject({ id: campaign.id, invited: true, access_mode: 'invite_only' });
    expect(theirs.data.some((c: { id: string }) => c.id === campaign.id)).toBe(false);
    expect(mine.total, 'the invitation adds one campaign to the total').toBe(theirs.total + 1);
  });

  it('marks approval campaigns, and drops a campaign from discovery once its slots are taken', async () => {
    const campaign = await activeCampaign({ access: 'approval', maxCreators: 1 });
    const [a, b] = [await signedInCreator(), await signedInCreator()];
    expect(await listed(b.agent, campaign.id)).toMatchObject({ access_mode: 'approval', invited: false });
    const { id } = (await apply(a.agent, campaign.id)).json().data;
    await brand.agent.post(`/api/brands/applications/${id}/accept`);
    expect(await listed(b.agent, campaign.id)).toBeUndefined();
    const late = await apply(b.agent, campaign.id);
    expect([late.statusCode, late.json().message]).toEqual([409, M.slotsFull]);
  });
});

describe('requirements', () => {
  const requirements = (r: Record<string, unknown>) => ({ min_followers: null, categories: [], languages: [], countries: [], ...r });
  async function campaignFor(r: Record<string, unknown>, access: 'open' | 'approval' = 'open') {
    const campaign = await activeCampaign();
    const res = await brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, {
      access_mode: access,
      requirements: requirements(r),
    });
    expect(res.statusCode, res.body).toBe(200);
    return campaign;
  }
  const setFollowers = (userId: string, followers: number) =>
    t.db
      .update(socialAccounts)
      .set({ followers })
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.platform, 'instagram')));
  const listed = async (agent: TestAgent, id: string) =>
    ((await agent.get('/api/campaigns/active?sort=newest')).json().data as { id: string }[]).some((c) => c.id === id);

  it('asks for a minimum of followers on the campaign’s platforms, at the limit ±1, in discovery, on a direct link and on a save', async () => {
    const campaign = await campaignFor({ min_followers: 10_000 });
    const creator = await signedInCreator();
    const message = 'This campaign asks for at least 10,000 followers on Instagram or YouTube.';
    await setFollowers(creator.user.id, 9_999);
    expect(await listed(creator.agent, campaign.id)).toBe(false);
    const direct = await creator.agent.get(`/api/campaigns/active/${campaign.id}`);
    expect([direct.statusCode, direct.json().message]).toEqual([403, message]);
    const save = await saveScript(creator.agent, campaign);
    expect([save.statusCode, save.json().message]).toEqual([403, message]);
    await setFollowers(creator.user.id, 10_000);
    expect(await listed(creator.agent, campaign.id)).toBe(true);
    expect((await saveScript(creator.agent, campaign)).statusCode).toBe(201);
  });

  it('says which of categories, languages and countries a creator does not match', async () => {
    const creator = await signedInCreator();
    const cases: [Record<string, unknown>, string][] = [
      [{ categories: ['fitness', 'beauty'] }, 'This campaign is for creators in Fitness & Health or Beauty.'],
      [{ languages: ['Hindi'] }, 'This campaign is for creators who make content in Hindi.'],
      [{ countries: ['US'] }, 'This campaign is for creators based in United States.'],
    ];
    for (const [r, message] of cases) {
      const campaign = await campaignFor(r);
      expect(await listed(creator.agent, campaign.id)).toBe(false);
      const direct = await creator.agent.get(`/api/campaigns/active/${campaign.id}`);
      expect([direct.statusCode, direct.json().message]).toEqual([403, message]);
    }
    // The creator's own category, extra language and country let them in.
    await t.db
      .update(creatorProfiles)
      .set({ extraLanguages: ['Hindi'] })
      .where(eq(creatorProfiles.userId, creator.user.id));
    const fits = await campaignFor({ categories: ['food'], languages: ['Hindi'], countries: ['IN'] });
    expect(await listed(creator.agent, fits.id)).toBe(true);
    expect((await saveScript(creator.agent, fits)).statusCode).toBe(201);
  });

  it('refuses an application from a creator who does not qualify, but an invitation lets the brand choose anyone', async () => {
    const campaign = await campaignFor({ countries: ['US'] }, 'approval');
    const creator = await signedInCreator();
    const applied = await apply(creator.agent, campaign.id);
    expect([applied.statusCode, applied.json().message]).toEqual([403, 'This campaign is for creators based in United States.']);
    const { id } = (await invite(brand.agent, campaign.id, { creator_id: creator.user.id })).json().data;
    expect((await creator.agent.get(`/api/campaigns/active/${campaign.id}`)).statusCode).toBe(200);
    expect((await creator.agent.post(`/api/creator/invitations/${id}/accept`)).statusCode).toBe(200);
    expect((await saveScript(creator.agent, campaign)).statusCode).toBe(201);
  });

  it('refuses requirements it cannot check, with the field and the message', async () => {
    const campaign = await activeCampaign();
    const put = (r: Record<string, unknown>) =>
      brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, { access_mode: 'open', requirements: requirements(r) });
    const zero = await put({ min_followers: 0 });
    expect([zero.statusCode, zero.json().message]).toEqual([422, M.minFollowersInvalid]);
    expect((await put({ min_followers: 1 })).statusCode).toBe(200);
    expect((await put({ categories: ['cooking'] })).json().message).toBe(M.categoriesInvalid);
    expect((await put({ languages: ['Klingon'] })).json().message).toBe(M.languagesInvalid);
    expect((await put({ countries: ['ZZ'] })).json().message).toBe(M.countriesInvalid);
    expect((await put({ countries: ['in'] })).json().message).toBe(M.countriesInvalid);
    const saved = (await put({ categories: ['food', 'food'], countries: ['IN'] })).json().data.requirements;
    expect(saved).toEqual({ min_followers: null, categories: ['food'], languages: [], countries: ['IN'] });
  });
});

describe('who sees what', () => {
  it('never shows brand A’s creators tab, applications or invitations to brand B', async () => {
    const campaign = await activeCampaign({ access: 'approval' });
    const creator = await signedInCreator();
    const { id } = (await apply(creator.agent, campaign.id)).json().data;
    const other = await signedInBrand(t);
    expect((await other.agent.get(`/api/brands/campaigns/${campaign.id}/creators`)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/brands/applications/${id}/accept`)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/brands/applications/${id}/decline`)).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(collaborations)
      .where(and(eq(collaborations.id, id)));
    expect(row!.status).toBe('pending');
    expect(
      (await other.agent.post(`/api/brands/campaigns/${campaign.id}/invitations`, { creator_id: creator.user.id, platform: 'instagram' }))
        .statusCode,
    ).toBe(404);
  });

  it('never lets a creator see or answer another creator’s invitations or applications', async () => {
    const campaign = await activeCampaign();
    const [a, b] = [await signedInCreator(), await signedInCreator()];
    const { id } = (await invite(brand.agent, campaign.id, { creator_id: a.user.id })).json().data;
    expect((await b.agent.get('/api/creator/invitations')).json().data).toEqual([]);
    expect((await b.agent.post(`/api/creator/invitations/${id}/accept`)).statusCode).toBe(404);
    expect((await b.agent.post(`/api/creator/invitations/${id}/decline`)).statusCode).toBe(404);
    expect((await b.agent.get(`/api/brands/campaigns/${campaign.id}/creators`)).statusCode).toBe(403);
    // The brand may not answer its own invitation on the creator's behalf.
    expect((await brand.agent.post(`/api/creator/invitations/${id}/accept`)).statusCode).toBe(403);
  });

  it('answers 404 for ids that are not uuids and 4xx for hostile bodies, never 500', async () => {
    const campaign = await activeCampaign({ access: 'approval' });
    const creator = await signedInCreator();
    expect((await creator.agent.post('/api/creator/invitations/not-a-uuid/accept')).statusCode).toBe(404);
    expect((await brand.agent.get('/api/brands/campaigns/nope/creators')).statusCode).toBe(404);
    const huge = await apply(creator.agent, campaign.id, { pitch: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const arrayBody = await creator.agent.post(`/api/campaigns/${campaign.id}/applications`, [1, 2]);
    expect(arrayBody.statusCode).toBe(422);
    const noCsrf = await creator.agent.post(`/api/campaigns/${campaign.id}/applications`, { platform: 'instagram' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(419);
    expect(await t.db.select().from(collaborations).where(eq(collaborations.campaignId, campaign.id))).toEqual([]);
  });
});
