import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import { CONTENT_UPLOAD_MESSAGES as M } from '@amplio/shared/domain/script-upload-rules';
import { SCRIPT_MESSAGES } from '@amplio/shared/schemas/scripts';
import { auditLog, storedFiles } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { fixtures } from '../../helpers/file-fixtures';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript, scriptRow, setScriptState, uploadVideo } from './content-helpers';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const videoFiles = (ownerUserId: string) =>
  t.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.ownerUserId, ownerUserId))
    .then((rows) => rows.filter((r) => r.purpose === 'campaign_video'));
const fileIdOf = (path: string) => path.replace('/api/files/', '');

describe('POST /api/creator/upload-video', () => {
  it('stores the video, sets the script In Review and answers success, file_path and upload.rejection_count', async () => {
    const c = await creatorWithScript(t, brand);
    const video = fixtures.mp4(50_000);
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId, video });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Video uploaded successfully! Status updated to "In Review"',
      upload: { rejection_count: 0 },
    });
    expect(body.file_path).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(body.data).toMatchObject({ id: c.scriptId, status: 'In Review', video_path: body.file_path });
    expect(body.data.submitted_at).not.toBeNull();
    const [file] = await videoFiles(c.user.id);
    expect(file).toMatchObject({ mimeType: 'video/mp4', sizeBytes: 50_000, originalName: 'clip.mp4' });
    const read = await c.agent.get(body.file_path);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(video)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, c.scriptId))
      .then((r) => r.filter((a) => a.action === 'script.video_uploaded'));
    expect(audit).toMatchObject({ actorUserId: c.user.id });
  });

  it('answers the rejection count after a rejection and offers the re-upload', async () => {
    const c = await creatorWithScript(t, brand);
    await setScriptState(t, c.scriptId, { status: 'Rejected', rejectionCount: 2 });
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ upload: { rejection_count: 2 }, data: { status: 'In Review', rejection_count: 2 } });
  });

  it('refuses uploads at 3 rejections with the spec’s message and keeps no file', async () => {
    const c = await creatorWithScript(t, brand);
    await setScriptState(t, c.scriptId, { status: 'Rejected', rejectionCount: 3 });
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Maximum reject time attempts (3) reached for this script.',
    });
    expect(await videoFiles(c.user.id)).toEqual([]);
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Rejected', rejectionCount: 3, videoPath: null });
  });

  it.each([
    ['In Review', M.inReview],
    ['Approved', M.approved],
    ['Post Rejected', M.postRejected],
    ['Completed', M.completed],
  ] as const)('refuses an upload while the script is %s', async (status, message) => {
    const c = await creatorWithScript(t, brand);
    await setScriptState(t, c.scriptId, { status });
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message });
    expect(await videoFiles(c.user.id)).toEqual([]);
    expect((await scriptRow(t, c.scriptId)).status).toBe(status);
  });

  it('accepts one of two uploads sent at once (a double click) and removes the other’s file', async () => {
    const c = await creatorWithScript(t, brand);
    const results = await Promise.all([uploadVideo(c.agent, { scriptId: c.scriptId }), uploadVideo(c.agent, { scriptId: c.scriptId })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const files = await videoFiles(c.user.id);
    expect(files).toHaveLength(1);
    expect((await scriptRow(t, c.scriptId)).videoPath).toBe(`/api/files/${files[0]!.id}`);
  });

  it('refuses a file that is not a video by its magic bytes, even named .mp4 and sent as video/mp4', async () => {
    const c = await creatorWithScript(t, brand);
    for (const data of [fixtures.text(5000), fixtures.png(), fixtures.jpeg()]) {
      const res = await uploadVideo(c.agent, { scriptId: c.scriptId, video: data, filename: 'clip.mp4', contentType: 'video/mp4' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ video: ['Please upload a valid video file (MP4, WebM, or OGG)'] });
    }
    expect(await videoFiles(c.user.id)).toEqual([]);
    expect((await scriptRow(t, c.scriptId)).status).toBe('Script Generated');
  });

  it.each([
    ['MP4', 'video/mp4', fixtures.mp4],
    ['QuickTime (ftyp qt)', 'video/quicktime', fixtures.quicktime],
    ['WebM', 'video/webm', fixtures.webm],
    ['OGG (Theora video)', 'video/ogg', fixtures.oggTheora],
  ] as const)('accepts %s by its magic bytes and stores it as %s', async (_name, mimeType, make) => {
    const c = await creatorWithScript(t, brand);
    const video = make(4096);
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId, video, filename: 'clip.bin', contentType: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'In Review' } });
    const [file] = await videoFiles(c.user.id);
    expect(file).toMatchObject({ mimeType, sizeBytes: 4096 });
  });

  it('refuses an Ogg file whose stream is Vorbis audio, even named .ogg and sent as video/ogg', async () => {
    const c = await creatorWithScript(t, brand);
    const res = await uploadVideo(c.agent, {
      scriptId: c.scriptId,
      video: fixtures.oggVorbis(),
      filename: 'clip.ogg',
      contentType: 'video/ogg',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ video: ['Please upload a valid video file (MP4, WebM, or OGG)'] });
    expect(await videoFiles(c.user.id)).toEqual([]);
    expect((await scriptRow(t, c.scriptId)).status).toBe('Script Generated');
  });

  it('accepts an MP4 whatever its name and declared type', async () => {
    const c = await creatorWithScript(t, brand);
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId, filename: 'notes.txt', contentType: 'text/plain' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 404 for another creator’s script, a made-up id and a malformed one, and keeps no file', async () => {
    const owner = await creatorWithScript(t, brand);
    const other = await creatorWithScript(t, brand);
    for (const scriptId of [owner.scriptId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await uploadVideo(other.agent, { scriptId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SCRIPT_MESSAGES.notFound);
    }
    expect(await videoFiles(other.user.id)).toEqual([]);
    expect((await scriptRow(t, owner.scriptId)).status).toBe('Script Generated');
  });

  it('answers 422 without a video or a script_id, naming the field', async () => {
    const c = await creatorWithScript(t, brand);
    const noVideo = await uploadVideo(c.agent, { scriptId: c.scriptId, omitVideo: true });
    expect(noVideo.statusCode).toBe(422);
    expect(noVideo.json().errors).toEqual({ video: [M.videoRequired] });
    const noScript = await uploadVideo(c.agent, {});
    expect(noScript.statusCode).toBe(422);
    expect(noScript.json().errors).toEqual({ script_id: [M.scriptRequired] });
    const twice = await uploadVideo(c.agent, { scriptId: c.scriptId, extra: [{ name: 'script_id', value: c.scriptId }] });
    expect(twice.statusCode).toBe(422);
    expect(await videoFiles(c.user.id)).toEqual([]);
  });

  it('answers 422 to a second video part and 415 to a body that is not multipart', async () => {
    const c = await creatorWithScript(t, brand);
    const two = await uploadVideo(c.agent, {
      scriptId: c.scriptId,
      extra: [{ name: 'video', filename: 'b.mp4', contentType: 'video/mp4', data: fixtures.mp4() }],
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({ video: [UPLOAD_MESSAGES.duplicateFile] });
    expect(await videoFiles(c.user.id)).toEqual([]);
    const json = await c.agent.post('/api/creator/upload-video', { script_id: c.scriptId });
    expect(json.statusCode).toBe(415);
  });

  it('answers 401 to a visitor, 403 to a brand and 419 without the CSRF token', async () => {
    const c = await creatorWithScript(t, brand);
    const anonymous = await uploadVideo(t.agent(), { scriptId: c.scriptId });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    const asBrand = await uploadVideo(brand.agent, { scriptId: c.scriptId });
    expect(asBrand.statusCode).toBe(403);
    const noCsrf = await uploadVideo(c.agent, { scriptId: c.scriptId, csrf: false });
    expect(noCsrf.statusCode).toBe(419);
    const wrongCsrf = await c.agent.request({
      method: 'POST',
      url: '/api/creator/upload-video',
      headers: { 'x-csrf-token': 'forged' },
      payload: {},
    });
    expect(wrongCsrf.statusCode).toBe(419);
    expect(await videoFiles(c.user.id)).toEqual([]);
  });
});

describe('reading an uploaded video', () => {
  async function uploaded() {
    const c = await creatorWithScript(t, brand);
    const video = fixtures.mp4(10_000);
    const res = await uploadVideo(c.agent, { scriptId: c.scriptId, video });
    return { ...c, video, path: res.json().file_path as string };
  }

  it('serves byte ranges to the creator who uploaded it and to the campaign’s brand', async () => {
    const c = await uploaded();
    for (const agent of [c.agent, brand.agent]) {
      const res = await agent.get(c.path, { range: 'bytes=100-199' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe('bytes 100-199/10000');
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.rawPayload.equals(c.video.subarray(100, 200))).toBe(true);
    }
  });

  it('answers 404 to another creator and another brand, and 401 to a visitor', async () => {
    const c = await uploaded();
    const otherCreator = await creatorWithScript(t, brand);
    const otherBrand = await signedInBrand(t);
    expect((await otherCreator.agent.get(c.path)).statusCode).toBe(404);
    expect((await otherBrand.agent.get(c.path, { range: 'bytes=0-9' })).statusCode).toBe(404);
    expect((await t.agent().get(c.path)).statusCode).toBe(401);
  });

  it('keeps a replaced video playable for the brand as an earlier version (issue 28 §3), and for no one else', async () => {
    const c = await uploaded();
    await setScriptState(t, c.scriptId, { status: 'Rejected', rejectionCount: 1 });
    const again = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(again.statusCode).toBe(200);
    expect((await brand.agent.get(c.path)).statusCode, 'v1 stays playable beside v2').toBe(200);
    const stranger = await t.injectAs(await t.createUser({ userType: 'brand' }));
    expect((await stranger.get(c.path)).statusCode).toBe(404);
    expect((await brand.agent.get(again.json().file_path)).statusCode).toBe(200);
    expect((await c.agent.get(c.path)).statusCode).toBe(200);
    expect(fileIdOf(again.json().file_path)).not.toBe(fileIdOf(c.path));
  });
});
