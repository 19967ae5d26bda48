import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VIDEO_PROCESSING_STATUSES } from '@amplio/shared/schemas/video-processing';
import { scripts } from './scripts';
import { storedFiles } from './stored-files';

const statusList = VIDEO_PROCESSING_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * What processing made of one uploaded video (decision 050): a rendition every browser plays (H.264/AAC MP4 with
 * faststart), a poster JPEG, and the original's facts. The original stays as uploaded. `processing` until the job
 * settles it as `ready` or `failed`; `unprocessed` when the node had no ffmpeg.
 */
export const videoRenditions = pgTable(
  'video_renditions',
  {
    originalFileId: uuid('original_file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** The script the video was submitted for: whose brand may see the rendition and poster, and whose brief it is held to. */
    scriptId: uuid('script_id').references(() => scripts.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('processing'),
    /** 0 to 100 while processing. */
    progress: integer('progress').notNull().default(0),
    renditionFileId: uuid('rendition_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    posterFileId: uuid('poster_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    videoCodec: text('video_codec'),
    audioCodec: text('audio_codec'),
    /** The plain reason shown to the creator when processing failed. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('video_renditions_script_idx').on(t.scriptId),
    index('video_renditions_rendition_idx').on(t.renditionFileId),
    index('video_renditions_poster_idx').on(t.posterFileId),
    check('video_renditions_status_known', sql`${t.status} in (${sql.raw(statusList)})`),
    check('video_renditions_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

export type VideoRenditionRow = typeof videoRenditions.$inferSelect;
