import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import type { Brand } from '../content-uploads/content-helpers';
import {
  alertsOf,
  decide,
  invariantsHold,
  moneyOf,
  postUnderVerification,
  rejectAndReupload,
  scriptRow,
  transfersOfScript,
  videoInReview,
} from './review-helpers';
import { postgresOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';

/** PostgreSQL only (PGlite runs one statement at a time, so nothing races there); a failure on CI without it. */
const postgresSkip = postgresOnlySkipReason('concurrency.test.ts');
let t: TestApp;
let brand: Brand;

describe.skipIf(postgresSkip)(`decisions under concurrency${skippedBecause(postgresSkip)}`, () => {
  beforeAll(async () => {
    t = await buildTestApp();
    brand = await signedInBrand(t);
  });
  afterEach(() => invariantsHold(t));
  afterAll(() => t.close());

  it('20 parallel completions release the reservation to the wallet exactly once', async () => {
    const c = await postUnderVerification(t, brand);
    const reserved = (await scriptRow(t, c.scriptId)).reservedPaise;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => decide(brand.agent, { submission_id: c.scriptId, status: 'completed' })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(M.notAwaitingDecision('Completed'));
    expect(await moneyOf(t, c)).toEqual({ reservation: 0n, wallet: reserved });
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'release')).toHaveLength(1);
    expect((await alertsOf(t, c.scriptId)).filter((a) => a.title.startsWith('Completed'))).toHaveLength(1);
  });

  it('20 parallel third rejections refund the reservation exactly once', async () => {
    const c = await videoInReview(t, brand);
    await rejectAndReupload(brand, c, 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: `No ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ rejectionCount: 3, closedReason: 'rejected' });
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toHaveLength(1);
    expect((await moneyOf(t, c)).reservation).toBe(0n);
  });

  it('a brand’s completion racing the auto-approval job on two nodes decides once', async () => {
    const c = await postUnderVerification(t, brand);
    const submittedAt = (await scriptRow(t, c.scriptId)).submittedAt!.toISOString();
    const [jobs, ...answers] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => t.app.review.autoDecide({ scriptId: c.scriptId, submittedAt, stage: 'post' }))),
      ...Array.from({ length: 5 }, () => decide(brand.agent, { submission_id: c.scriptId, status: 'completed' })),
    ]);
    const decided = (jobs as string[]).filter((r) => r === 'decided').length + answers.filter((r) => r.statusCode === 200).length;
    expect(decided).toBe(1);
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'release')).toHaveLength(1);
  });

  it('abandoning while the campaign completes refunds the script once, and neither deadlocks', async () => {
    const c = await videoInReview(t, brand);
    await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: 'Blurry' });
    const [abandoned, completed] = await Promise.all([
      c.agent.post(`/api/creator/scripts/${c.scriptId}/abandon`, {}),
      brand.agent.post(`/api/brands/campaigns/${c.campaign.id}/status`, { status: 'completed' }),
    ]);
    expect(completed.statusCode, completed.body).toBe(200);
    expect([200, 409]).toContain(abandoned.statusCode);
    const row = await scriptRow(t, c.scriptId);
    expect(row.closedReason).toBe(abandoned.statusCode === 200 ? 'abandoned' : 'campaign_ended');
    expect((await transfersOfScript(t, c.scriptId)).filter((x) => x.kind === 'reservation_refund')).toHaveLength(1);
  });
});
