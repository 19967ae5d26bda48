import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type SubmissionCommentReplyRow,
  type SubmissionCommentRow,
  scripts,
  storedFiles,
  submissionCommentReplies,
  submissionComments,
  videoRenditions,
} from '../../db/schema/index';

/** The script `scriptId` with the caller's part in it (creator or the campaign's brand user); undefined for anyone else. */
export async function findParticipation(db: DbOrTx, input: { scriptId: string; userId: string }) {
  const [row] = await db
    .select({
      id: scripts.id,
      creatorId: scripts.creatorId,
      brandUserId: scripts.brandUserId,
      videoPath: scripts.videoPath,
      videoMimeType: scripts.videoMimeType,
      videoSubmittedAt: scripts.videoSubmittedAt,
    })
    .from(scripts)
    .where(and(eq(scripts.id, input.scriptId), or(eq(scripts.creatorId, input.userId), eq(scripts.brandUserId, input.userId))));
  return row;
}

/** Every upload of the script, oldest first: the order is the version number (v1 first). */
export function uploadsOf(db: DbOrTx, scriptId: string) {
  return db
    .select({
      originalFileId: videoRenditions.originalFileId,
      renditionFileId: videoRenditions.renditionFileId,
      posterFileId: videoRenditions.posterFileId,
      durationMs: videoRenditions.durationMs,
      mimeType: storedFiles.mimeType,
      uploadedAt: videoRenditions.createdAt,
    })
    .from(videoRenditions)
    .innerJoin(storedFiles, eq(storedFiles.id, videoRenditions.originalFileId))
    .where(eq(videoRenditions.scriptId, scriptId))
    .orderBy(asc(videoRenditions.createdAt), asc(videoRenditions.originalFileId));
}

export async function openCommentCounts(db: DbOrTx, scriptId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ version: submissionComments.version, n: sql<number>`count(*)::int` })
    .from(submissionComments)
    .where(and(eq(submissionComments.scriptId, scriptId), isNull(submissionComments.resolvedAt)))
    .groupBy(submissionComments.version);
  return new Map(rows.map((r) => [r.version, Number(r.n)]));
}

export function commentsOf(db: DbOrTx, input: { scriptId: string; version?: number }) {
  return db
    .select()
    .from(submissionComments)
    .where(
      and(
        eq(submissionComments.scriptId, input.scriptId),
        input.version === undefined ? undefined : eq(submissionComments.version, input.version),
      ),
    )
    .orderBy(asc(submissionComments.version), asc(submissionComments.atMs), asc(submissionComments.createdAt), asc(submissionComments.id));
}

export async function repliesOf(db: DbOrTx, commentIds: string[]): Promise<SubmissionCommentReplyRow[]> {
  if (commentIds.length === 0) return [];
  return db
    .select()
    .from(submissionCommentReplies)
    .where(inArray(submissionCommentReplies.commentId, commentIds))
    .orderBy(asc(submissionCommentReplies.createdAt), asc(submissionCommentReplies.id));
}

export async function findComment(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<SubmissionCommentRow | undefined> {
  const query = db.select().from(submissionComments).where(eq(submissionComments.id, id));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function insertComment(db: DbOrTx, values: typeof submissionComments.$inferInsert): Promise<SubmissionCommentRow> {
  const [row] = await db.insert(submissionComments).values(values).returning();
  return row!;
}

export async function insertReply(db: DbOrTx, values: typeof submissionCommentReplies.$inferInsert): Promise<void> {
  await db.insert(submissionCommentReplies).values(values);
}

export async function markResolved(db: DbOrTx, input: { id: string; userId: string; at: Date }): Promise<void> {
  await db
    .update(submissionComments)
    .set({ resolvedAt: input.at, resolvedByUserId: input.userId })
    .where(and(eq(submissionComments.id, input.id), isNull(submissionComments.resolvedAt)));
}

/** Whether `fileId` is an upload of a script for the brand user's campaign, or the rendition or poster of one. */
export async function isVersionFileOfBrand(db: DbOrTx, input: { fileId: string; brandUserId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: videoRenditions.originalFileId })
    .from(videoRenditions)
    .innerJoin(scripts, eq(scripts.id, videoRenditions.scriptId))
    .where(
      and(
        eq(scripts.brandUserId, input.brandUserId),
        or(
          eq(videoRenditions.originalFileId, input.fileId),
          eq(videoRenditions.renditionFileId, input.fileId),
          eq(videoRenditions.posterFileId, input.fileId),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
