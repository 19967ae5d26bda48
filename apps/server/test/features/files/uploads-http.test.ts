import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MAX_BYTES } from '@amplio/shared/constants/limits';
import { UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { fixtures } from '../../helpers/file-fixtures';
import { uploadTestRoutes } from '../../helpers/upload-test-routes';

// Over a real socket: an upload we stop reading half-way must still get our answer, not a reset or a hang.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ extraRoutes: uploadTestRoutes });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function visitorSession() {
  const res = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  return { cookie: cookies.join('; '), csrf };
}

async function post(data: Buffer, filename: string) {
  const { cookie, csrf } = await visitorSession();
  const form = new FormData();
  form.append('bio', 'hello');
  form.append('profile_photo', new Blob([data]), filename);
  const res = await fetch(`${base}/test/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-csrf-token': csrf, accept: 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as { message?: string; files: Record<string, string> }, cookie };
}

describe('uploads over HTTP', () => {
  it('answers 413 to a photo one byte too large', async () => {
    const res = await post(fixtures.png(PROFILE_PHOTO_MAX_BYTES + 1), 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.photoTooLarge);
  });

  it('answers 422 to a large non-image as soon as its first bytes are read', async () => {
    const res = await post(fixtures.text(PROFILE_PHOTO_MAX_BYTES), 'photo.png');
    expect(res.status).toBe(422);
  });

  it('stores a 2 MB photo and serves a range of it to the same session', async () => {
    const data = fixtures.jpeg(PROFILE_PHOTO_MAX_BYTES);
    const res = await post(data, 'ok.jpg');
    expect(res.status).toBe(200);
    const url = `${base}/api/files/${res.body.files.profile_photo}`;
    const stored = Buffer.from(await (await fetch(url, { headers: { cookie: res.cookie } })).arrayBuffer());
    const file = await fetch(url, { headers: { cookie: res.cookie, range: 'bytes=-5' } });
    expect(file.status).toBe(206);
    expect(Buffer.from(await file.arrayBuffer()).equals(stored.subarray(-5))).toBe(true);
  });
});
