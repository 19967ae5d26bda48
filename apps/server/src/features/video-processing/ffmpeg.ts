import { spawn, spawnSync } from 'node:child_process';

/** Where the binaries are and how hard they may work: from the environment (decision 050). */
export interface FfmpegConfig {
  ffmpegPath: string;
  ffprobePath: string;
  /** The niceness ffmpeg runs at (0 to 19; default 19, the lowest priority). */
  nice: number;
  /** The rendition's video bitrate cap, in kbit/s. */
  maxVideoKbps: number;
  /** x264's speed preset (default veryfast); the browser tests' server uses ultrafast, half the CPU per upload. */
  x264Preset?: X264Preset;
}

export const X264_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'] as const;
export type X264Preset = (typeof X264_PRESETS)[number];

/** The facts of a video as ffprobe reads them; width and height as displayed (a 90° rotation swaps them). */
export interface VideoFacts {
  durationSeconds: number;
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
}

/** ffmpeg or ffprobe failed on this input: the file is not a video they can read (or not all of it). */
export class VideoToolError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(message);
  }
}

/** ffmpeg was stopped by a signal (a shutdown): the job is retried rather than the video counted as failed. */
export class VideoInterruptedError extends Error {}

/** The rendition's long side, at most. */
export const RENDITION_MAX_SIDE = 1080;
const STDERR_KEPT = 4000;

/** Whether both binaries answer `-version`; the reason when not (said on the start line). */
export function detectFfmpeg(
  config: Pick<FfmpegConfig, 'ffmpegPath' | 'ffprobePath'>,
): { available: true } | { available: false; reason: string } {
  for (const bin of [config.ffmpegPath, config.ffprobePath]) {
    const res = spawnSync(bin, ['-version'], { stdio: 'ignore', timeout: 10_000 });
    if (res.error || res.status !== 0)
      return {
        available: false,
        reason: `${bin} is not installed, so uploaded videos are kept as sent, unprocessed (install Debian's package: apt-get install -y ffmpeg)`,
      };
  }
  return { available: true };
}

/** Runs a binary at low priority; resolves with its stdout, rejects with VideoToolError and stderr's tail. */
function runTool(input: {
  config: FfmpegConfig;
  bin: string;
  args: string[];
  onStdoutLine?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<string> {
  const { config, bin, args } = input;
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', String(config.nice), bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'], signal: input.signal });
    let stdout = '';
    let partial = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!input.onStdoutLine) {
        stdout += chunk;
        return;
      }
      partial += chunk;
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) input.onStdoutLine(line);
    });
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('error', (err) => {
      if (err.name !== 'AbortError') return reject(new Error(`${bin} could not run: ${err.message}`));
      // Aborted: past the run's time limit (the video's fault), or the node is shutting down (run it again later).
      const timedOut = (input.signal?.reason as Error | undefined)?.name === 'TimeoutError';
      reject(
        timedOut
          ? new VideoToolError(`${bin} ran past its time limit`, stderr)
          : new VideoInterruptedError(`${bin} was stopped at shutdown`),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      // Stopped from outside (the node shutting down): not the video's fault, so the job runs again.
      else if (signal || code === 255) reject(new VideoInterruptedError(`${bin} was interrupted (${signal ?? code})`));
      else reject(new VideoToolError(`${bin} exited with ${code}`, stderr));
    });
  });
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/** ffprobe's facts of a file; VideoToolError when it has no readable video stream. */
export async function probeVideo(input: { config: FfmpegConfig; path: string }): Promise<VideoFacts> {
  const out = await runTool({
    config: input.config,
    bin: input.config.ffprobePath,
    args: ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input.path],
  });
  let parsed: { streams?: ProbeStream[]; format?: { duration?: string } };
  try {
    parsed = JSON.parse(out);
  } catch {
    throw new VideoToolError('ffprobe answered something that is not JSON', out.slice(0, STDERR_KEPT));
  }
  const video = parsed.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video) throw new VideoToolError('The file has no video stream ffprobe can read', out.slice(0, STDERR_KEPT));
  const audio = parsed.streams?.find((s) => s.codec_type === 'audio');
  const durationSeconds = Number(parsed.format?.duration ?? video.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new VideoToolError('The video has no duration', out.slice(0, STDERR_KEPT));
  const rotation = Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0);
  const quarterTurn = Math.abs(rotation) % 180 === 90;
  return {
    durationSeconds,
    width: quarterTurn ? video.height! : video.width!,
    height: quarterTurn ? video.width! : video.height!,
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
  };
}

/** Scales the long side down to RENDITION_MAX_SIDE (never up), both sides even as H.264's 4:2:0 needs. */
const SCALE =
  `scale=w='if(gte(iw,ih),min(${RENDITION_MAX_SIDE},iw),-2)':h='if(gte(iw,ih),-2,min(${RENDITION_MAX_SIDE},ih))'` +
  ',scale=trunc(iw/2)*2:trunc(ih/2)*2,setsar=1';

/**
 * The rendition every browser plays: H.264 (High, yuv420p) and AAC in MP4, moov first (+faststart), the long side
 * at most 1080 px, the video bitrate capped. `onProgress` gets 0..1 as ffmpeg reports its position.
 */
export async function transcodeRendition(input: {
  config: FfmpegConfig;
  source: string;
  target: string;
  durationSeconds: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<void> {
  const { config } = input;
  const kbps = config.maxVideoKbps;
  await runTool({
    config,
    bin: config.ffmpegPath,
    signal: input.signal,
    args: [
      ...['-hide_banner', '-nostdin', '-y', '-v', 'error', '-i', input.source],
      ...['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1'],
      ...[
        '-vf',
        SCALE,
        '-c:v',
        'libx264',
        '-preset',
        config.x264Preset ?? 'veryfast',
        '-crf',
        '23',
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
      ],
      ...['-maxrate', `${kbps}k`, '-bufsize', `${kbps * 2}k`],
      ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
      ...['-movflags', '+faststart', '-f', 'mp4', '-progress', 'pipe:1', '-nostats', input.target],
    ],
    onStdoutLine: (line) => {
      const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (match && input.onProgress) input.onProgress(Math.min(1, Number(match[1]) / 1e6 / input.durationSeconds));
    },
  });
}

/** A JPEG of the frame at a third of the video (at most 2 s in), from the rendition (upright, at most 1080 px). */
export async function extractPoster(input: {
  config: FfmpegConfig;
  source: string;
  target: string;
  durationSeconds: number;
}): Promise<void> {
  const at = Math.min(2, input.durationSeconds / 3).toFixed(3);
  await runTool({
    config: input.config,
    bin: input.config.ffmpegPath,
    args: [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-ss',
      at,
      '-i',
      input.source,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-f',
      'image2',
      input.target,
    ],
  });
}
