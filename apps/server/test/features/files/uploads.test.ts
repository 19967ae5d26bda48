import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROFILE_PHOTO_MAX_BYTES } from '@amplio/shared/constants/limits';
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import { storedFiles } from '../../../src/db/schema/index';
import { sha256 } from '../../../src/lib/tokens';
import { SESSION_COOKIE } from '../../../src/plugins/session';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { type FormPart, fixtures, multipartBody } from '../../helpers/file-fixtures';
import { uploadTestRoutes } from '../../helpers/upload-test-routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ extraRoutes: uploadTestRoutes });
});
afterAll(() => t.close());

const storedOnDisk = () => {
  try {
    return readdirSync(t.config.storageDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  } catch {
    return [];
  }
};
const rowCount = async () => (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;

async function upload(agent: TestAgent, parts: FormPart[], url = '/test/upload', opts: { csrf?: boolean } = {}) {
  const { payload, headers } = multipartBody(parts);
  return agent.request({ method: 'POST', url, payload, headers, csrf: opts.csrf });
}
const photo = (data: Buffer, filename = 'photo.png'): FormPart => ({ name: 'profile_photo', filename, contentType: 'image/png', data });

let creator: TestAgent;
let creatorId: string;
beforeEach(async () => {
  const user = await t.createUser({ userType: 'creator' });
  creatorId = user.id;
  creator = await t.injectAs(user);
});

describe('upload size limits', () => {
  it('accepts a photo of exactly 2 MB and records it for its owner', async () => {
    const data = fixtures.png(PROFILE_PHOTO_MAX_BYTES);
    const res = await upload(creator, [photo(data, 'me.png')]);
    expect(res.statusCode).toBe(200);
    const id = res.json().files.profile_photo;
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({
      ownerUserId: creatorId,
      registrationSessionHash: null,
      purpose: 'profile_photo',
      mimeType: 'image/png',
      originalName: 'me.png',
    });
    expect(row!.storageKey).toBe(`profile_photo/${id.slice(0, 2)}/${id}.png`);
    // What is stored is the re-encoded image, and the row records its size.
    const onDisk = statSync(join(t.config.storageDir, row!.storageKey)).size;
    expect(row!.sizeBytes).toBe(onDisk);
    expect(onDisk).toBeLessThan(PROFILE_PHOTO_MAX_BYTES);
  });

  it('rejects 2 MB + 1 byte with 413 and the spec message, leaving no file and no row', async () => {
    const filesBefore = storedOnDisk().length;
    const rowsBefore = await rowCount();
    const res = await upload(creator, [photo(fixtures.png(PROFILE_PHOTO_MAX_BYTES + 1))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: UPLOAD_MESSAGES.photoTooLarge,
      errors: { profile_photo: [UPLOAD_MESSAGES.photoTooLarge] },
    });
    expect(storedOnDisk()).toHaveLength(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('removes the files already stored when a later part fails', async () => {
    const filesBefore = storedOnDisk().length;
    const rowsBefore = await rowCount();
    const res = await upload(creator, [
      { name: 'video', filename: 'clip.mp4', contentType: 'video/mp4', data: fixtures.mp4(50_000) },
      photo(fixtures.png(PROFILE_PHOTO_MAX_BYTES + 1)),
    ]);
    expect(res.statusCode).toBe(413);
    expect(storedOnDisk()).toHaveLength(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('lets a route discard the stored files when it rejects the rest of the form', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = storedOnDisk().length;
    const res = await upload(creator, [photo(fixtures.png(2000))], '/test/upload-then-reject');
    expect(res.statusCode).toBe(422);
    expect(await rowCount()).toBe(rowsBefore);
    expect(storedOnDisk()).toHaveLength(filesBefore);
  });
});

describe('upload types from magic bytes', () => {
  it.each([
    ['PNG', fixtures.png(), 'image/png', 'png'],
    ['GIF', fixtures.gif(), 'image/gif', 'gif'],
    ['JPEG', fixtures.jpeg(), 'image/jpeg', 'jpg'],
  ])('accepts a real %s header whatever its name says', async (_label, data, mime, ext) => {
    const res = await upload(creator, [photo(data, 'upload.bin')]);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, res.json().files.profile_photo));
    expect(row?.mimeType).toBe(mime);
    expect(row?.storageKey.endsWith(`.${ext}`)).toBe(true);
  });

  it('rejects a text file named photo.png with 422 and the spec message', async () => {
    const rowsBefore = await rowCount();
    const res = await upload(creator, [photo(fixtures.text(), 'photo.png')]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: UPLOAD_MESSAGES.photoWrongType,
      errors: { profile_photo: [UPLOAD_MESSAGES.photoWrongType] },
    });
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('rejects a PNG renamed .mp4 as a video, and accepts a real MP4', async () => {
    const fake = await upload(creator, [{ name: 'video', filename: 'clip.mp4', contentType: 'video/mp4', data: fixtures.png(5000) }]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ video: [UPLOAD_MESSAGES.videoWrongType] });
    const real = await upload(creator, [{ name: 'video', filename: 'clip.mov', contentType: 'video/quicktime', data: fixtures.mp4() }]);
    expect(real.statusCode).toBe(200);
  });

  it('rejects an empty file, and ignores the empty part of an untouched file input', async () => {
    const empty = await upload(creator, [photo(Buffer.alloc(0), 'empty.png')]);
    expect(empty.statusCode).toBe(422);
    const untouched = await upload(creator, [photo(Buffer.alloc(0), ''), { name: 'bio', value: 'hi' }]);
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json()).toEqual({ fields: { bio: 'hi' }, files: {} });
  });
});

describe('form fields and unexpected parts', () => {
  it('returns text fields next to the files, with name[] and repeated names as lists', async () => {
    const res = await upload(creator, [
      { name: 'step', value: '3' },
      { name: 'objectives[]', value: 'awareness' },
      { name: 'objectives[]', value: 'sales' },
      { name: 'one[]', value: 'only' },
      { name: 'tag', value: 'a' },
      { name: 'tag', value: 'b' },
      photo(fixtures.gif()),
      { name: 'bio', value: 'after the file' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().fields).toEqual({
      step: '3',
      objectives: ['awareness', 'sales'],
      one: ['only'],
      tag: ['a', 'b'],
      bio: 'after the file',
    });
    expect(res.json().files.profile_photo).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects a file in an undeclared field, and a second file for one field, with 422', async () => {
    const unknown = await upload(creator, [{ name: 'avatar', filename: 'a.png', data: fixtures.png() }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ avatar: [UPLOAD_MESSAGES.unexpectedFile] });
    const rowsBefore = await rowCount();
    const twice = await upload(creator, [photo(fixtures.png()), photo(fixtures.gif())]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ profile_photo: [UPLOAD_MESSAGES.duplicateFile] });
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('answers 413 for too many fields or files, and 422 for an over-long field', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    expect((await upload(creator, many)).statusCode).toBe(413);
    const files = Array.from({ length: 5 }, (_, i) => ({ name: `file${i}`, filename: 'x.png', data: fixtures.png() }));
    expect([413, 422]).toContain((await upload(creator, files)).statusCode);
    const long = await upload(creator, [{ name: 'bio', value: 'x'.repeat(70 * 1024) }]);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ bio: [UPLOAD_MESSAGES.fieldTooLong] });
  });

  it('answers 422 for a prototype field name and 400 for a truncated body, never 500', async () => {
    expect((await upload(creator, [{ name: '__proto__', value: 'x' }])).statusCode).toBe(422);
    expect((await upload(creator, [{ name: 'constructor[]', value: 'x' }])).statusCode).toBe(422);
    const { payload, headers } = multipartBody([photo(fixtures.png(5000))]);
    const cut = await creator.request({ method: 'POST', url: '/test/upload', payload: payload.subarray(0, 3000), headers });
    expect(cut.statusCode).toBe(400);
  });

  it('answers 415 when the body is not multipart', async () => {
    const res = await creator.post('/test/upload', { bio: 'json' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.notMultipart);
  });

  it('reads a form without files for routes that only need its fields', async () => {
    const res = await upload(t.agent(), [{ name: 'email', value: 'a@b.co' }], '/test/fields-only');
    expect(res.json()).toEqual({ fields: { email: 'a@b.co' } });
  });
});

describe('upload security', () => {
  it('answers 419 to a multipart upload without the CSRF header, before writing anything', async () => {
    const filesBefore = storedOnDisk().length;
    const rowsBefore = await rowCount();
    const res = await upload(creator, [photo(fixtures.png())], '/test/upload', { csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe(HTTP_MESSAGES.csrfMismatch);
    expect(storedOnDisk()).toHaveLength(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('stores an anonymous upload against the registration session', async () => {
    const visitor = t.agent();
    const res = await upload(visitor, [photo(fixtures.png())]);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, res.json().files.profile_photo));
    expect(row?.ownerUserId).toBeNull();
    expect(row?.registrationSessionHash).toBe(sha256(visitor.cookies.get(SESSION_COOKIE)!));
  });

  it('keeps a sanitised original name and a server-generated storage key', async () => {
    const res = await upload(creator, [photo(fixtures.png(), '../../evil/<script>.png')]);
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, res.json().files.profile_photo));
    expect(row?.originalName).toBe('script.png');
    expect(row?.storageKey).not.toContain('script');
  });
});
