import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES as M } from '@amplio/shared/schemas/notifications';
import { REVIEW_WARNING_QUEUE } from '../../../src/features/notifications/brand-review-notices';
import { MESSAGE_DIGEST_QUEUE } from '../../../src/features/conversations/message-notices';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { COLLABORATION_JOBS } from '../../../src/features/collaborations/collaborations.service';
import { signedInCreatorWithProfile } from '../creator-profile/creator-with-profile';
import { decide, mailsTo, videoInReview } from '../review/review-helpers';
import { signInOperator } from '../wallet/wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const notificationsOf = async (agent: Awaited<ReturnType<typeof signedInBrand>>['agent'], query = '') => {
  const res = await agent.get(`/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a brand hears of what waits for it', () => {
  it('a submitted video gives a notification, an e-mail with one-click unsubscribe, and a line on the dashboard with its countdown', async () => {
    const brand = await signedInBrand(t);
    const c = await videoInReview(t, brand);
    const list = await notificationsOf(brand.agent);
    // The payment reaching the escrow, then the video.
    expect(list.data.map((n: { category: string }) => n.category).sort()).toEqual(['money', 'reviews']);
    expect(list.unread_count).toBe(2);
    const review = list.data.find((n: { category: string }) => n.category === 'reviews');
    expect(review).toMatchObject({ title: `${c.user.name} sent a video for ${c.campaign.product_name}`, read: false });
    expect(review.message).toMatch(/^Review it by .+ \(India time\); after that it is approved on your behalf\.$/);

    const mail = (await mailsTo(t, brand.user.email)).find((m) => m.subject === review.title)!;
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http.+\/notifications\/unsubscribe\?token=.+>$/);

    const attention = (await brand.agent.get('/api/brands/attention')).json();
    expect(attention.waiting_count).toBe(1);
    expect(attention.data.submissions[0]).toMatchObject({ script_id: c.scriptId, kind: 'video', creator_name: c.user.name });
    expect(Date.parse(attention.data.submissions[0].decides_at)).toBeGreaterThan(t.clock.now().getTime());
  });

  it('warns 24 hours before Amplio decides on the brand’s behalf, once, and not after the brand decided', async () => {
    const brand = await signedInBrand(t);
    const waiting = await videoInReview(t, brand);
    const decided = await videoInReview(t, brand);
    expect((await decide(brand.agent, { submission_id: decided.scriptId, status: 'approved' })).statusCode).toBe(200);
    await t.runJobs({ name: REVIEW_WARNING_QUEUE, includeDelayed: true });
    await t.runJobs({ name: REVIEW_WARNING_QUEUE, includeDelayed: true });
    const warnings = (await notificationsOf(brand.agent)).data.filter((n: { category: string }) => n.category === 'deadlines');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].title).toBe(`24 hours left to review ${waiting.user.name}’s video`);
    expect((await mailsTo(t, brand.user.email)).filter((m) => m.subject.startsWith('24 hours left'))).toHaveLength(1);
  });

  it('one-click unsubscribe switches that category’s e-mail off; the bell still shows it', async () => {
    const brand = await signedInBrand(t);
    await videoInReview(t, brand);
    const reviewMail = (await mailsTo(t, brand.user.email)).find((m) => m.subject.includes(' sent a video for '))!;
    const link = reviewMail.headers!['List-Unsubscribe']!.slice(1, -1);
    const token = new URL(link).searchParams.get('token')!;
    const anonymous = t.agent();
    const page = await anonymous.get(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    const res = await anonymous.request({
      method: 'POST',
      url: `/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.unsubscribed('Reviews waiting'));
    expect((await brand.agent.get('/api/notification-preferences')).json().data.email).toMatchObject({ reviews: false, money: true });

    const reviewMails = async () => (await mailsTo(t, brand.user.email)).filter((m) => m.subject.includes(' sent a video for ')).length;
    const before = await reviewMails();
    await videoInReview(t, brand);
    expect(await reviewMails()).toBe(before);
    expect((await notificationsOf(brand.agent)).data.filter((n: { category: string }) => n.category === 'reviews')).toHaveLength(2);

    const forged = await anonymous.request({
      method: 'POST',
      url: `/notifications/unsubscribe?token=${brand.user.id}.reviews.forged`,
      csrf: false,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(M.unsubscribeInvalid);
  });
});

describe('invitations and applications', () => {
  it('a creator’s application reaches the brand’s bell, its mail and its attention list; an invitation’s answer too', async () => {
    const brand = await signedInBrand(t);
    const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0) });
    await fundAndCapture(t, brand.agent, campaign.id, 20_000);
    expect(
      (await brand.agent.put(`/api/brands/campaigns/${campaign.id}/access`, { access_mode: 'approval', max_creators: null })).statusCode,
    ).toBe(200);
    const applicant = await signedInCreatorWithProfile(t);
    const applied = await applicant.agent.post(`/api/campaigns/${campaign.id}/applications`, {
      platform: 'instagram',
      pitch: 'Morning routines',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const note = (await notificationsOf(brand.agent)).data.find((n: { category: string }) => n.category === 'collaborations');
    expect(note).toMatchObject({
      title: `${applicant.user.name} applied to ${campaign.product_name}`,
      link: `/brand/campaigns/${campaign.id}?tab=creators`,
    });
    expect((await mailsTo(t, brand.user.email)).some((m) => m.subject === note.title)).toBe(true);
    const attention = (await brand.agent.get('/api/brands/attention')).json().data;
    expect(attention.applications).toMatchObject([{ id: applied.json().data.id, creator: { name: applicant.user.name } }]);

    const invited = await signedInCreatorWithProfile(t);
    const sent = await brand.agent.post(`/api/brands/campaigns/${campaign.id}/invitations`, {
      creator_id: invited.user.id,
      platform: 'instagram',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      (await invited.agent.post(`/api/creator/invitations/${sent.json().data.id}/decline`, { reason: 'Busy this month' })).statusCode,
    ).toBe(200);
    const declined = (await notificationsOf(brand.agent)).data.find((n: { title: string }) => n.title.includes('declined'));
    expect(declined).toMatchObject({
      title: `${invited.user.name} declined your invitation to ${campaign.product_name}`,
      message: 'Their reason: Busy this month',
    });
  });
});

describe('campaigns, refunds and expiring invitations', () => {
  it('a campaign the brand completes says it has ended, and its unused escrow going back says it is on its way', async () => {
    const brand = await signedInBrand(t);
    const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0) });
    await fundAndCapture(t, brand.agent, campaign.id, 20_000);
    expect((await setStatus(brand.agent, campaign.id, 'completed')).statusCode).toBe(200);
    const titles = (await notificationsOf(brand.agent)).data.map((n: { title: string }) => n.title);
    expect(titles).toContain(`${campaign.product_name} has ended`);
    expect(titles.some((title: string) => /^₹[\d,.]+ is on its way back to you$/.test(title))).toBe(true);
  });

  it('reminds a creator 24 hours before an invitation expires, only while it still waits', async () => {
    const brand = await signedInBrand(t);
    const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0) });
    await fundAndCapture(t, brand.agent, campaign.id, 20_000);
    const [waiting, answered] = [await signedInCreatorWithProfile(t), await signedInCreatorWithProfile(t)];
    for (const creator of [waiting, answered]) {
      const sent = await brand.agent.post(`/api/brands/campaigns/${campaign.id}/invitations`, {
        creator_id: creator.user.id,
        platform: 'instagram',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      if (creator === answered) await answered.agent.post(`/api/creator/invitations/${sent.json().data.id}/accept`);
    }
    await t.runJobs({ name: COLLABORATION_JOBS.expiryWarning, includeDelayed: true });
    const reminder = (await notificationsOf(waiting.agent)).data.find((n: { category: string }) => n.category === 'deadlines');
    expect(reminder?.title).toBe(`Glow Labs’s invitation to ${campaign.product_name} expires in 24 hours`);
    expect((await notificationsOf(answered.agent)).data.some((n: { category: string }) => n.category === 'deadlines')).toBe(false);
  });
});

describe('the bell', () => {
  it('pages by `before`, marks one or all read, and leaves another user’s notifications alone', async () => {
    const brand = await signedInBrand(t);
    for (let i = 0; i < NOTIFICATION_LIMITS.perPage + 1; i++) {
      await videoInReview(t, brand);
      t.clock.advance(1000);
    }
    const first = await notificationsOf(brand.agent);
    expect(first.data).toHaveLength(NOTIFICATION_LIMITS.perPage);
    expect(first.has_more).toBe(true);
    const second = await notificationsOf(brand.agent, `?before=${first.data.at(-1).id}`);
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.some((n: { id: string }) => first.data.some((f: { id: string }) => f.id === n.id))).toBe(false);
    expect((await brand.agent.get('/api/notifications?before=nope')).statusCode).toBe(422);

    const other = await signedInBrand(t);
    await videoInReview(t, other);
    const theirs = (await notificationsOf(other.agent)).data[0].id;
    const theirUnread = (await notificationsOf(other.agent)).unread_count;
    const one = await brand.agent.post('/api/notifications/read', { ids: [first.data[0].id, theirs] });
    expect(one.json().unread_count).toBe(first.unread_count - 1);
    expect((await notificationsOf(other.agent)).unread_count).toBe(theirUnread);
    expect((await brand.agent.post('/api/notifications/read', {})).json().unread_count).toBe(0);
    expect(
      (await brand.agent.post('/api/notifications/read', { ids: Array(NOTIFICATION_LIMITS.readIdsMax + 1).fill(theirs) })).statusCode,
    ).toBe(422);
  });

  it('is for brands and creators only, and the attention list for brands only', async () => {
    const creator = await signedInCreatorWithProfile(t);
    expect((await creator.agent.get('/api/brands/attention')).statusCode).toBe(403);
    expect((await creator.agent.get('/api/notifications')).statusCode).toBe(200);
    const ops = (await signInOperator(t)).agent;
    expect((await ops.get('/api/notifications')).statusCode).toBe(403);
    expect((await ops.put('/api/notification-preferences', { email: { money: false } })).statusCode).toBe(403);
    expect((await t.agent().get('/api/brands/attention')).statusCode).toBe(401);
  });

  it('refuses preferences that are not true or false, with the message', async () => {
    const brand = await signedInBrand(t);
    const res = await brand.agent.put('/api/notification-preferences', { email: { reviews: 'no' } });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain(M.preferencesInvalid);
    expect((await t.agent().get('/api/notifications')).statusCode).toBe(401);
  });
});

describe('messages by e-mail', () => {
  it('go out as one digest of the unread ones, never one mail per message, and not once they are read', async () => {
    const brand = await signedInBrand(t);
    const c = await videoInReview(t, brand);
    const conversation = (await brand.agent.get(`/api/conversations?campaign_id=${c.campaign.id}`)).json().data[0];
    for (const body of ['First', 'Second', 'Third']) {
      expect((await brand.agent.post(`/api/conversations/${conversation.id}/messages`, { body })).statusCode).toBe(201);
    }
    const creatorMails = () => mailsTo(t, c.user.email).then((mails) => mails.filter((m) => m.subject.includes('unread message')));
    t.clock.advance(3 * 60_000);
    await t.runJobs({ name: MESSAGE_DIGEST_QUEUE, includeDelayed: true });
    const digests = await creatorMails();
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('You have 3 unread messages on Amplio');

    // Read, then a new message: the next digest waits 15 minutes and finds nothing unread.
    const newest = (await c.agent.get(`/api/conversations/${conversation.id}/messages`)).json().data.at(-1);
    await c.agent.post(`/api/conversations/${conversation.id}/read`, { message_id: newest.id });
    await brand.agent.post(`/api/conversations/${conversation.id}/messages`, { body: 'Fourth' });
    await c.agent.post(`/api/conversations/${conversation.id}/read`, {
      message_id: (await c.agent.get(`/api/conversations/${conversation.id}/messages`)).json().data.at(-1).id,
    });
    t.clock.advance(NOTIFICATION_LIMITS.digestMinutes * 60_000 + HOUR);
    await t.runJobs({ name: MESSAGE_DIGEST_QUEUE, includeDelayed: true });
    expect(await creatorMails()).toHaveLength(1);
  });
});
