import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, scripts, storedFiles, type VideoRenditionRow, videoRenditions } from '../../db/schema/index';

export async function findRendition(
  db: DbOrTx,
  originalFileId: string,
  opts: { lock?: boolean } = {},
): Promise<VideoRenditionRow | undefined> {
  const query = db.select().from(videoRenditions).where(eq(videoRenditions.originalFileId, originalFileId));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function insertRendition(
  tx: DbOrTx,
  values: { originalFileId: string; scriptId: string; status: 'processing' | 'unprocessed'; at: Date },
): Promise<void> {
  await tx
    .insert(videoRenditions)
    .values({
      originalFileId: values.originalFileId,
      scriptId: values.scriptId,
      status: values.status,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing();
}

export async function updateRendition(
  tx: DbOrTx,
  originalFileId: string,
  values: Partial<Omit<VideoRenditionRow, 'originalFileId' | 'createdAt'>>,
): Promise<void> {
  await tx.update(videoRenditions).set(values).where(eq(videoRenditions.originalFileId, originalFileId));
}

/** The users who hear of a video's progress: its creator and the campaign's brand user. */
export async function audienceOf(db: DbOrTx, scriptId: string | null): Promise<{ creatorId: string; brandUserId: string } | undefined> {
  if (!scriptId) return undefined;
  const [row] = await db
    .select({ creatorId: scripts.creatorId, brandUserId: scripts.brandUserId })
    .from(scripts)
    .where(eq(scripts.id, scriptId));
  return row;
}

/** The scripts among `ids` the user takes part in (as creator or as the campaign's brand), with their brief and the
 * processing row of their current video (none for a script without a video, or one uploaded before processing existed). */
export async function scriptVideosFor(db: DbOrTx, input: { ids: string[]; userId: string }) {
  if (input.ids.length === 0) return [];
  return db
    .select({
      scriptId: scripts.id,
      videoPath: scripts.videoPath,
      videoMimeType: scripts.videoMimeType,
      videoStyle: campaigns.videoStyle,
      description: campaigns.description,
      platforms: campaigns.platform,
      rendition: videoRenditions,
    })
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .leftJoin(videoRenditions, eq(sql`'/api/files/' || ${videoRenditions.originalFileId}::text`, scripts.videoPath))
    .where(and(inArray(scripts.id, input.ids), or(eq(scripts.creatorId, input.userId), eq(scripts.brandUserId, input.userId))));
}

/** The rendition row whose rendition or poster is this file, with its script's brand user and current video. */
export async function renditionOfOutputFile(db: DbOrTx, fileId: string) {
  const [row] = await db
    .select({ originalFileId: videoRenditions.originalFileId, brandUserId: scripts.brandUserId, videoPath: scripts.videoPath })
    .from(videoRenditions)
    .innerJoin(scripts, eq(scripts.id, videoRenditions.scriptId))
    .where(or(eq(videoRenditions.renditionFileId, fileId), eq(videoRenditions.posterFileId, fileId)))
    .limit(1);
  return row;
}

export async function findFile(db: DbOrTx, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}
