import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/social-accounts';
import { auditLog, scripts, socialAccounts } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';
import { fundedCampaign, scriptWithMoney } from '../wallet/wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const del = (agent: TestAgent, id: string) => agent.request({ method: 'DELETE', url: `/api/creator/social-links/${id}` });

/** An open (or closed) script of the creator priced for `platform`. */
async function scriptOn(creatorId: string, platform: string, outcome: 'open' | 'completed') {
  const campaign = await fundedCampaign(t, { fundRupees: 10_000 });
  const id = await scriptWithMoney(t, { creatorId, campaign, rupees: 1_000, outcome });
  await t.db.update(scripts).set({ platform }).where(eq(scripts.id, id));
}

describe('DELETE /api/creator/social-links/{id}', () => {
  it('removes a linked account and records it', async () => {
    const { agent, user, youtube } = await signedInCreatorWithProfile(t);
    const res = await del(agent, youtube.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.removed('YouTube') });
    const left = (await agent.get('/api/creator/social-links')).json().data.map((l: { platform: string }) => l.platform);
    expect(left).toEqual(['instagram']);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, youtube.id));
    expect(entry).toMatchObject({ action: 'social_account.removed', actorUserId: user.id, data: { platform: 'youtube' } });
  });

  it('refuses with a clear 409 while a script on that platform is open, and keeps the account', async () => {
    const { agent, user, instagram } = await signedInCreatorWithProfile(t);
    await scriptOn(user.id, 'instagram', 'open');
    const res = await del(agent, instagram.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.removeBlocked('Instagram', 1));
    expect(M.removeBlocked('Instagram', 1)).toBe(
      'Your Instagram account cannot be removed while a script for Instagram is open. Finish or close it first.',
    );
    expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.id, instagram.id))).toHaveLength(1);
  });

  it('allows it when the open script is on another platform or the script is closed', async () => {
    const { agent, user, instagram } = await signedInCreatorWithProfile(t);
    await scriptOn(user.id, 'youtube', 'open');
    await scriptOn(user.id, 'instagram', 'completed');
    expect((await del(agent, instagram.id)).statusCode).toBe(200);
  });

  it('answers another creator’s account, a missing one and a malformed id with 404', async () => {
    const owner = await signedInCreatorWithProfile(t);
    const other = await signedInCreatorWithProfile(t);
    expect((await del(other.agent, owner.instagram.id)).statusCode).toBe(404);
    expect((await del(owner.agent, crypto.randomUUID())).statusCode).toBe(404);
    expect((await del(owner.agent, 'nope')).statusCode).toBe(404);
    expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.id, owner.instagram.id))).toHaveLength(1);
  });
});
