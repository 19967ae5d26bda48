import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type TScriptVideo,
  type TVideoEvent,
  VIDEO_LOOKUP_MAX_IDS,
  VIDEO_PROCESSING_MESSAGES as M,
  type VideoProcessingStatus,
  videoBriefWarnings,
} from '@amplio/shared/schemas/video-processing';
import { isUuid } from '@amplio/shared/domain/uuid';
import type { Db, DbOrTx } from '../../db/client';
import type { VideoRenditionRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Storage } from '../../lib/storage/storage';
import { fileUrl } from '../../lib/uploads/file-url';
import { discardStoredFiles, insertStoredFile, storageKeyFor } from '../../lib/uploads/stored-files';
import { recordUserEvent } from '../events/event-log';
import type { FileReadPolicy } from '../files/files.service';
import { extractPoster, type FfmpegConfig, probeVideo, transcodeRendition, type VideoFacts, VideoToolError } from './ffmpeg';
import {
  audienceOf,
  findFile,
  findRendition,
  insertRendition,
  renditionOfOutputFile,
  scriptVideosFor,
  updateRendition,
} from './video-processing.repository';

export const VIDEO_JOBS = { process: 'video.process' } as const;
/** Retries of a job that failed for a reason other than the video (the store was away): then it counts as failed. */
export const VIDEO_JOB_RETRIES = 3;
/** Progress is written (and sent live) in steps of this many percent. */
const PROGRESS_STEP = 5;
/** A run longer than this is stopped and the video counts as failed (the queue's own limit is a little longer). */
export const VIDEO_RUN_LIMIT_SECONDS = 55 * 60;

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const videoFileId = (path: string | null) => {
  const id = path?.startsWith('/api/files/') ? path.slice('/api/files/'.length) : null;
  return id && isUuid(id) ? id : null;
};

export function createVideoProcessingService(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  jobs: JobQueue;
  ffmpeg: FfmpegConfig;
  /** False when this node has no ffmpeg: uploads are kept as sent and marked unprocessed. */
  available: boolean;
  logger: Logger;
}) {
  const { db, clock, storage, jobs, logger } = deps;
  /** Aborted when the node shuts down: running ffmpegs stop, and their jobs run again elsewhere. */
  const shutdown = new AbortController();

  async function tell(tx: DbOrTx, row: Pick<VideoRenditionRow, 'scriptId'>, event: Omit<TVideoEvent, 'script_id'>) {
    const audience = await audienceOf(tx, row.scriptId);
    if (!audience || !row.scriptId) return;
    const data: TVideoEvent = { script_id: row.scriptId, ...event };
    const at = clock.now();
    for (const userId of new Set([audience.creatorId, audience.brandUserId]))
      await recordUserEvent({ tx, userId, type: 'video', data, at });
  }

  async function settle(fileId: string, values: Partial<VideoRenditionRow> & { status: VideoProcessingStatus }): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await findRendition(tx, fileId, { lock: true });
      if (row?.status !== 'processing') return false;
      const now = clock.now();
      await updateRendition(tx, fileId, { ...values, updatedAt: now, processedAt: now });
      await tell(tx, row, { status: values.status, progress: values.progress ?? row.progress });
      return true;
    });
  }

  async function fail(fileId: string, err: unknown) {
    const stderr = err instanceof VideoToolError ? err.stderrTail : undefined;
    logger.error({ err, stderr, fileId }, 'video processing failed; the original is kept and plays as sent');
    await settle(fileId, { status: 'failed', progress: 0, failure: M.failed });
  }

  async function processFile(fileId: string, run: { retryCount: number }): Promise<void> {
    const row = await findRendition(db, fileId);
    // Settled already (a replayed or duplicate job) or gone with its file: nothing to do twice.
    if (row?.status !== 'processing') return;
    const original = await findFile(db, fileId);
    if (!original?.ownerUserId) return;
    const dir = await mkdtemp(join(tmpdir(), 'amplio-video-'));
    const outputs: { id: string; storageKey: string }[] = [];
    try {
      const ext = original.storageKey.slice(original.storageKey.lastIndexOf('.') + 1);
      const source = join(dir, `original.${ext}`);
      const renditionPath = join(dir, 'rendition.mp4');
      const posterPath = join(dir, 'poster.jpg');
      // Streamed to a local file (ffmpeg needs to seek: a phone's MP4 often keeps its index at the end); never in memory.
      await pipeline(await storage.open({ key: original.storageKey }), createWriteStream(source));
      let facts: VideoFacts;
      try {
        facts = await probeVideo({ config: deps.ffmpeg, path: source });
        let shown = 0;
        const progress: Promise<void>[] = [];
        await transcodeRendition({
          config: deps.ffmpeg,
          source,
          target: renditionPath,
          durationSeconds: facts.durationSeconds,
          signal: AbortSignal.any([AbortSignal.timeout(VIDEO_RUN_LIMIT_SECONDS * 1000), shutdown.signal]),
          onProgress: (fraction) => {
            const percent = Math.min(99, Math.floor((fraction * 100) / PROGRESS_STEP) * PROGRESS_STEP);
            if (percent <= shown) return;
            shown = percent;
            progress.push(reportProgress(fileId, percent));
          },
        });
        await Promise.all(progress);
        await extractPoster({ config: deps.ffmpeg, source: renditionPath, target: posterPath, durationSeconds: facts.durationSeconds });
      } catch (err) {
        if (err instanceof VideoToolError) return await fail(fileId, err);
        throw err;
      }

      const dot = original.originalName.lastIndexOf('.');
      const stem = (dot > 0 ? original.originalName.slice(0, dot) : original.originalName) || 'video';
      const made = [
        { id: randomUUID(), path: renditionPath, ext: 'mp4', mime: 'video/mp4', name: `${stem}.mp4` },
        { id: randomUUID(), path: posterPath, ext: 'jpg', mime: 'image/jpeg', name: `${stem}-poster.jpg` },
      ];
      const sizes: number[] = [];
      for (const file of made) {
        const storageKey = storageKeyFor({ purpose: 'campaign_video', id: file.id, ext: file.ext });
        const { size } = await storage.put({ key: storageKey, body: createReadStream(file.path), contentType: file.mime });
        outputs.push({ id: file.id, storageKey });
        sizes.push(size);
      }
      const settled = await db.transaction(async (tx) => {
        const current = await findRendition(tx, fileId, { lock: true });
        if (current?.status !== 'processing') return false;
        for (const [i, file] of made.entries())
          await insertStoredFile({
            db: tx,
            id: file.id,
            owner: { userId: original.ownerUserId! },
            purpose: 'campaign_video',
            storageKey: outputs[i]!.storageKey,
            mimeType: file.mime,
            sizeBytes: sizes[i]!,
            originalName: file.name,
          });
        const now = clock.now();
        await updateRendition(tx, fileId, {
          status: 'ready',
          progress: 100,
          renditionFileId: made[0]!.id,
          posterFileId: made[1]!.id,
          durationMs: Math.round(facts.durationSeconds * 1000),
          width: facts.width,
          height: facts.height,
          videoCodec: facts.videoCodec,
          audioCodec: facts.audioCodec,
          failure: null,
          updatedAt: now,
          processedAt: now,
        });
        await tell(tx, current, { status: 'ready', progress: 100 });
        return true;
      });
      if (settled) outputs.length = 0;
      logger.info({ fileId, durationSeconds: facts.durationSeconds, settled }, 'video processed');
    } catch (err) {
      if (run.retryCount >= VIDEO_JOB_RETRIES) return await fail(fileId, err);
      throw err;
    } finally {
      // Outputs of a run that did not settle the row (a failure half-way, or another run that got there first).
      if (outputs.length > 0) await discardStoredFiles({ db, storage, files: outputs }).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function reportProgress(fileId: string, percent: number) {
    try {
      await db.transaction(async (tx) => {
        const row = await findRendition(tx, fileId, { lock: true });
        if (row?.status !== 'processing' || row.progress >= percent) return;
        await updateRendition(tx, fileId, { progress: percent, updatedAt: clock.now() });
        await tell(tx, row, { status: 'processing', progress: percent });
      });
    } catch (err) {
      logger.warn({ err, fileId }, 'could not record a video’s progress');
    }
  }

  function view(row: Awaited<ReturnType<typeof scriptVideosFor>>[number]): TScriptVideo | null {
    const fileId = videoFileId(row.videoPath);
    if (!fileId || !row.videoPath) return null;
    const r = row.rendition;
    const durationSeconds = r?.durationMs != null ? r.durationMs / 1000 : null;
    const width = r?.width ?? null;
    const height = r?.height ?? null;
    return {
      script_id: row.scriptId,
      // A video uploaded before processing existed has no row: it plays as sent.
      status: (r?.status as VideoProcessingStatus | undefined) ?? 'unprocessed',
      progress: r?.progress ?? 0,
      original_url: row.videoPath,
      original_mime_type: row.videoMimeType ?? 'video/mp4',
      rendition_url: fileUrl(r?.renditionFileId ?? null),
      poster_url: fileUrl(r?.posterFileId ?? null),
      duration_seconds: durationSeconds,
      width,
      height,
      video_codec: r?.videoCodec ?? null,
      audio_codec: r?.audioCodec ?? null,
      failure: r?.status === 'failed' ? (r.failure ?? M.failed) : null,
      warnings: videoBriefWarnings({
        durationSeconds,
        width,
        height,
        brief: { videoStyle: row.videoStyle, description: row.description, platforms: row.platforms ?? [] },
      }),
    };
  }

  return {
    available: deps.available,

    /** Stops this node's running ffmpegs (at shutdown): their jobs are retried, the videos are not counted as failed. */
    stop: () => shutdown.abort(),

    /**
     * In the upload's transaction (content-uploads' hook): records the video as processing and queues its job, one per
     * file (a replayed send is dropped); without ffmpeg it is recorded as unprocessed and plays as sent.
     */
    async onVideoUploaded(input: {
      tx: DbOrTx;
      scriptId: string;
      fileId: string;
      at: Date;
      priority?: number;
      /** false: recorded as unprocessed, as without ffmpeg (the browser tests' demo videos). */
      process?: boolean;
    }): Promise<void> {
      const processes = deps.available && input.process !== false;
      const status = processes ? 'processing' : 'unprocessed';
      await insertRendition(input.tx, { originalFileId: input.fileId, scriptId: input.scriptId, status, at: input.at });
      if (!processes) return;
      await jobs.send({
        tx: input.tx,
        name: VIDEO_JOBS.process,
        data: { fileId: input.fileId },
        singletonKey: input.fileId,
        retryLimit: VIDEO_JOB_RETRIES,
        // A person waits on an upload; the demo's seeded videos pass a lower priority and go after them.
        priority: input.priority ?? 0,
      });
    },

    /** The job's handler: the rendition, the poster and the facts of one upload, or the failure recorded. */
    processFile,

    /** GET /api/videos: the current video of each script the user takes part in; others' scripts are left out. */
    async listForScripts(input: { userId: string; scriptIds: string }): Promise<TScriptVideo[]> {
      const ids = [
        ...new Set(
          input.scriptIds
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0) throw fieldError('script_ids', M.idsRequired);
      if (ids.length > VIDEO_LOOKUP_MAX_IDS) throw fieldError('script_ids', M.tooManyIds);
      const rows = await scriptVideosFor(db, { ids: ids.filter(isUuid), userId: input.userId });
      return rows.map(view).filter((v): v is TScriptVideo => v !== null);
    },

    /** The files route's rule: a brand reads the rendition and poster of the current video of a script for its campaign. */
    outputReadPolicy: (async ({ file, viewer }) => {
      if (viewer.user?.userType !== 'brand' || file.purpose !== 'campaign_video') return false;
      const row = await renditionOfOutputFile(db, file.id);
      return row !== undefined && row.brandUserId === viewer.user.id && row.videoPath === fileUrl(row.originalFileId);
    }) as FileReadPolicy,
  };
}

export type VideoProcessingService = ReturnType<typeof createVideoProcessingService>;
