import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueueRuntime } from '../../lib/jobs/pg-boss-queue';
import type { Storage } from '../../lib/storage/storage';
import { detectFfmpeg } from './ffmpeg';
import type { VideoProcessingConfig } from './video-processing.config';
import { videoProcessingRoutes } from './video-processing.routes';
import {
  createVideoProcessingService,
  VIDEO_JOB_RETRIES,
  VIDEO_JOBS,
  VIDEO_RUN_LIMIT_SECONDS,
  type VideoProcessingService,
} from './video-processing.service';

/**
 * Video processing (issue 28 §2, decision 050): the job that turns each uploaded video into a rendition, a poster and
 * its facts, one at a time per node by default, and GET /api/videos. Without ffmpeg, uploads are kept unprocessed and
 * `unavailableReason` says why (the server prints it at start).
 */
export async function registerVideoProcessing(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; storage: Storage; jobs: JobQueueRuntime; config: VideoProcessingConfig; available?: boolean },
): Promise<VideoProcessingService & { unavailableReason: string | null }> {
  const detected = deps.available === undefined ? detectFfmpeg(deps.config) : deps.available ? { available: true as const } : null;
  const available = detected?.available === true;
  const unavailableReason = detected && !detected.available ? detected.reason : available ? null : 'video processing is switched off';
  if (unavailableReason) app.log.warn({ reason: unavailableReason }, 'uploaded videos will not be processed');
  const videos = createVideoProcessingService({ ...deps, ffmpeg: deps.config, available, logger: app.log });
  app.addHook('preClose', async () => videos.stop());
  await deps.jobs.work<{ fileId: string }>(
    VIDEO_JOBS.process,
    (job) => videos.processFile(job.data.fileId, { retryCount: job.retryCount }),
    {
      // One ffmpeg at a time per node by default: a node's worker fetches this many jobs at once (VIDEO_JOBS_PER_NODE).
      batchSize: deps.config.jobsPerNode,
      retryLimit: VIDEO_JOB_RETRIES,
      expireInSeconds: VIDEO_RUN_LIMIT_SECONDS + 5 * 60,
    },
  );
  await app.register(videoProcessingRoutes, { videos });
  return Object.assign(videos, { unavailableReason });
}
