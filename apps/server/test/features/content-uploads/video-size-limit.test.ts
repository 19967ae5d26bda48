import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '@amplio/shared/constants/limits';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures } from '../../helpers/file-fixtures';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { creatorWithScript, scriptRow, setScriptState } from './content-helpers';

// Over a real socket with a streamed body: the test never holds the 100 MB in memory, nor may the server.
let t: TestApp;
let base: URL;
beforeAll(async () => {
  t = await buildTestApp();
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t.close());

const CHUNK = 1024 * 1024;

/** An MP4 header, then `size` bytes in all, generated chunk by chunk. */
async function* videoBytes(size: number, head = fixtures.mp4(4096)) {
  yield head;
  const filler = randomBytes(CHUNK);
  for (let sent = head.length; sent < size; sent += CHUNK) yield filler.subarray(0, Math.min(CHUNK, size - sent));
}

function streamUpload(
  agent: TestAgent,
  scriptId: string,
  size: number,
  fileHead?: Buffer,
): Promise<{ status: number; body: Record<string, unknown>; connection?: string }> {
  const boundary = `----amplio${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="script_id"\r\n\r\n${scriptId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* videoBytes(size, fileHead);
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/api/creator/upload-video', base),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
          cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': agent.csrf!,
          accept: 'application/json',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()), connection: res.headers.connection });
        });
      },
    );
    req.on('error', reject);
    Readable.from(body()).pipe(req);
  });
}

describe('the 100 MB video limit', () => {
  it('accepts a video of exactly 100 MB', async () => {
    const brand = await signedInBrand(t);
    const c = await creatorWithScript(t, brand);
    await c.agent.ensureCsrf();
    const res = await streamUpload(c.agent, c.scriptId, VIDEO_MAX_BYTES);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await scriptRow(t, c.scriptId)).status).toBe('In Review');
    const read = await c.agent.get(res.body.file_path as string, { range: 'bytes=-1' });
    expect(read.headers['content-range']).toBe(`bytes ${VIDEO_MAX_BYTES - 1}-${VIDEO_MAX_BYTES - 1}/${VIDEO_MAX_BYTES}`);
  }, 120_000);

  it('streams a 100 MB video with the process growing by less than 64 MB (client and server together)', async () => {
    const brand = await signedInBrand(t);
    const c = await creatorWithScript(t, brand);
    await c.agent.ensureCsrf();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const res = await streamUpload(c.agent, c.scriptId, VIDEO_MAX_BYTES);
    clearInterval(timer);
    expect(res.status).toBe(200);
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);

  it('answers 413 with the spec’s message to one byte more, and leaves the script as it was', async () => {
    const brand = await signedInBrand(t);
    const c = await creatorWithScript(t, brand);
    await c.agent.ensureCsrf();
    const res = await streamUpload(c.agent, c.scriptId, VIDEO_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File size exceeds 100MB limit');
    expect(res.body.errors).toEqual({ video: ['File size exceeds 100MB limit'] });
    expect(await scriptRow(t, c.scriptId)).toMatchObject({ status: 'Script Generated', videoPath: null });
  }, 120_000);

  it('refuses an upload the rules close before reading the video, even one over 100 MB', async () => {
    const brand = await signedInBrand(t);
    const c = await creatorWithScript(t, brand);
    await setScriptState(t, c.scriptId, { status: 'Rejected', rejectionCount: 3 });
    await c.agent.ensureCsrf();
    const res = await streamUpload(c.agent, c.scriptId, VIDEO_MAX_BYTES + 1);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Maximum reject time attempts (3) reached for this script.');
    expect(res.connection).toBe('close');
  }, 120_000);

  it('answers 422 to 100 MB of something else as soon as its first bytes are read, and closes the connection', async () => {
    const brand = await signedInBrand(t);
    const c = await creatorWithScript(t, brand);
    await c.agent.ensureCsrf();
    const res = await streamUpload(c.agent, c.scriptId, VIDEO_MAX_BYTES, fixtures.text(4096));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ video: ['Please upload a valid video file (MP4, WebM, or OGG)'] });
    expect(res.connection).toBe('close');
  }, 120_000);
});
