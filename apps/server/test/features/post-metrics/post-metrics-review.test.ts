import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_METRIC_MESSAGES as M } from '@amplio/shared/schemas/post-metrics';
import { notifications } from '../../../src/db/schema/index';
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

const accept = (agent: Brand['agent'], id: string) => agent.post(`/api/brands/post-metrics/${id}/accept`);
const question = (agent: Brand['agent'], id: string, body: unknown) => agent.post(`/api/brands/post-metrics/${id}/question`, body);

describe('the brand reviews post metrics', () => {
  it('accepts a pending report once; a second accept or a question after it is 409', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const report = await reportOk(creator.agent, scriptId);
    const res = await accept(brand.agent, report.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Report accepted.',
      data: { status: 'accepted', review_state: 'accepted' },
    });
    const again = await accept(brand.agent, report.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report is already accepted.');
    const q = await question(brand.agent, report.id, { reason: 'Too many views' });
    expect(q.statusCode).toBe(409);
  });

  it('questions a report with a reason: labelled questioned until the creator answers, who is told in the app and by e-mail', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const report = await reportOk(creator.agent, scriptId);
    const res = await question(brand.agent, report.id, { reason: '  The screenshot shows 1,200 views, not 12,000.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your question was sent to the creator.',
      data: { status: 'questioned', review_state: 'questioned', question_reason: 'The screenshot shows 1,200 views, not 12,000.' },
    });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.user.id), eq(notifications.dedupeKey, `post-metrics:question:${report.id}`)));
    expect(notice).toMatchObject({ title: expect.stringContaining('questioned your numbers'), category: 'reviews' });
    const again = await question(brand.agent, report.id, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report is already questioned. Wait for the creator’s answer.');
    expect((await accept(brand.agent, report.id)).statusCode).toBe(409);

    const seen = (await creator.agent.get(`/api/creator/scripts/${scriptId}/post-metrics`)).json().data;
    expect(seen).toMatchObject({ can_report: true, next_checkpoint_day: 1, current: null });
    expect(seen.reports[0]).toMatchObject({ id: report.id, review_state: 'questioned', question_reason: expect.any(String) });

    // The creator's answer: a new day-1 report that names the questioned one, which now reads as corrected.
    t.clock.advance(60_000);
    const answer = await reportOk(creator.agent, scriptId, { ...COUNTS, views: 1200 });
    expect(answer.checkpoint_day).toBe(1);
    const after = (await brand.agent.get(`/api/brands/scripts/${scriptId}/post-metrics`)).json().data;
    expect(after.reports.map((r: { id: string; review_state: string }) => [r.id, r.review_state])).toEqual([
      [answer.id, 'pending'],
      [report.id, 'corrected'],
    ]);
    expect(after.reports[0].answers_report_id).toBe(report.id);
    expect(after.current).toMatchObject({
      report_id: answer.id,
      views: 1200,
      likes: 900,
      engagement: 75,
      source: 'self_reported_with_proof',
    });
  });

  it('needs a reason of at most 500 characters, with the exact messages', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const report = await reportOk(creator.agent, scriptId);
    for (const [body, message] of [
      [{}, M.reasonRequired],
      [{ reason: '   ' }, 'Say what looks wrong with these numbers.'],
      [{ reason: 42 }, M.reasonRequired],
      [{ reason: 'x'.repeat(501) }, 'Keep the reason to 500 characters or fewer.'],
      [{ reason: 'x'.repeat(10 * 1024 * 1024) }, null],
    ] as const) {
      const res = await question(brand.agent, report.id, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (message) expect(res.json().errors).toEqual({ reason: [message] });
    }
    expect((await question(brand.agent, report.id, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('answers 404 for another brand’s report and script, and leaves the report alone', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const report = await reportOk(creator.agent, scriptId);
    const other = await signedInBrand(t);
    for (const res of [
      await accept(other.agent, report.id),
      await question(other.agent, report.id, { reason: 'no' }),
      await question(other.agent, report.id, {}),
      await accept(brand.agent, 'not-a-uuid'),
      await accept(brand.agent, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Report not found.');
    }
    const view = await other.agent.get(`/api/brands/scripts/${scriptId}/post-metrics`);
    expect(view.statusCode).toBe(404);
    expect(view.body).not.toContain('12000');
    const mine = (await brand.agent.get(`/api/brands/scripts/${scriptId}/post-metrics`)).json().data;
    expect(mine.reports[0].status).toBe('pending');
  });

  it('lets the brand read the proof of a report sent to it, and nobody else', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const report = await reportOk(creator.agent, scriptId);
    expect((await brand.agent.get(report.proof_url)).statusCode).toBe(200);
    const other = await signedInBrand(t);
    expect((await other.agent.get(report.proof_url)).statusCode).toBe(404);
    const stranger = await completedCollaboration(t, brand);
    expect((await stranger.creator.agent.get(report.proof_url)).statusCode).toBe(404);
  });

  it('shows the brand which reports are overdue, day by day', async () => {
    // Last, with its own brand: it moves the clock a month on.
    const { creator, scriptId, brand: own } = await completedCollaboration(t);
    let agent = own.agent;
    const read = async () => (await agent.get(`/api/brands/scripts/${scriptId}/post-metrics`)).json().data;
    expect((await read()).overdue_days).toEqual([]);
    t.clock.advance(DAY);
    const day1 = await read();
    expect(day1.overdue_days).toEqual([1]);
    expect(day1.checkpoints.map((c: { state: string }) => c.state)).toEqual(['overdue', 'upcoming', 'upcoming']);
    t.clock.advance(7 * DAY);
    expect((await read()).overdue_days).toEqual([1, 7]);
    // A late report counts for day 7 and covers day 1 too.
    expect((await reportOk(creator.agent, scriptId)).checkpoint_day).toBe(7);
    expect((await read()).overdue_days).toEqual([]);
    t.clock.advance(22 * DAY);
    // A remembered session lasts 30 days: sign in again.
    agent = await t.injectAs(own.user, { remember: true });
    expect((await read()).overdue_days).toEqual([30]);
  });
});
