import { z } from 'zod';
import { statedVideoLength } from '../domain/video-length';

/**
 * What processing made of an uploaded video (issue 28 §2, decision 050). `processing` while the job waits or runs;
 * `ready` with a rendition, poster and facts; `failed` when ffmpeg could not read it (the original plays);
 * `unprocessed` when the server has no ffmpeg (the original plays).
 */
export const VIDEO_PROCESSING_STATUSES = ['processing', 'ready', 'failed', 'unprocessed'] as const;
export type VideoProcessingStatus = (typeof VIDEO_PROCESSING_STATUSES)[number];

/** The most scripts one GET /api/videos asks about (a page of cards). */
export const VIDEO_LOOKUP_MAX_IDS = 50;

export const VIDEO_PROCESSING_MESSAGES = {
  processing: 'Processing…',
  processingHint: 'We are making a copy that plays in every browser. It plays as uploaded until then.',
  failed: 'We could not process this video, so it plays as you uploaded it. It may not play in every browser: uploading an MP4 fixes that.',
  failedBrand: 'This video could not be processed, so it plays as the creator uploaded it.',
  unprocessed: 'This video plays as you uploaded it: it was not processed, so it may not play in every browser.',
  downloadOriginal: 'Download the original',
  tooManyIds: `Ask about at most ${VIDEO_LOOKUP_MAX_IDS} scripts at once`,
  idsRequired: 'Name the scripts as script_ids=id1,id2',
} as const;

export const VIDEO_WARNING_CODES = ['too_long', 'too_short', 'landscape', 'portrait'] as const;
export type VideoWarningCode = (typeof VIDEO_WARNING_CODES)[number];

/** 3:05, or 0:30. */
export function formatVideoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const lengthWords = (min: number, max: number) =>
  min === max ? `${formatVideoDuration(max)}` : `${formatVideoDuration(min)}–${formatVideoDuration(max)}`;

export const VIDEO_WARNING_MESSAGES = {
  tooLong: (duration: number, min: number, max: number) =>
    `This video is ${formatVideoDuration(duration)} long; the brief asks for ${lengthWords(min, max)}.`,
  tooShort: (duration: number, min: number, max: number) =>
    `This video is only ${formatVideoDuration(duration)} long; the brief asks for ${lengthWords(min, max)}.`,
  landscape: 'This video is landscape; the brief asks for a vertical video.',
  portrait: 'This video is vertical; the brief asks for a landscape video.',
} as const;

/** Words of a brief that ask for a vertical video, and for a landscape one. */
const VERTICAL = /\b(vertical|portrait|9\s*[:x×/]\s*16|reels?|shorts|stor(?:y|ies)|tiktoks?)\b/i;
const LANDSCAPE = /\b(landscape|horizontal|16\s*[:x×/]\s*9|widescreen)\b/i;

export type BriefOrientation = 'vertical' | 'landscape' | null;

/**
 * The orientation a brief asks for: its video style and description name it ("vertical", "9:16", "reel", "Shorts",
 * "landscape", "16:9"), or every platform it runs on is vertical-only (TikTok); null when it says nothing.
 */
export function briefOrientation(input: { texts: readonly (string | null | undefined)[]; platforms: readonly string[] }): BriefOrientation {
  for (const text of input.texts) {
    if (!text) continue;
    if (VERTICAL.test(text)) return 'vertical';
    if (LANDSCAPE.test(text)) return 'landscape';
  }
  if (input.platforms.length > 0 && input.platforms.every((p) => p === 'tiktok')) return 'vertical';
  return null;
}

/** How far from the brief's length a video may be before it is "much" longer (× 1.5) or shorter (× 0.5). */
export const VIDEO_LENGTH_TOLERANCE = { longer: 1.5, shorter: 0.5 } as const;

export interface VideoWarning {
  code: VideoWarningCode;
  message: string;
}

/**
 * Where a video does not match its brief (issue 28 §2): a warning for each, never a refusal. The length is the one
 * the brief states (video style, then description); the orientation is the one it asks for (briefOrientation).
 */
export function videoBriefWarnings(input: {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  brief: { videoStyle: string | null; description: string | null; platforms: readonly string[] };
}): VideoWarning[] {
  const warnings: VideoWarning[] = [];
  const texts = [input.brief.videoStyle, input.brief.description];
  const length = statedVideoLength(texts);
  const d = input.durationSeconds;
  if (length && d !== null) {
    if (d > length.maxSeconds * VIDEO_LENGTH_TOLERANCE.longer)
      warnings.push({ code: 'too_long', message: VIDEO_WARNING_MESSAGES.tooLong(d, length.minSeconds, length.maxSeconds) });
    else if (d < length.minSeconds * VIDEO_LENGTH_TOLERANCE.shorter)
      warnings.push({ code: 'too_short', message: VIDEO_WARNING_MESSAGES.tooShort(d, length.minSeconds, length.maxSeconds) });
  }
  const orientation = briefOrientation({ texts, platforms: input.brief.platforms });
  if (input.width && input.height) {
    if (orientation === 'vertical' && input.width > input.height)
      warnings.push({ code: 'landscape', message: VIDEO_WARNING_MESSAGES.landscape });
    if (orientation === 'landscape' && input.height > input.width)
      warnings.push({ code: 'portrait', message: VIDEO_WARNING_MESSAGES.portrait });
  }
  return warnings;
}

export const ZVideoWarning = z.object({ code: z.enum(VIDEO_WARNING_CODES), message: z.string() });

/** One script's current video as processing left it. URLs are /api/files/{id} (HTTP Range), readable by the creator and the campaign's brand. */
export const ZScriptVideo = z.object({
  script_id: z.string(),
  status: z.enum(VIDEO_PROCESSING_STATUSES),
  /** 0 to 100 while processing. */
  progress: z.number().int(),
  /** The uploaded file, as sent. */
  original_url: z.string(),
  original_mime_type: z.string(),
  /** H.264/AAC MP4 with faststart, at most 1080 px on the long side; null until ready. */
  rendition_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  video_codec: z.string().nullable(),
  audio_codec: z.string().nullable(),
  /** Why processing failed, in plain words, when it did. */
  failure: z.string().nullable(),
  warnings: z.array(ZVideoWarning),
});
export type TScriptVideo = z.infer<typeof ZScriptVideo>;

export const ZScriptVideosQuery = z.object({ script_ids: z.string().max(VIDEO_LOOKUP_MAX_IDS * 40) });
export const ZScriptVideosResponse = z.object({ success: z.literal(true), data: z.array(ZScriptVideo) });
export type TScriptVideosResponse = z.infer<typeof ZScriptVideosResponse>;

/** The `video` live event: a script's video moved on (progress, ready, failed); refetch GET /api/videos for the rest. */
export const ZVideoEvent = z.object({
  script_id: z.string(),
  status: z.enum(VIDEO_PROCESSING_STATUSES),
  progress: z.number().int(),
});
export type TVideoEvent = z.infer<typeof ZVideoEvent>;
