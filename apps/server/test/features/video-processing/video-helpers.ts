import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether ffmpeg and ffprobe run here. In CI (CI=true) a missing ffmpeg fails the tests instead of skipping them. */
export const ffmpegHere = ['ffmpeg', 'ffprobe'].every((bin) => spawnSync(bin, ['-version'], { stdio: 'ignore' }).status === 0);
export const inCi = process.env.CI === 'true';
export const SKIP_REASON = "ffmpeg is not installed (Debian's package: apt-get install -y ffmpeg; npm test installs it when run as root)";

/**
 * A small clip made now with ffmpeg's test source (never a committed file): MPEG-4 Part 2 video and AAC audio in an
 * MP4 with its moov after the media, as many phones write it, so processing must re-encode and move the index.
 */
export function makeClip(input: { width: number; height: number; seconds: number; audio?: boolean }): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'clip-'));
  try {
    const out = join(dir, 'clip.mp4');
    const audio = input.audio === false ? [] : ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'];
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${input.width}x${input.height}:rate=15`],
      ...audio,
      ...['-t', String(input.seconds), '-c:v', 'mpeg4', '-q:v', '8'],
      ...(input.audio === false ? [] : ['-c:a', 'aac', '-b:a', '64k']),
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The top-level boxes of an MP4, in order (ftyp, moov, mdat…). */
export function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    else if (size === 0) size = bytes.length - at;
    boxes.push(type);
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** ffprobe's streams of some bytes: codec and size of each. */
export function probeBytes(bytes: Buffer): { codec_type: string; codec_name: string; width?: number; height?: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'probe-'));
  try {
    const path = join(dir, 'file');
    writeFileSync(path, bytes);
    const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', path], { encoding: 'utf8' });
    return JSON.parse(out).streams;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
