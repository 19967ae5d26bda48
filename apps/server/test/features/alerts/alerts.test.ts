import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { ZAlertsResponse } from '@amplio/shared/schemas/alerts';
import { recordCreatorAlert } from '../../../src/features/alerts/creator-alerts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { dayFrom, signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript, uploadVideo } from '../content-uploads/content-helpers';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';
import { decide } from '../review/review-helpers';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('GET /api/creator/alerts', () => {
  it('lists content due for every open script waiting for a video, due soon when the campaign ends within 7 days', async () => {
    const soon = await creatorWithScript(t, brand, { product_name: 'Soon serum', end_date: dayFrom(t, 7) });
    const res = await soon.agent.get('/api/creator/alerts');
    expect(res.statusCode, res.body).toBe(200);
    const body = ZAlertsResponse.parse(res.json());
    expect(body).toEqual({
      success: true,
      data: {
        contentDue: [
          {
            id: `due:${soon.scriptId}`,
            kind: 'contentDue',
            title: 'Upload content for Soon serum',
            message: `Due soon: the campaign ends on ${dayText(dayFrom(t, 7))}.`,
            link: `/creator/dashboard/campaigns/${soon.campaign.id}/submit`,
            created_at: expect.any(String),
            read: true,
            due_soon: true,
          },
        ],
        paymentStatus: [],
        campaignUpdates: [],
      },
      unread_count: 0,
    });
  });

  it('is not due soon at 8 days; a rejected video is due again with its attempt; In Review and closed scripts are not due', async () => {
    const later = await creatorWithScript(t, brand, { product_name: 'Later serum', end_date: dayFrom(t, 8) });
    const [due] = (await later.agent.get('/api/creator/alerts')).json().data.contentDue;
    expect(due).toMatchObject({ due_soon: false, message: `The campaign ends on ${dayText(dayFrom(t, 8))}.` });

    expect((await uploadVideo(later.agent, { scriptId: later.scriptId })).statusCode).toBe(200);
    expect((await later.agent.get('/api/creator/alerts')).json().data.contentDue).toEqual([]);

    await decide(brand.agent, { submission_id: later.scriptId, status: 'rejected', rejection_reason: 'Too dark' });
    const after = (await later.agent.get('/api/creator/alerts')).json();
    expect(after.data.contentDue).toMatchObject([
      {
        title: 'Upload content for Later serum',
        message: `Upload a new video (re-upload attempt 2 of 3). The campaign ends on ${dayText(dayFrom(t, 8))}.`,
        due_soon: false,
      },
    ]);
    expect(after.data.campaignUpdates).toMatchObject([{ kind: 'campaignUpdates', title: 'Video rejected: Later serum', read: false }]);
    expect(after.unread_count).toBe(1);

    await later.agent.post(`/api/creator/scripts/${later.scriptId}/abandon`, {});
    expect((await later.agent.get('/api/creator/alerts')).json().data.contentDue).toEqual([]);
  });

  it('answers 401 anonymous and 403 to a brand', async () => {
    const anonymous = await t.agent().get('/api/creator/alerts');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    expect((await brand.agent.get('/api/creator/alerts')).statusCode).toBe(403);
    expect((await brand.agent.get('/api/creator/alerts/unread-count')).statusCode).toBe(403);
  });
});

describe('stored alerts: the unread badge and marking read', () => {
  it('groups stored alerts by kind, newest first, at most 20 each, and counts the unread ones', async () => {
    const creator = await createCreatorWithProfile(t);
    const agent = await t.injectAs(creator.user);
    const start = t.clock.now().getTime();
    for (let i = 0; i < 25; i++) {
      await recordCreatorAlert({
        tx: t.db,
        at: new Date(start + i * 1000),
        userId: creator.user.id,
        kind: i % 5 === 0 ? 'paymentStatus' : 'campaignUpdates',
        title: `Alert ${i}`,
        message: 'Something happened.',
        dedupeKey: `test:${creator.user.id}:${i}`,
      });
    }
    // The same dedupe key again writes nothing.
    await recordCreatorAlert({
      tx: t.db,
      at: new Date(start),
      userId: creator.user.id,
      kind: 'paymentStatus',
      title: 'Again',
      message: 'x',
      dedupeKey: `test:${creator.user.id}:0`,
    });
    const body = (await agent.get('/api/creator/alerts')).json();
    expect(body.data.paymentStatus.map((a: { title: string }) => a.title)).toEqual([
      'Alert 20',
      'Alert 15',
      'Alert 10',
      'Alert 5',
      'Alert 0',
    ]);
    expect(body.data.campaignUpdates).toHaveLength(20);
    expect(body.data.campaignUpdates[0].title).toBe('Alert 24');
    expect(body.unread_count).toBe(25);
    expect((await agent.get('/api/creator/alerts/unread-count')).json()).toEqual({ success: true, unread_count: 25 });

    const two = body.data.paymentStatus.slice(0, 2).map((a: { id: string }) => a.id);
    const read = await agent.post('/api/creator/alerts/read', { ids: two });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ success: true, unread_count: 23 });
    const after = (await agent.get('/api/creator/alerts')).json();
    expect(after.data.paymentStatus.map((a: { read: boolean }) => a.read)).toEqual([true, true, false, false, false]);

    // Another creator cannot mark them read.
    const other = await createCreatorWithProfile(t);
    const otherAgent = await t.injectAs(other.user);
    const ids = after.data.campaignUpdates.map((a: { id: string }) => a.id);
    expect((await otherAgent.post('/api/creator/alerts/read', { ids })).json()).toEqual({ success: true, unread_count: 0 });
    expect((await agent.get('/api/creator/alerts/unread-count')).json().unread_count).toBe(23);

    expect((await agent.post('/api/creator/alerts/read', {})).json()).toEqual({ success: true, unread_count: 0 });
    expect((await agent.get('/api/creator/alerts/unread-count')).json().unread_count).toBe(0);
  });

  it('refuses ids that are not alert ids (422) and a missing CSRF token (419)', async () => {
    const creator = await createCreatorWithProfile(t);
    const agent = await t.injectAs(creator.user);
    const bad = await agent.post('/api/creator/alerts/read', { ids: ['nope'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['ids']);
    expect((await agent.post('/api/creator/alerts/read', {}, { csrf: false })).statusCode).toBe(419);
  });
});
