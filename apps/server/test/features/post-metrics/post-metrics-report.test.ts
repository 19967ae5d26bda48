import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_METRIC_MAX_COUNT } from '@amplio/shared/constants/post-metrics';
import { POST_METRIC_MESSAGES as M } from '@amplio/shared/schemas/post-metrics';
import { postMetricReports, storedFiles } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { fixtures } from '../../helpers/file-fixtures';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript } from '../content-uploads/content-helpers';
import { COUNTS, completedCollaboration, DAY, proofImage, reportOk, sendReport } from './post-metrics-helpers';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const proofFiles = async () =>
  (await t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.purpose, 'post_metric_proof')))[0]!.n;
const reportsOf = (scriptId: string) => t.db.select().from(postMetricReports).where(eq(postMetricReports.scriptId, scriptId));

describe('POST /api/creator/scripts/{id}/post-metrics', () => {
  it('stores a completed post’s numbers with the proof, its source and time, as the day-1 report', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const res = await sendReport(creator.agent, scriptId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Thanks! Your numbers are with the brand.',
      data: {
        script_id: scriptId,
        checkpoint_day: 1,
        source: 'self_reported_with_proof',
        views: 12000,
        likes: 900,
        comments: 45,
        shares: 30,
        saves: 12,
        reach: 9000,
        status: 'pending',
        review_state: 'pending',
        reported_at: t.clock.now().toISOString(),
      },
    });
    const proofUrl = res.json().data.proof_url as string;
    expect(proofUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    // The creator reads their proof back; it was re-encoded as a PNG.
    const proof = await creator.agent.get(proofUrl);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
  });

  it.each(['jpeg', 'webp'] as const)('takes a %s proof by its magic bytes', async (format) => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const res = await sendReport(creator.agent, scriptId, { proof: { data: await proofImage(format), filename: 'proof.bin' } });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('leaves reach out when the platform does not show it', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const { reach: _reach, ...rest } = COUNTS;
    const res = await sendReport(creator.agent, scriptId, { counts: { ...rest } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.reach).toBeNull();
    const blank = await completedCollaboration(t, brand);
    const again = await sendReport(blank.creator.agent, blank.scriptId, { counts: { ...rest, reach: '' } });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.reach).toBeNull();
  });

  it('takes the upper bound and refuses one more, and takes 0 and refuses -1, naming the field', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    for (const [value, message] of [
      [POST_METRIC_MAX_COUNT + 1, 'Views can be at most 10,00,00,00,000.'],
      [-1, 'Views must be a whole number, 0 or more.'],
    ] as const) {
      const res = await sendReport(creator.agent, scriptId, { counts: { ...COUNTS, views: value } });
      expect(res.statusCode, String(value)).toBe(422);
      expect(res.json().errors).toEqual({ views: [message] });
    }
    expect(await reportsOf(scriptId)).toHaveLength(0);
    const ok = await sendReport(creator.agent, scriptId, { counts: { ...COUNTS, views: POST_METRIC_MAX_COUNT, likes: 0 } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ views: POST_METRIC_MAX_COUNT, likes: 0 });
  });

  it('answers wrong types with the exact message for every field at once and keeps nothing', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const before = await proofFiles();
    const res = await sendReport(creator.agent, scriptId, {
      counts: { views: '1.5', likes: 'many', comments: '1e3', shares: ' ', saves: '0x10', reach: '-0' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      views: ['Views must be a whole number, 0 or more.'],
      likes: ['Likes must be a whole number, 0 or more.'],
      comments: ['Comments must be a whole number, 0 or more.'],
      shares: ['Enter the number of shares.'],
      saves: ['Saves must be a whole number, 0 or more.'],
      reach: ['Reach must be a whole number, 0 or more.'],
    });
    // The proof streamed in before the fields were read is removed again.
    expect(await proofFiles()).toBe(before);
    expect(await reportsOf(scriptId)).toHaveLength(0);
  });

  it('answers a missing count, a repeated count and a 10 MB count with a clear 422', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const { views: _v, ...noViews } = COUNTS;
    const missing = await sendReport(creator.agent, scriptId, { counts: noViews });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ views: [M.countRequired('views')] });
    const repeated = await sendReport(creator.agent, scriptId, { extra: [{ name: 'likes', value: '3' }] });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({ likes: [M.countInvalid('likes')] });
    const huge = await sendReport(creator.agent, scriptId, { counts: { ...COUNTS, views: '9'.repeat(10 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(422);
    expect(await reportsOf(scriptId)).toHaveLength(0);
  });

  it('requires the proof', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const res = await sendReport(creator.agent, scriptId, { proof: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ proof: ['Add a screenshot of your post’s numbers as proof.'] });
  });

  it('refuses a 10 MB proof with 413 and a text file or GIF named .jpg with 422, storing nothing', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const before = await proofFiles();
    const big = await sendReport(creator.agent, scriptId, { proof: { data: await proofImage('png', 10 * 1024 * 1024) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The proof image must be 5 MB or smaller.');
    const justOver = await sendReport(creator.agent, scriptId, { proof: { data: await proofImage('png', 5 * 1024 * 1024 + 1) } });
    expect(justOver.statusCode).toBe(413);
    for (const data of [fixtures.text(2000), fixtures.gif(), fixtures.mp4()]) {
      const res = await sendReport(creator.agent, scriptId, { proof: { data, filename: 'screenshot.jpg', contentType: 'image/jpeg' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ proof: ['The proof must be a JPEG, PNG or WebP image.'] });
    }
    expect(await proofFiles()).toBe(before);
    expect(await reportsOf(scriptId)).toHaveLength(0);
    // A PNG named .jpg is a PNG: the bytes decide, not the name.
    const renamed = await sendReport(creator.agent, scriptId, {
      proof: { data: await proofImage('png', 5 * 1024 * 1024), filename: 'shot.jpg', contentType: 'image/jpeg' },
    });
    expect(renamed.statusCode, renamed.body).toBe(201);
  });

  it('refuses before completion with 409, and another creator’s or an unknown script with 404', async () => {
    const open = await creatorWithScript(t, brand);
    const before = await proofFiles();
    const early = await sendReport(open.agent, open.scriptId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can report your post’s numbers once the brand has accepted your post link.');
    const { scriptId } = await completedCollaboration(t, brand);
    for (const id of [scriptId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await sendReport(open.agent, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Script not found.');
    }
    expect(await proofFiles()).toBe(before);
  });

  it('answers a replay and two submissions at once with one report and a 409, removing the second proof', async () => {
    const { creator, scriptId } = await completedCollaboration(t, brand);
    const before = await proofFiles();
    const [a, b] = await Promise.all([sendReport(creator.agent, scriptId), sendReport(creator.agent, scriptId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(
      'You have already sent the numbers for this report. The next one opens when it is due.',
    );
    const replay = await sendReport(creator.agent, scriptId);
    expect(replay.statusCode).toBe(409);
    expect(await reportsOf(scriptId)).toHaveLength(1);
    expect(await proofFiles()).toBe(before + 1);
  });

  it('answers 401 to a visitor, 403 to a brand and 419 without the CSRF token', async () => {
    const { creator, scriptId, brand: own } = await completedCollaboration(t);
    expect((await sendReport(t.agent(), scriptId)).statusCode).toBe(401);
    expect((await sendReport(own.agent, scriptId)).statusCode).toBe(403);
    expect((await sendReport(creator.agent, scriptId, { csrf: false })).statusCode).toBe(419);
    expect(await reportsOf(scriptId)).toHaveLength(0);
  });

  it('counts a report for the latest checkpoint due: day 7 after a week, day 30 after a month, then nothing more', async () => {
    const { creator, scriptId } = await completedCollaboration(t);
    expect((await reportOk(creator.agent, scriptId)).checkpoint_day).toBe(1);
    t.clock.advance(7 * DAY);
    expect((await reportOk(creator.agent, scriptId)).checkpoint_day).toBe(7);
    t.clock.advance(23 * DAY);
    // A remembered session lasts 30 days: sign in again.
    const agent = await t.injectAs(creator.user, { remember: true });
    expect((await reportOk(agent, scriptId)).checkpoint_day).toBe(30);
    t.clock.advance(30 * DAY);
    const later = await t.injectAs(creator.user, { remember: true });
    expect((await sendReport(later, scriptId)).statusCode).toBe(409);
  });
});
