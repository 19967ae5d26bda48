import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEngagement } from '@amplio/shared/domain/post-metrics';
import { mailOutbox, notifications } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import type { Brand } from '../content-uploads/content-helpers';
import { COUNTS, completedCollaboration, DAY, reportOk } from './post-metrics-helpers';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const campaignRow = async (agent: Brand['agent'], scriptId: string) =>
  ((await agent.get('/api/creator/campaigns')).json().data as { script_id: string; views: number | null; likes: number | null }[]).find(
    (r) => r.script_id === scriptId,
  );

describe('GET /api/creator/campaigns views and likes', () => {
  it('are null before any report, then the latest accepted or unquestioned report’s', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    expect(await campaignRow(creator.agent, scriptId)).toMatchObject({ views: null, likes: null });
    const first = await reportOk(creator.agent, scriptId, { ...COUNTS, views: 1000, likes: 50 });
    expect(await campaignRow(creator.agent, scriptId)).toMatchObject({ views: 1000, likes: 50 });
    await brand.agent.post(`/api/brands/post-metrics/${first.id}/accept`);
    t.clock.advance(7 * DAY);
    const second = await reportOk(creator.agent, scriptId, { ...COUNTS, views: 5000, likes: 400 });
    expect(await campaignRow(creator.agent, scriptId)).toMatchObject({ views: 5000, likes: 400 });
    // A questioned report stops counting: the accepted one before it counts again.
    await brand.agent.post(`/api/brands/post-metrics/${second.id}/question`, { reason: 'Blurry screenshot' });
    expect(await campaignRow(creator.agent, scriptId)).toMatchObject({ views: 1000, likes: 50 });
  });
});

describe('spec 3 §9 engagement', () => {
  it.each([
    [{ likes: 50, views: 1000 }, 5],
    [{ likes: 5, views: 1000 }, 1],
    [{ likes: 4, views: 1000 }, 0],
    [{ likes: 7, views: 0 }, 100],
    [{ likes: 0, views: 0 }, 0],
    [{ likes: 2000, views: 1000 }, 100],
    [{ likes: 1, views: 3 }, 33],
  ])('%o gives %i', (input, expected) => {
    expect(postEngagement(input)).toBe(expected);
  });
});

describe('reminders of due reports', () => {
  const remindersOf = (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.dedupeKey, 'post-metrics:due:%')));

  it('remind the creator in the app and by e-mail once per due report, never for one already in', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    await t.app.postMetrics.remindDue();
    expect(await remindersOf(creator.user.id)).toHaveLength(0);
    t.clock.advance(DAY);
    await t.app.postMetrics.remindDue();
    await t.app.postMetrics.remindDue();
    const day1 = await remindersOf(creator.user.id);
    expect(day1).toHaveLength(1);
    expect(day1[0]).toMatchObject({ category: 'deadlines', scriptId, title: expect.stringContaining('day-1 numbers') });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, creator.user.email));
    expect(mails.filter((m) => m.subject.includes('day-1 numbers'))).toHaveLength(1);

    // Day 7's report is sent in time: no reminder for it; day 30's is not, and gets one.
    t.clock.advance(6 * DAY);
    await reportOk(creator.agent, scriptId);
    t.clock.advance(DAY);
    await t.app.postMetrics.remindDue();
    expect(await remindersOf(creator.user.id)).toHaveLength(1);
    t.clock.advance(23 * DAY);
    await t.app.postMetrics.remindDue();
    expect((await remindersOf(creator.user.id)).map((n) => n.dedupeKey).sort()).toEqual([
      `post-metrics:due:${scriptId}:1`,
      `post-metrics:due:${scriptId}:30`,
    ]);
  });
});
