import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListMultipartUploadsCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import { storedFiles } from '../../../src/db/schema/index';
import { deleteAccountsWithFiles } from '../../../src/features/files/account-files';
import { createFilesService, PRESIGNED_READ_SECONDS } from '../../../src/features/files/files.service';
import { createS3Storage } from '../../../src/lib/storage/s3-storage';
import { type Storage, StorageObjectNotFoundError, StorageUnavailableError } from '../../../src/lib/storage/storage';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { uploadTestRoutes } from '../../helpers/upload-test-routes';
import { closedPortUrl, s3ConfigOf, s3EnvOf, swiftForTests } from './swift-s3';

const { swift, skip } = await swiftForTests();
const MB = 1024 * 1024;

afterAll(() => swift?.stop());

/** `size` random bytes in 64 KiB chunks, generated as read, and the digest of what was produced. */
function randomBody(size: number, opts: { failAfter?: number } = {}) {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < size; ) {
      if (opts.failAfter !== undefined && sent >= opts.failAfter) throw new Error('the client went away');
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
  }
  return { body: chunks(), digest: () => hash.digest('hex') };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.skipIf(skip)('S3 storage on OpenStack Swift', () => {
  let storage: Storage;
  beforeAll(() => {
    storage = createS3Storage({ config: s3ConfigOf(swift!) });
  });

  it('streams a 12 MB body as a multipart upload and reads it back byte for byte', async () => {
    const { body, digest } = randomBody(12 * MB);
    const info = await storage.put({ key: 'campaign_video/aa/multipart.mp4', body, contentType: 'video/mp4' });
    expect(info.size).toBe(12 * MB);
    expect(await storage.stat('campaign_video/aa/multipart.mp4')).toEqual({ size: 12 * MB });
    const read = await buffer(await storage.open({ key: 'campaign_video/aa/multipart.mp4' }));
    expect(read.length).toBe(12 * MB);
    expect(sha256(read)).toBe(digest());
  });

  it('reads exactly the bytes of a range', async () => {
    const data = randomBytes(1000);
    await storage.put({ key: 'profile_photo/ab/range.png', body: Readable.from([data]) });
    const part = await buffer(await storage.open({ key: 'profile_photo/ab/range.png', range: { start: 10, end: 19 } }));
    expect(part.equals(data.subarray(10, 20))).toBe(true);
    const last = await buffer(await storage.open({ key: 'profile_photo/ab/range.png', range: { start: 999, end: 999 } }));
    expect(last.equals(data.subarray(999))).toBe(true);
  });

  it('answers null and not-found for a missing object, and deletes idempotently', async () => {
    await storage.put({ key: 'profile_photo/ab/gone.png', body: Readable.from([Buffer.from('x')]) });
    expect(await storage.exists('profile_photo/ab/gone.png')).toBe(true);
    await storage.delete('profile_photo/ab/gone.png');
    await storage.delete('profile_photo/ab/gone.png');
    expect(await storage.stat('profile_photo/ab/gone.png')).toBeNull();
    expect(await storage.exists('profile_photo/ab/gone.png')).toBe(false);
    await expect(storage.open({ key: 'profile_photo/ab/gone.png' })).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });

  it('keeps nothing, not even upload parts, when the body fails half-way through a multipart upload', async () => {
    const { body } = randomBody(12 * MB, { failAfter: 7 * MB });
    await expect(storage.put({ key: 'campaign_video/aa/broken.mp4', body })).rejects.toThrow('the client went away');
    expect(await storage.stat('campaign_video/aa/broken.mp4')).toBeNull();
    const client = new S3Client({ ...s3ConfigOf(swift!), requestChecksumCalculation: 'WHEN_REQUIRED' });
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: swift!.bucket }));
    client.destroy();
    expect((uploads.Uploads ?? []).filter((u) => u.Key === 'campaign_video/aa/broken.mp4')).toEqual([]);
  });

  it('presigns reads the store answers with 206 and the right Content-Range, and 416 past the end', async () => {
    const data = randomBytes(3000);
    await storage.put({ key: 'profile_photo/ab/signed.png', body: Readable.from([data]) });
    const url = await storage.presignRead!({
      key: 'profile_photo/ab/signed.png',
      expiresInSeconds: 60,
      contentType: 'image/png',
      contentDisposition: 'inline; filename="me.png"',
      cacheControl: 'private, no-cache',
    });
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=2990-', 2990, 2999],
      ['bytes=-5', 2995, 2999],
    ];
    for (const [range, start, end] of cases) {
      const res = await fetch(url, { headers: { range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/3000`);
      expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(start, end + 1))).toBe(true);
    }
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('content-disposition')).toBe('inline; filename="me.png"');
    expect(Buffer.from(await whole.arrayBuffer()).equals(data)).toBe(true);
    expect((await fetch(url, { headers: { range: 'bytes=3000-' } })).status).toBe(416);
  });

  it('refuses a presigned URL once it has expired, and one whose signature was altered', async () => {
    await storage.put({ key: 'profile_photo/ab/expiring.png', body: Readable.from([Buffer.from('x')]) });
    const url = await storage.presignRead!({
      key: 'profile_photo/ab/expiring.png',
      expiresInSeconds: 1,
      contentType: 'image/png',
      contentDisposition: 'inline',
      cacheControl: 'no-cache',
    });
    const tampered = url.replace('expiring.png', 'signed.png');
    expect((await fetch(tampered)).status).toBe(403);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(url)).status).toBe(403);
  });

  it('turns a store that is down into StorageUnavailableError (503)', async () => {
    const down = createS3Storage({ config: { ...s3ConfigOf(swift!), endpoint: await closedPortUrl() } });
    const put = down.put({ key: 'profile_photo/ab/down.png', body: Readable.from([Buffer.from('x')]) });
    await expect(put).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(put).rejects.toMatchObject({ statusCode: 503, message: UPLOAD_MESSAGES.storageUnavailable });
    await expect(down.stat('profile_photo/ab/down.png')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.ping!()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.ping!()).resolves.toBeUndefined();
  });
});

describe.skipIf(skip)('files on S3 through the app', () => {
  let t: TestApp;
  let ownerId: string;
  let owner: TestAgent;
  let storage: Storage;

  async function upload(agent: TestAgent, part: { name: string; filename: string; data: Buffer }) {
    const { payload, headers } = multipartBody([part]);
    return agent.request({ method: 'POST', url: '/test/upload', payload, headers });
  }

  beforeAll(async () => {
    t = await buildTestApp({ env: s3EnvOf(swift!), extraRoutes: uploadTestRoutes });
    const user = await t.createUser({ userType: 'creator' });
    ownerId = user.id;
    owner = await t.injectAs(user);
    storage = createS3Storage({ config: s3ConfigOf(swift!) });
  });
  afterAll(() => t?.close());

  it('stores an uploaded video in the bucket and redirects its owner to a presigned URL that serves ranges', async () => {
    const video = fixtures.mp4(6 * MB);
    const res = await upload(owner, { name: 'video', filename: 'clip.mp4', data: video });
    expect(res.statusCode).toBe(200);
    const id = res.json().files.video as string;
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row!.sizeBytes).toBe(6 * MB);
    expect(await storage.stat(row!.storageKey)).toEqual({ size: 6 * MB });

    const read = await owner.get(`/api/files/${id}`, { range: 'bytes=0-99' });
    expect(read.statusCode).toBe(302);
    expect(read.headers['cache-control']).toBe('private, no-store');
    const location = read.headers.location as string;
    expect(location.startsWith(`${swift!.endpoint}/${swift!.bucket}/${row!.storageKey}?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe(String(PRESIGNED_READ_SECONDS));

    const ranged = await fetch(location, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${6 * MB}`);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-disposition')).toBe(`inline; filename="clip.mp4"; filename*=UTF-8''clip.mp4`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(0, 100))).toBe(true);
  });

  it('checks access before redirecting: 401 for an anonymous caller, 404 for another user', async () => {
    const res = await upload(owner, { name: 'video', filename: 'private.mp4', data: fixtures.mp4() });
    const id = res.json().files.video as string;
    const anonymous = await t.agent().get(`/api/files/${id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(HTTP_MESSAGES.unauthenticated);
    expect(anonymous.headers.location).toBeUndefined();
    const other = await t.injectAs(await t.createUser({ userType: 'brand' }));
    const denied = await other.get(`/api/files/${id}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.headers.location).toBeUndefined();
  });

  it('answers HEAD and a matching ETag itself, without a redirect', async () => {
    const res = await upload(owner, { name: 'video', filename: 'head.mp4', data: fixtures.mp4(5000) });
    const id = res.json().files.video as string;
    const head = await owner.request({ method: 'HEAD', url: `/api/files/${id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('5000');
    expect((await owner.get(`/api/files/${id}`, { 'if-none-match': head.headers.etag as string })).statusCode).toBe(304);
  });

  it("deletes the object with its owner's file", async () => {
    const res = await upload(owner, { name: 'video', filename: 'bye.mp4', data: fixtures.mp4() });
    const id = res.json().files.video as string;
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    await createFilesService({ db: t.db, storage }).deleteOwnFile({ id, userId: ownerId });
    expect(await storage.exists(row!.storageKey)).toBe(false);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toEqual([]);
  });

  it("removes a deleted account's objects from the bucket", async () => {
    const user = await t.createUser({ userType: 'creator' });
    const agent = await t.injectAs(user);
    const res = await upload(agent, { name: 'video', filename: 'mine.mp4', data: fixtures.mp4() });
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, res.json().files.video));
    expect(await storage.exists(row!.storageKey)).toBe(true);
    const result = await deleteAccountsWithFiles({ db: t.db, storage, userIds: [user.id] });
    expect(result).toEqual({ deletedUsers: 1, deletedFiles: 1 });
    expect(await storage.exists(row!.storageKey)).toBe(false);
  });
});

describe.skipIf(skip)('uploads while the object store is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: s3EnvOf(swift!, await closedPortUrl()), extraRoutes: uploadTestRoutes });
  });
  afterAll(() => t?.close());

  it('answers 503 with a clear message and writes no row', async () => {
    const user = await t.createUser({ userType: 'creator' });
    const agent = await t.injectAs(user);
    for (const data of [fixtures.mp4(4096), fixtures.mp4(6 * MB)]) {
      const { payload, headers } = multipartBody([{ name: 'video', filename: 'clip.mp4', data }]);
      const res = await agent.request({ method: 'POST', url: '/test/upload', payload, headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: UPLOAD_MESSAGES.storageUnavailable, error_type: 'storage_unavailable' });
    }
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user.id))).toEqual([]);
  });
});
