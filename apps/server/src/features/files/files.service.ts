import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import type { Db, DbOrTx } from '../../db/client';
import type { StoredFileRow, UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { type Storage, StorageObjectNotFoundError } from '../../lib/storage/storage';
import { sha256 } from '../../lib/tokens';
import { discardStoredFiles } from '../../lib/uploads/stored-files';
import { contentDisposition } from './content-disposition';
import { assignSessionFilesToUser, findSessionFiles, findStoredFile } from './files.repository';
import { decideRange } from './http-range';

/** Who asks for a file: a signed-in user and/or an anonymous visitor's session (for registration uploads). */
export interface FileViewer {
  user: UserRow | null;
  sessionHash: string | null;
}

/**
 * An extra reason to let a viewer read a file, beyond owning it. Later features add one through app.ts,
 * e.g. a brand reading the video a creator submitted to the brand's campaign.
 */
export type FileReadPolicy = (input: { db: Db; file: StoredFileRow; viewer: FileViewer }) => boolean | Promise<boolean>;

/** Long enough to start a video, short enough that a leaked link soon stops working. */
export const PRESIGNED_READ_SECONDS = 10 * 60;

export interface FileResponse {
  status: 200 | 206 | 302 | 304 | 416;
  headers: Record<string, string>;
  body: Readable | { message: string } | undefined;
}

const notFound = () => new AppError({ code: 'not_found', status: 404, message: HTTP_MESSAGES.notFound });
const unauthenticated = () => new AppError({ code: 'unauthenticated', status: 401, message: HTTP_MESSAGES.unauthenticated });

export async function fileViewerOf(request: FastifyRequest): Promise<FileViewer> {
  const auth = await request.auth();
  if (auth) return { user: auth.user, sessionHash: auth.sessionHash };
  return { user: null, sessionHash: request.sessionId ? sha256(request.sessionId) : null };
}

/** The owner reads their file; before the account exists, the session that uploaded it does. */
function ownsFile(file: StoredFileRow, viewer: FileViewer): boolean {
  if (file.ownerUserId) return file.ownerUserId === viewer.user?.id;
  return file.registrationSessionHash !== null && file.registrationSessionHash === viewer.sessionHash;
}

export function createFilesService(input: { db: Db; storage: Storage; readPolicies?: readonly FileReadPolicy[] }) {
  const { db, storage, readPolicies = [] } = input;

  async function canRead(args: { file: StoredFileRow; viewer: FileViewer }): Promise<boolean> {
    if (ownsFile(args.file, args.viewer)) return true;
    for (const policy of readPolicies) if (await policy({ db, ...args })) return true;
    return false;
  }

  /** 401 for an anonymous caller without access, 404 (never 403) for a signed-in one, so ids cannot be probed. */
  async function findReadable(args: { id: string; viewer: FileViewer }): Promise<StoredFileRow> {
    const { viewer } = args;
    if (!viewer.user && !viewer.sessionHash) throw unauthenticated();
    const file = await findStoredFile(db, args.id);
    if (file && (await canRead({ file, viewer }))) return file;
    throw viewer.user ? notFound() : unauthenticated();
  }

  async function serve(args: {
    id: string;
    viewer: FileViewer;
    range?: string;
    ifRange?: string;
    ifNoneMatch?: string;
    /** HEAD: the same headers, but the file is not opened. */
    headOnly?: boolean;
  }): Promise<FileResponse> {
    const file = await findReadable(args);
    const size = file.sizeBytes;
    // Bytes behind an id never change, so the id is a strong validator.
    const etag = `"${file.id}"`;
    const headers: Record<string, string> = {
      'Content-Type': file.mimeType,
      'Content-Disposition': contentDisposition(file),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-cache',
      'Accept-Ranges': 'bytes',
      ETag: etag,
    };
    if (args.ifNoneMatch?.split(',').some((t) => t.trim() === etag)) return { status: 304, headers, body: undefined };
    // A store that serves bytes itself gets the reader, Range requests included; HEAD is answered from the row.
    if (storage.presignRead && !args.headOnly) {
      const location = await storage.presignRead({
        key: file.storageKey,
        expiresInSeconds: PRESIGNED_READ_SECONDS,
        contentType: file.mimeType,
        contentDisposition: headers['Content-Disposition']!,
        cacheControl: headers['Cache-Control']!,
      });
      return { status: 302, headers: { Location: location, 'Cache-Control': 'private, no-store' }, body: undefined };
    }

    const rangeHeader = args.ifRange && args.ifRange !== etag ? undefined : args.range;
    const decision = decideRange(rangeHeader, size);
    if (decision.kind === 'unsatisfiable') {
      headers['Content-Range'] = `bytes */${size}`;
      headers['Content-Type'] = 'application/json; charset=utf-8';
      delete headers['Content-Disposition'];
      return { status: 416, headers, body: { message: UPLOAD_MESSAGES.rangeNotSatisfiable } };
    }
    const range = decision.kind === 'partial' ? decision.range : undefined;
    const body = args.headOnly ? Readable.from([]) : await openOr404(file, range);
    if (!range) return { status: 200, headers: { ...headers, 'Content-Length': String(size) }, body };
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['Content-Length'] = String(range.end - range.start + 1);
    return { status: 206, headers, body };
  }

  async function openOr404(file: StoredFileRow, range?: { start: number; end: number }): Promise<Readable> {
    if (file.sizeBytes === 0) return Readable.from([]);
    try {
      return await storage.open({ key: file.storageKey, range });
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) throw notFound();
      throw err;
    }
  }

  /**
   * Call inside the transaction that creates the account, with the registering session's hash and the uploads
   * the registration kept: only those are claimed, never a photo the visitor replaced along the way.
   */
  function claimRegistrationUploads(args: { tx?: DbOrTx; sessionHash: string; userId: string; fileIds: string[] }): Promise<string[]> {
    return assignSessionFilesToUser(args.tx ?? db, { sessionHash: args.sessionHash, userId: args.userId, ids: args.fileIds });
  }

  /** After the account's transaction commits: the session's uploads nobody claimed (replaced photos) go, rows then bytes. */
  async function discardUnclaimedRegistrationUploads(args: { sessionHash: string }): Promise<void> {
    await discardStoredFiles({ db, storage, files: await findSessionFiles(db, args.sessionHash) });
  }

  /** Deletes a file its owner no longer needs (a replaced photo); another user's file answers 404. */
  async function deleteOwnFile(args: { id: string; userId: string }): Promise<void> {
    const file = await findStoredFile(db, args.id);
    if (!file || file.ownerUserId !== args.userId) throw notFound();
    await discardStoredFiles({ db, storage, files: [file] });
  }

  return { canRead, findReadable, serve, claimRegistrationUploads, discardUnclaimedRegistrationUploads, deleteOwnFile };
}

export type FilesService = ReturnType<typeof createFilesService>;
