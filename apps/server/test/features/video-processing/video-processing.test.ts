import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_PROCESSING_MESSAGES as M, VIDEO_WARNING_MESSAGES as W } from '@amplio/shared/schemas/video-processing';
import { storedFiles, userEvents, videoRenditions } from '../../../src/db/schema/index';
import { VIDEO_JOBS } from '../../../src/features/video-processing/video-processing.service';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures } from '../../helpers/file-fixtures';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript, uploadVideo } from '../content-uploads/content-helpers';
import { ffmpegHere, inCi, makeClip, probeBytes, SKIP_REASON, topLevelBoxes } from './video-helpers';

if (!ffmpegHere && inCi) throw new Error(`Video processing cannot be tested in CI: ${SKIP_REASON}`);
if (!ffmpegHere) console.warn(`Skipping the video-processing tests: ${SKIP_REASON}`);

const videosOf = async (agent: TestAgent, ...ids: string[]) => {
  const res = await agent.get(`/api/videos?script_ids=${ids.join(',')}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const fileIdOf = (url: string) => url.replace('/api/files/', '');

// Skipped only without ffmpeg (SKIP_REASON in video-helpers.ts); on CI a missing ffmpeg fails instead (see inCi there).
describe.skipIf(!ffmpegHere)('video processing (a real clip through ffmpeg)', () => {
  let t: TestApp;
  let brand: Brand;
  let clip: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ videoProcessing: { available: true } });
    brand = await signedInBrand(t);
    clip = makeClip({ width: 320, height: 240, seconds: 2 });
  });
  afterAll(() => t.close());

  async function processedUpload(video: Buffer, campaign: Record<string, unknown> = {}) {
    const c = await creatorWithScript(t, brand, campaign);
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId, video, filename: 'my clip.mp4' });
    expect(res.statusCode, res.body).toBe(200);
    const fileId = fileIdOf(res.json().file_path);
    const before = (await videosOf(c.agent, c.scriptId))[0];
    await t.runJobs({ name: VIDEO_JOBS.process });
    return { c, fileId, before, after: (await videosOf(c.agent, c.scriptId))[0]! };
  }

  it('turns an upload into a faststart H.264/AAC MP4 (moov before mdat), a JPEG poster and its facts', async () => {
    const { c, before, after } = await processedUpload(clip);
    expect(before).toMatchObject({ status: 'processing', progress: 0, rendition_url: null, poster_url: null, duration_seconds: null });
    expect(after).toMatchObject({
      script_id: c.scriptId,
      status: 'ready',
      progress: 100,
      width: 320,
      height: 240,
      video_codec: 'mpeg4',
      audio_codec: 'aac',
      failure: null,
      original_mime_type: 'video/mp4',
    });
    expect(after.duration_seconds).toBeCloseTo(2, 0);

    const rendition = await c.agent.get(after.rendition_url as string);
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toBe('video/mp4');
    const boxes = topLevelBoxes(rendition.rawPayload);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const streams = probeBytes(rendition.rawPayload);
    expect(streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);

    const poster = await c.agent.get(after.poster_url as string);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect([...poster.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // The original is kept as sent, and the brand reads it (to download it) as well as the rendition and poster.
    const original = await brand.agent.get(after.original_url as string);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(clip)).toBe(true);
    expect((await brand.agent.get(after.rendition_url as string)).statusCode).toBe(200);
    expect((await brand.agent.get(after.poster_url as string)).statusCode).toBe(200);
    expect(await videosOf(brand.agent, c.scriptId)).toEqual([after]);
  });

  it('scales a 1920×1080 video to 1080 px on its long side and keeps the original’s facts', async () => {
    const { c, after } = await processedUpload(makeClip({ width: 1920, height: 1080, seconds: 1, audio: false }));
    expect(after).toMatchObject({ status: 'ready', width: 1920, height: 1080, audio_codec: null });
    const streams = probeBytes((await c.agent.get(after.rendition_url as string)).rawPayload);
    expect(streams).toEqual([expect.objectContaining({ codec_name: 'h264', width: 1080, height: 608 })]);
  });

  it('tells the creator and the brand live: progress, then ready', async () => {
    const { c, fileId } = await processedUpload(clip);
    // In the order they were sent: without it PostgreSQL may return rows from reused space first.
    const events = await t.db.select().from(userEvents).where(eq(userEvents.type, 'video')).orderBy(asc(userEvents.id));
    const ours = events.filter((e) => (e.data as { script_id: string }).script_id === c.scriptId);
    expect(new Set(ours.map((e) => e.userId))).toEqual(new Set([c.user.id, brand.user.id]));
    expect(ours.filter((e) => e.userId === c.user.id).at(-1)?.data).toEqual({ script_id: c.scriptId, status: 'ready', progress: 100 });
    expect(ours.some((e) => (e.data as { status: string }).status === 'processing')).toBe(true);
    const [row] = await t.db.select().from(videoRenditions).where(eq(videoRenditions.originalFileId, fileId));
    expect(row?.processedAt).not.toBeNull();
  });

  it('fails a corrupt upload cleanly: the failure is recorded and shown, and the original still plays', async () => {
    const corrupt = fixtures.mp4(20_000);
    const { c, fileId, after } = await processedUpload(corrupt);
    expect(after).toMatchObject({ status: 'failed', failure: M.failed, rendition_url: null, poster_url: null, duration_seconds: null });
    const original = await c.agent.get(after.original_url as string);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(corrupt)).toBe(true);
    expect((await videosOf(brand.agent, c.scriptId))[0]).toMatchObject({ status: 'failed', original_url: `/api/files/${fileId}` });
    // Failed for good at once: no retries of a file ffmpeg cannot read.
    expect(await t.runJobs({ name: VIDEO_JOBS.process, includeDelayed: true })).toBe(0);
  });

  it('does nothing twice when the job is replayed', async () => {
    const { c, fileId, after } = await processedUpload(clip);
    const files = async () => (await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, c.user.id))).length;
    const events = async () =>
      (
        await t.db
          .select()
          .from(userEvents)
          .where(and(eq(userEvents.userId, c.user.id), eq(userEvents.type, 'video')))
      ).length;
    const [filesBefore, eventsBefore] = [await files(), await events()];
    expect(filesBefore).toBe(3);
    await t.jobs.send({ name: VIDEO_JOBS.process, data: { fileId } });
    expect(await t.runJobs({ name: VIDEO_JOBS.process })).toBe(1);
    await t.app.videos.processFile(fileId, { retryCount: 0 });
    expect([await files(), await events()]).toEqual([filesBefore, eventsBefore]);
    expect((await videosOf(c.agent, c.scriptId))[0]).toEqual(after);
  });

  it('warns both sides when the video does not match the brief, and still takes it', async () => {
    const { c, after } = await processedUpload(clip, { video_style: '30-second vertical reel' });
    const warnings = [
      { code: 'too_short', message: W.tooShort(2, 30, 30) },
      { code: 'landscape', message: W.landscape },
    ];
    expect(after).toMatchObject({ status: 'ready', warnings });
    expect(W.tooShort(2, 30, 30)).toBe('This video is only 0:02 long; the brief asks for 0:30.');
    expect((await videosOf(brand.agent, c.scriptId))[0]).toMatchObject({ warnings });
  });

  it('processes a video a person waits on before a lower-priority one (the demo seed’s)', async () => {
    const upload = async () => {
      const c = await creatorWithScript(t, brand);
      const res = await uploadVideo(c.agent, { scriptId: c.scriptId, video: makeClip({ width: 160, height: 90, seconds: 1 }) });
      return { c, fileId: fileIdOf(res.json().file_path) };
    };
    const demo = await upload();
    // As the demo seed queues its videos: priority −1.
    await t.db.execute(sql`update pgboss.job set priority = -1 where name = ${VIDEO_JOBS.process} and singleton_key = ${demo.fileId}`);
    const person = await upload();
    expect(await t.runJobs({ name: VIDEO_JOBS.process })).toBe(2);
    const readyEvent = async (userId: string) =>
      (
        await t.db
          .select()
          .from(userEvents)
          .where(and(eq(userEvents.userId, userId), eq(userEvents.type, 'video')))
      ).find((e) => (e.data as { status: string }).status === 'ready')!.id;
    expect(await readyEvent(person.c.user.id)).toBeLessThan(await readyEvent(demo.c.user.id));
  });

  describe('access', () => {
    it('shows the poster and rendition only to the campaign’s brand and the creator', async () => {
      const { c, after } = await processedUpload(clip);
      const otherBrand = await signedInBrand(t);
      const otherCreator = await creatorWithScript(t, brand);
      for (const stranger of [otherBrand.agent, otherCreator.agent]) {
        expect(await videosOf(stranger, c.scriptId)).toEqual([]);
        for (const url of [after.rendition_url, after.poster_url, after.original_url])
          expect((await stranger.get(url as string)).statusCode).toBe(404);
      }
      const anonymous = t.agent();
      expect((await anonymous.get(`/api/videos?script_ids=${c.scriptId}`)).statusCode).toBe(401);
      expect((await anonymous.get(after.poster_url as string)).statusCode).toBe(401);
    });

    it('answers bad lookups with a clear 4xx', async () => {
      const { c } = await processedUpload(clip);
      const missing = await c.agent.get('/api/videos');
      expect(missing.statusCode).toBe(422);
      const empty = await c.agent.get('/api/videos?script_ids=,,');
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe(M.idsRequired);
      const many = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
      const tooMany = await c.agent.get(`/api/videos?script_ids=${many}`);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().message).toBe(M.tooManyIds);
      expect((await c.agent.get(`/api/videos?script_ids=${'x'.repeat(10_000)}`)).statusCode).toBe(422);
      expect(await videosOf(c.agent, 'not-a-uuid', "'; drop table scripts; --")).toEqual([]);
    });
  });
});

// Skipped only without ffmpeg, as above: it stops a real ffmpeg run mid-way.
describe.skipIf(!ffmpegHere)('a node shutting down mid-run', () => {
  it('stops ffmpeg and leaves the video processing, for the job to run again, never failed', async () => {
    const t = await buildTestApp({ videoProcessing: { available: true } });
    try {
      const brand = await signedInBrand(t);
      const c = await creatorWithScript(t, brand);
      const res = await uploadVideo(c.agent, { scriptId: c.scriptId, video: makeClip({ width: 320, height: 240, seconds: 1 }) });
      const fileId = fileIdOf(res.json().file_path);
      t.app.videos.stop();
      await expect(t.app.videos.processFile(fileId, { retryCount: 0 })).rejects.toThrow('ffmpeg was stopped at shutdown');
      const [row] = await t.db.select().from(videoRenditions).where(eq(videoRenditions.originalFileId, fileId));
      expect(row).toMatchObject({ status: 'processing', failure: null, renditionFileId: null });
    } finally {
      await t.close();
    }
  });
});

describe('without ffmpeg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ videoProcessing: { available: false } });
  });
  afterAll(() => t.close());

  it('takes the upload unprocessed, queues nothing, and the original plays', async () => {
    const brand = await signedInBrand(t);
    const c = await creatorWithScript(t, brand);
    const video = fixtures.mp4(10_000);
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId, video });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.runJobs({ name: VIDEO_JOBS.process })).toBe(0);
    const [view] = await videosOf(c.agent, c.scriptId);
    expect(view).toMatchObject({ status: 'unprocessed', rendition_url: null, poster_url: null, failure: null });
    expect((await c.agent.get(view!.original_url as string)).rawPayload.equals(video)).toBe(true);
    expect(t.app.videos.unavailableReason).toBe('video processing is switched off');
  });
});
