import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Spec 1 §2: the landing page's carousel plays /Brandvideo/01.mp4 … 05.mp4. The web build copies apps/web/public into
// its output as is, so serving that folder is serving the build's copy.
const PUBLIC_DIR = join(import.meta.dirname, '../../../web/public');
const CLIPS = ['01', '02', '03', '04', '05'];

/** The top-level boxes of an MP4 file, in order. */
function boxesOf(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    names.push(bytes.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: PUBLIC_DIR });
});
afterAll(() => t.close());

describe('the carousel clips at the spec paths', () => {
  it.each(CLIPS)('/Brandvideo/%s.mp4 answers 200 as video/mp4: small H.264 with its index first (+faststart)', async (n) => {
    const res = await t.app.inject({ url: `/Brandvideo/${n}.mp4` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    const bytes = res.rawPayload;
    expect(bytes.length).toBeLessThan(150 * 1024);
    const boxes = boxesOf(bytes);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
  });

  it('keeps the WebM copies as a second source', async () => {
    for (const n of CLIPS) {
      const res = await t.app.inject({ url: `/Brandvideo/${n}.webm` });
      expect(res.statusCode, n).toBe(200);
      expect(res.headers['content-type'], n).toBe('video/webm');
    }
  });

  it('answers a range request with 206, so a browser can seek', async () => {
    const res = await t.app.inject({ url: '/Brandvideo/01.mp4', headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(100);
  });
});
