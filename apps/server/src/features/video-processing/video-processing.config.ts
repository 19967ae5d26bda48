import { type FfmpegConfig, X264_PRESETS, type X264Preset } from './ffmpeg';

export interface VideoProcessingConfig extends FfmpegConfig {
  /** Videos one node processes at once (VIDEO_JOBS_PER_NODE, default 1). */
  jobsPerNode: number;
}

export class VideoProcessingConfigError extends Error {}

function whole(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new VideoProcessingConfigError(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function preset(env: Record<string, string | undefined>): X264Preset {
  const raw = env.VIDEO_X264_PRESET;
  if (raw === undefined || raw === '') return 'veryfast';
  if (!(X264_PRESETS as readonly string[]).includes(raw))
    throw new VideoProcessingConfigError(`VIDEO_X264_PRESET must be one of ${X264_PRESETS.join(', ')}`);
  return raw as X264Preset;
}

/**
 * FFMPEG_PATH / FFPROBE_PATH (default: from PATH), VIDEO_JOBS_PER_NODE (1 to 16, default 1), VIDEO_FFMPEG_NICE
 * (0 to 19, default 19), VIDEO_MAX_KBPS (the rendition's video bitrate cap, 500 to 20000, default 4000),
 * VIDEO_X264_PRESET (ultrafast to medium, default veryfast). Decision 050.
 */
export function videoProcessingConfigFromEnv(env: Record<string, string | undefined>): VideoProcessingConfig {
  return {
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    ffprobePath: env.FFPROBE_PATH || 'ffprobe',
    jobsPerNode: whole(env, 'VIDEO_JOBS_PER_NODE', 1, 1, 16),
    nice: whole(env, 'VIDEO_FFMPEG_NICE', 19, 0, 19),
    maxVideoKbps: whole(env, 'VIDEO_MAX_KBPS', 4000, 500, 20_000),
    x264Preset: preset(env),
  };
}
