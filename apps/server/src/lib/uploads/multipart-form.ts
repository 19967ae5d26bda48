import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import type { Db } from '../../db/client';
import { AppError, fieldError, ValidationAppError } from '../errors';
import type { Storage } from '../storage/storage';
import { type FileFieldRule, receiveFile } from './receive-file';
import { discardStoredFiles, type StoredFile, type UploadOwner } from './stored-files';

export const FORM_LIMITS = { fields: 100, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 200 } as const;

export interface MultipartForm {
  /** Text fields. `name[]` and repeated names become arrays under `name`. */
  fields: Record<string, string | string[]>;
  /** Stored files by field name; a field sent without a file is absent. */
  files: Record<string, StoredFile>;
  /** Stored files of the fields whose rule has `maxCount`, in the order they came. */
  fileLists: Record<string, StoredFile[]>;
  /** Deletes this request's files (rows and bytes): call it when a later step rejects the form. */
  discard(): Promise<void>;
}

type FileInputs = { files?: undefined } | { files: Record<string, FileFieldRule>; db: Db; storage: Storage; owner: UploadOwner };

export type ReadMultipartFormInput = {
  request: FastifyRequest;
  limits?: { fields?: number; fieldSize?: number };
  /** Called with the fields read so far before a file part is stored: throw to refuse the form before its bytes flow. */
  beforeFile?: (fields: Record<string, string | string[]>) => Promise<void> | void;
} & FileInputs;

/**
 * Reads a multipart form in one pass: text fields into memory (bounded), each file part streamed into
 * storage as it arrives. On any failure every file already stored for this request is removed.
 */
export async function readMultipartForm(input: ReadMultipartFormInput): Promise<MultipartForm> {
  const { request } = input;
  if (!request.isMultipart()) {
    throw new AppError({ code: 'unsupported_media_type', status: 415, message: UPLOAD_MESSAGES.notMultipart });
  }
  const rules = input.files ?? {};
  const maxFileBytes = Math.max(0, ...Object.values(rules).map((r) => r.maxBytes));
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: Record<string, StoredFile> = Object.create(null);
  const fileLists: Record<string, StoredFile[]> = Object.create(null);
  const fileCount = Object.values(rules).reduce((sum, r) => sum + (r.maxCount ?? 1), 0);
  const stored: StoredFile[] = [];
  const discard = async () => {
    if (input.files && stored.length) await discardStoredFiles({ db: input.db, storage: input.storage, files: stored.splice(0) });
  };

  const fieldLimit = input.limits?.fields ?? FORM_LIMITS.fields;
  // throwFileSizeLimit is read per call at runtime, though the typings only allow it at registration.
  const options: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    limits: {
      ...FORM_LIMITS,
      fields: fieldLimit,
      fieldSize: input.limits?.fieldSize ?? FORM_LIMITS.fieldSize,
      // One more than declared so an unexpected extra file gets a clear 422 rather than busboy's silent drop.
      files: fileCount + 1,
      parts: fieldLimit + fileCount + 1,
      // One byte over the largest rule: receiveFile sees that byte and answers 413 itself.
      fileSize: maxFileBytes + 1,
    },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);

  try {
    for await (const part of parts) {
      if (part.type === 'field') addField(fields, part);
      else await addFile(part);
    }
  } catch (err) {
    drainRequest(request);
    await discard();
    throw translateMultipartError(err);
  }
  return { fields, files, fileLists, discard };

  async function addFile(part: Extract<Multipart, { type: 'file' }>) {
    const name = part.fieldname;
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule || !input.files) {
      part.file.resume();
      throw fieldError(name, UPLOAD_MESSAGES.unexpectedFile);
    }
    if (rule.maxCount && !fileLists[name]) fileLists[name] = [];
    const list = rule.maxCount ? fileLists[name] : undefined;
    if (list ? list.length >= (rule.maxCount ?? 1) : Object.hasOwn(files, name)) {
      part.file.resume();
      throw fieldError(name, rule.messages.tooMany ?? UPLOAD_MESSAGES.duplicateFile);
    }
    try {
      await input.beforeFile?.(fields);
    } catch (err) {
      part.file.resume();
      throw err;
    }
    const file = await receiveFile({ ...input, field: name, filename: part.filename, stream: part.file, rule });
    if (file) {
      stored.push(file);
      if (list) list.push(file);
      else files[name] = file;
    }
  }
}

function addField(fields: Record<string, string | string[]>, part: Extract<Multipart, { type: 'field' }>) {
  const isList = part.fieldname.endsWith('[]');
  const name = isList ? part.fieldname.slice(0, -2) : part.fieldname;
  if (!name || name in Object.prototype) throw new ValidationAppError({ _body: [HTTP_MESSAGES.validation] });
  if (part.valueTruncated || part.fieldnameTruncated) throw fieldError(name, UPLOAD_MESSAGES.fieldTooLong);
  // A part sent as application/json arrives parsed; we hand every field on as text.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  const existing = fields[name];
  if (existing === undefined) fields[name] = isList ? [value] : value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}

/**
 * We may stop reading mid-body (a file too large, a wrong type). Detach the parser and discard the rest, as
 * Node does for unread bodies, so the client gets our answer instead of a stalled or reset connection.
 */
function drainRequest(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

/** @fastify/multipart's parser errors as our 4xx answers; anything else passes through. */
function translateMultipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new ValidationAppError({ _body: [HTTP_MESSAGES.validation] });
  }
  // Busboy's own parse errors (a truncated body, a missing boundary) carry no code.
  const busboyParseError = err instanceof Error && !code && /multipart|boundary|part header|terminated early/i.test(err.message);
  if (code === 'FST_MP_PREMATURE_CLOSE' || busboyParseError) {
    return new AppError({ code: 'malformed_multipart', status: 400, message: UPLOAD_MESSAGES.malformed });
  }
  return err;
}
