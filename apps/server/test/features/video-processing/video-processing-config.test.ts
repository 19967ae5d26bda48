import { describe, expect, it } from 'vitest';
import { VideoProcessingConfigError, videoProcessingConfigFromEnv } from '../../../src/features/video-processing/video-processing.config';

describe('video processing settings', () => {
  it('defaults to one job per node at the lowest priority with the veryfast preset', () => {
    expect(videoProcessingConfigFromEnv({})).toEqual({
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      jobsPerNode: 1,
      nice: 19,
      maxVideoKbps: 4000,
      x264Preset: 'veryfast',
    });
  });

  it('takes every preset from ultrafast to medium', () => {
    for (const preset of ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'])
      expect(videoProcessingConfigFromEnv({ VIDEO_X264_PRESET: preset }).x264Preset).toBe(preset);
  });

  it('refuses a preset x264 has but we do not allow, naming the choices', () => {
    for (const preset of ['slow', 'placebo', 'ULTRAFAST', ' veryfast'])
      expect(() => videoProcessingConfigFromEnv({ VIDEO_X264_PRESET: preset })).toThrow(
        new VideoProcessingConfigError('VIDEO_X264_PRESET must be one of ultrafast, superfast, veryfast, faster, fast, medium'),
      );
  });

  it('bounds the niceness at 0 and 19', () => {
    expect(videoProcessingConfigFromEnv({ VIDEO_FFMPEG_NICE: '0' }).nice).toBe(0);
    expect(videoProcessingConfigFromEnv({ VIDEO_FFMPEG_NICE: '19' }).nice).toBe(19);
    expect(() => videoProcessingConfigFromEnv({ VIDEO_FFMPEG_NICE: '-1' })).toThrow(
      'VIDEO_FFMPEG_NICE must be a whole number from 0 to 19',
    );
    expect(() => videoProcessingConfigFromEnv({ VIDEO_FFMPEG_NICE: '20' })).toThrow(
      'VIDEO_FFMPEG_NICE must be a whole number from 0 to 19',
    );
  });
});
