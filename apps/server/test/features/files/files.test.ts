import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import { storedFiles } from '../../../src/db/schema/index';
import { createFilesService } from '../../../src/features/files/files.service';
import { createLocalStorage } from '../../../src/lib/storage/local-storage';
import { sha256 } from '../../../src/lib/tokens';
import { SESSION_COOKIE } from '../../../src/plugins/session';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { uploadTestRoutes } from '../../helpers/upload-test-routes';

let t: TestApp;
let owner: TestAgent;
let video: Buffer;
let videoId: string;

async function upload(agent: TestAgent, field: 'profile_photo' | 'video', data: Buffer, filename: string): Promise<string> {
  const { payload, headers } = multipartBody([{ name: field, filename, data }]);
  const res = await agent.request({ method: 'POST', url: '/test/upload', payload, headers });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().files[field];
}
const uploadPhoto = (agent: TestAgent, data: Buffer) => upload(agent, 'profile_photo', data, 'me.png');

beforeAll(async () => {
  t = await buildTestApp({ extraRoutes: uploadTestRoutes });
  owner = await t.injectAs(await t.createUser({ userType: 'creator' }));
  // Videos are stored as sent (images are re-encoded), so byte ranges can be checked against what was sent.
  video = fixtures.mp4(3000);
  videoId = await upload(owner, 'video', video, 'My clip.mp4');
});
afterAll(() => t.close());

/** The same folder the app writes to. */
const createStorage = () => createLocalStorage({ root: t.config.storageDir });

describe('GET /api/files/:id', () => {
  it('serves the whole file to its owner with safe headers', async () => {
    const res = await owner.get(`/api/files/${videoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '3000',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'content-disposition': `inline; filename="My clip.mp4"; filename*=UTF-8''My%20clip.mp4`,
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=10-', 10, 2999],
    ['bytes=-5', 2995, 2999],
    ['bytes=2990-9999', 2990, 2999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await owner.get(`/api/files/${videoId}`, { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/3000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with Content-Range for an unsatisfiable range', async () => {
    for (const range of ['bytes=3000-', 'bytes=5000-6000', 'bytes=-0']) {
      const res = await owner.get(`/api/files/${videoId}`, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */3000');
      expect(res.json().message).toBe(UPLOAD_MESSAGES.rangeNotSatisfiable);
    }
  });

  it('serves the whole file for a multi-range or a stale If-Range, and 304 for a matching ETag', async () => {
    expect((await owner.get(`/api/files/${videoId}`, { range: 'bytes=0-1,4-5' })).statusCode).toBe(200);
    const etag = (await owner.get(`/api/files/${videoId}`)).headers.etag as string;
    expect((await owner.get(`/api/files/${videoId}`, { range: 'bytes=0-1', 'if-range': '"other"' })).statusCode).toBe(200);
    expect((await owner.get(`/api/files/${videoId}`, { range: 'bytes=0-1', 'if-range': etag })).statusCode).toBe(206);
    const cached = await owner.get(`/api/files/${videoId}`, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload).toHaveLength(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await owner.request({ method: 'HEAD', url: `/api/files/${videoId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('3000');
    expect(res.rawPayload).toHaveLength(0);
    const ranged = await owner.request({ method: 'HEAD', url: `/api/files/${videoId}`, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-length']).toBe('10');
    const etag = ranged.headers.etag as string;
    const cached = await owner.request({ method: 'HEAD', url: `/api/files/${videoId}`, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    const outside = await owner.request({ method: 'HEAD', url: `/api/files/${videoId}`, headers: { range: 'bytes=9000-' } });
    expect(outside.statusCode).toBe(416);
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.agent().get(`/api/files/${videoId}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    const withSession = t.agent();
    await withSession.ensureCsrf();
    expect((await withSession.get(`/api/files/${videoId}`)).statusCode).toBe(401);
  });

  it("answers 404, not 403, for another user's file, an unknown id and a malformed id", async () => {
    const other = await t.injectAs(await t.createUser({ userType: 'brand' }));
    for (const id of [videoId, '6f1c2a52-8d38-4c56-9d1e-0d7f3a1b2c3d', 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await other.get(`/api/files/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(HTTP_MESSAGES.notFound);
    }
  });

  it('lets the registering session read its upload, and the account once it claims it', async () => {
    const visitor = t.agent();
    const id = await uploadPhoto(visitor, fixtures.gif());
    expect((await visitor.get(`/api/files/${id}`)).statusCode).toBe(200);
    expect((await t.agent().get(`/api/files/${id}`)).statusCode).toBe(401);

    const user = await t.createUser({ userType: 'creator' });
    const files = createFilesService({ db: t.db, storage: createStorage() });
    const sessionHash = sha256(visitor.cookies.get(SESSION_COOKIE)!);
    const claimed = await files.claimRegistrationUploads({ sessionHash, userId: user.id, fileIds: [id] });
    expect(claimed).toEqual([id]);
    const signedIn = await t.injectAs(user);
    expect((await signedIn.get(`/api/files/${id}`)).statusCode).toBe(200);
    // The session no longer owns it once an account does.
    expect((await visitor.get(`/api/files/${id}`)).statusCode).toBe(401);
  });

  it('answers 404 when the row exists but the bytes are gone', async () => {
    const id = await uploadPhoto(owner, fixtures.png());
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    await createStorage().delete(row!.storageKey);
    expect((await owner.get(`/api/files/${id}`)).statusCode).toBe(404);
  });
});

describe('files service', () => {
  it('lets a read policy grant access beyond ownership', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const files = createFilesService({
      db: t.db,
      storage: createStorage(),
      readPolicies: [({ file, viewer }) => file.purpose === 'campaign_video' && viewer.user?.userType === 'brand'],
    });
    const file = await files.findReadable({ id: videoId, viewer: { user: brand, sessionHash: null } });
    expect(file.id).toBe(videoId);
  });

  it("deletes the owner's file and refuses another user's", async () => {
    const id = await uploadPhoto(owner, fixtures.png());
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    const files = createFilesService({ db: t.db, storage: createStorage() });
    const stranger = await t.createUser();
    await expect(files.deleteOwnFile({ id, userId: stranger.id })).rejects.toMatchObject({ statusCode: 404 });
    await files.deleteOwnFile({ id, userId: row!.ownerUserId! });
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toEqual([]);
    expect(await createStorage().exists(row!.storageKey)).toBe(false);
  });
});
