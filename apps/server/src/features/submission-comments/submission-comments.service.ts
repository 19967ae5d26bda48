import { isUuid } from '@amplio/shared/domain/uuid';
import {
  COMMENT_MESSAGES as M,
  type CommentAuthor,
  formatCommentTime,
  type TCommentResponse,
  type TSubmissionComment,
  type TSubmissionVersion,
  ZCreateCommentRequest,
  ZReplyRequest,
} from '@amplio/shared/schemas/submission-comments';
import type { Db, DbOrTx } from '../../db/client';
import type { SubmissionCommentReplyRow, SubmissionCommentRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import { fileUrl } from '../../lib/uploads/file-url';
import { parseOrThrow } from '../../lib/validation';
import type { FileReadPolicy } from '../files/files.service';
import {
  commentsOf,
  findComment,
  findParticipation,
  insertComment,
  insertReply,
  isVersionFileOfBrand,
  markResolved,
  openCommentCounts,
  repliesOf,
  uploadsOf,
} from './submission-comments.repository';

const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });
const commentNotFound = () => new AppError({ code: 'not_found', status: 404, message: M.commentNotFound });

const fileIdOf = (path: string | null) => {
  const id = path?.startsWith('/api/files/') ? path.slice('/api/files/'.length) : null;
  return id && isUuid(id) ? id : null;
};

type Participation = NonNullable<Awaited<ReturnType<typeof findParticipation>>>;
const roleOf = (p: Participation, userId: string): CommentAuthor => (p.creatorId === userId ? 'creator' : 'brand');

interface Upload {
  version: number;
  fileId: string;
  mimeType: string;
  renditionFileId: string | null;
  posterFileId: string | null;
  durationMs: number | null;
  uploadedAt: Date;
}

/** The script's uploads as versions, v1 first. A video uploaded before processing existed (no row) is one more version. */
async function versionsOf(db: DbOrTx, p: Participation): Promise<Upload[]> {
  const current = fileIdOf(p.videoPath);
  // Uploads in the order they came; the script's current video is the newest even when two share a timestamp.
  const rows = (await uploadsOf(db, p.id)).sort(
    (a, b) =>
      a.uploadedAt.getTime() - b.uploadedAt.getTime() || Number(a.originalFileId === current) - Number(b.originalFileId === current),
  );
  const uploads: Upload[] = rows.map((r, i) => ({
    version: i + 1,
    fileId: r.originalFileId,
    mimeType: r.mimeType,
    renditionFileId: r.renditionFileId,
    posterFileId: r.posterFileId,
    durationMs: r.durationMs,
    uploadedAt: r.uploadedAt,
  }));
  if (current && !uploads.some((u) => u.fileId === current))
    uploads.push({
      version: uploads.length + 1,
      fileId: current,
      mimeType: p.videoMimeType ?? 'video/mp4',
      renditionFileId: null,
      posterFileId: null,
      durationMs: null,
      uploadedAt: p.videoSubmittedAt ?? new Date(0),
    });
  return uploads;
}

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

function commentView(row: SubmissionCommentRow, replies: SubmissionCommentReplyRow[]): TSubmissionComment {
  return {
    id: row.id,
    version: row.version,
    at_seconds: row.atMs / 1000,
    end_seconds: seconds(row.endMs),
    body: row.body,
    author: row.authorRole as CommentAuthor,
    resolved: row.resolvedAt !== null,
    replies: replies.map((r) => ({
      id: r.id,
      body: r.body,
      author: r.authorRole as CommentAuthor,
      created_at: r.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** One version from `?version=`: absent means every version; anything but a whole number from 1 is 422. */
function versionFilter(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < 1) throw fieldError('version', M.versionInvalid);
  return n;
}

export function createSubmissionCommentsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function participation(tx: DbOrTx, input: { scriptId: string; userId: string }): Promise<Participation> {
    const p = isUuid(input.scriptId) ? await findParticipation(tx, input) : undefined;
    if (!p) throw notFound();
    return p;
  }

  /** The comment and its script, when the user takes part in the script; 404 otherwise (never 403). */
  async function commentFor(tx: DbOrTx, input: { commentId: string; userId: string; lock?: boolean }) {
    const comment = isUuid(input.commentId) ? await findComment(tx, input.commentId, { lock: input.lock }) : undefined;
    if (!comment) throw commentNotFound();
    const p = await findParticipation(tx, { scriptId: comment.scriptId, userId: input.userId });
    if (!p) throw commentNotFound();
    return { comment, p };
  }

  async function viewOne(tx: DbOrTx, id: string): Promise<TSubmissionComment> {
    const row = (await findComment(tx, id))!;
    return commentView(row, await repliesOf(tx, [id]));
  }

  return {
    /** GET /api/submissions/{id}/comments?version= */
    async list(input: { userId: string; scriptId: string; version?: string }): Promise<TSubmissionComment[]> {
      const version = versionFilter(input.version);
      const p = await participation(db, input);
      const rows = await commentsOf(db, { scriptId: p.id, version });
      const replies = await repliesOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) =>
        commentView(
          row,
          replies.filter((r) => r.commentId === row.id),
        ),
      );
    },

    /** GET /api/submissions/{id}/versions */
    async versions(input: { userId: string; scriptId: string }): Promise<TSubmissionVersion[]> {
      const p = await participation(db, input);
      const [uploads, open] = await Promise.all([versionsOf(db, p), openCommentCounts(db, p.id)]);
      const current = fileIdOf(p.videoPath);
      return uploads.map((u) => ({
        version: u.version,
        file_url: fileUrl(u.fileId)!,
        mime_type: u.mimeType,
        rendition_url: fileUrl(u.renditionFileId),
        poster_url: fileUrl(u.posterFileId),
        duration_seconds: seconds(u.durationMs),
        uploaded_at: u.uploadedAt.toISOString(),
        current: u.fileId === current,
        open_comments: open.get(u.version) ?? 0,
      }));
    },

    /** POST /api/submissions/{id}/comments: at a moment, or on a range, of one version, within its duration when known. */
    async create(input: { userId: string; scriptId: string; body: unknown }): Promise<TCommentResponse> {
      const body = parseOrThrow(ZCreateCommentRequest, input.body);
      const p = await participation(db, input);
      const uploads = await versionsOf(db, p);
      const upload = uploads.find((u) => u.version === body.version);
      if (!upload) throw fieldError('version', M.versionUnknown(body.version));
      const atMs = Math.round(body.at_seconds * 1000);
      const endMs = body.end_seconds == null ? null : Math.round(body.end_seconds * 1000);
      if (upload.durationMs !== null) {
        const duration = formatCommentTime(upload.durationMs / 1000);
        if (atMs > upload.durationMs) throw fieldError('at_seconds', M.beyondDuration(duration));
        if (endMs !== null && endMs > upload.durationMs) throw fieldError('end_seconds', M.beyondDuration(duration));
      }
      return answerWithEffect(db, async (tx) => {
        const row = await insertComment(tx, {
          scriptId: p.id,
          version: body.version,
          atMs,
          endMs,
          body: body.body,
          authorUserId: input.userId,
          authorRole: roleOf(p, input.userId),
          createdAt: clock.now(),
        });
        return { success: true as const, message: M.added, data: commentView(row, []) };
      });
    },

    /** POST /api/submissions/comments/{id}/replies */
    async reply(input: { userId: string; commentId: string; body: unknown }): Promise<TCommentResponse> {
      const body = parseOrThrow(ZReplyRequest, input.body);
      return answerWithEffect(db, async (tx) => {
        const { comment, p } = await commentFor(tx, { commentId: input.commentId, userId: input.userId });
        await insertReply(tx, {
          commentId: comment.id,
          body: body.body,
          authorUserId: input.userId,
          authorRole: roleOf(p, input.userId),
          createdAt: clock.now(),
        });
        return { success: true as const, message: M.replied, data: await viewOne(tx, comment.id) };
      });
    },

    /** POST /api/submissions/comments/{id}/resolve: by either party; resolving again changes nothing and answers the same. */
    async resolve(input: { userId: string; commentId: string }): Promise<TCommentResponse> {
      return db.transaction(async (tx) => {
        const { comment } = await commentFor(tx, { commentId: input.commentId, userId: input.userId, lock: true });
        await markResolved(tx, { id: comment.id, userId: input.userId, at: clock.now() });
        return { success: true as const, message: M.resolved, data: await viewOne(tx, comment.id) };
      });
    },

    /** The files route's rule: the campaign's brand plays every version (and its rendition and poster), not only the latest. */
    versionReadPolicy: (async ({ file, viewer }) =>
      viewer.user?.userType === 'brand' &&
      file.purpose === 'campaign_video' &&
      (await isVersionFileOfBrand(db, { fileId: file.id, brandUserId: viewer.user.id }))) as FileReadPolicy,
  };
}

export type SubmissionCommentsService = ReturnType<typeof createSubmissionCommentsService>;
