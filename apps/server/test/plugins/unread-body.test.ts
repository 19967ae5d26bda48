import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import { buildTestApp, type TestAgent, type TestApp } from '../helpers/build-test-app';
import { fixtures } from '../helpers/file-fixtures';
import { createCreatorWithProfile } from '../features/creator-profile/creator-with-profile';

// Over a real socket with a streamed body: whether the connection stays open is only visible there.
let t: TestApp;
let base: URL;
let creator: TestAgent;
beforeAll(async () => {
  t = await buildTestApp();
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  creator = await t.injectAs((await createCreatorWithProfile(t)).user);
  await creator.ensureCsrf();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/** Streams a multipart body of one file part (`head`, then filler up to `size` bytes) to the profile photo route. */
function sendPhoto(head: Buffer, size: number): Promise<{ status: number; message: string; connection?: string }> {
  const boundary = `----amplio${randomBytes(8).toString('hex')}`;
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="profile_photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield start;
    yield head;
    const filler = Buffer.alloc(64 * 1024, 0x41);
    for (let sent = head.length; sent < size; sent += filler.length) yield filler.subarray(0, Math.min(filler.length, size - sent));
    yield end;
  }
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/api/creator/profile/photo', base),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(start.length + size + end.length),
          cookie: [...creator.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': creator.csrf!,
          accept: 'application/json',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            message: JSON.parse(Buffer.concat(chunks).toString()).message,
            connection: res.headers.connection,
          }),
        );
      },
    );
    // The server may close the socket before the whole body is sent: that is the point, not a failure.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
    Readable.from(body()).pipe(req);
  });
}

describe('an upload refused before its body is read', () => {
  it('closes the connection after a photo of the wrong type, instead of reading 20 MB nobody wants', async () => {
    const res = await sendPhoto(fixtures.text(4096), 20 * MB);
    expect(res.status).toBe(422);
    expect(res.message).toBe(UPLOAD_MESSAGES.photoWrongType);
    expect(res.connection).toBe('close');
  });

  it('closes the connection after a photo over its 2 MB limit', async () => {
    const res = await sendPhoto(fixtures.png(4096), 20 * MB);
    expect(res.status).toBe(413);
    expect(res.message).toBe(UPLOAD_MESSAGES.photoTooLarge);
    expect(res.connection).toBe('close');
  });

  it('keeps the connection of a request whose body was read whole', async () => {
    const res = await sendPhoto(fixtures.png(4096), 4096);
    expect(res.status).toBe(200);
    expect(res.connection).not.toBe('close');
  });
});
