import { ATTACHMENT_MIME_TYPES, CONVERSATION_LIMITS, CONVERSATION_MESSAGES as M } from '@amplio/shared/schemas/conversations';

/** What the file picker offers: the types the server accepts, and their usual extensions for browsers that filter by name. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_MIME_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.pdf',
  '.mp4',
  '.webm',
  '.ogg',
  '.ogv',
  '.mov',
].join(',');

/** The browser's check of one file, with the server's words: null when it may be sent. */
export function checkAttachment(file: File): string | null {
  if (!(ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type)) return M.attachmentWrongType;
  if (file.size > CONVERSATION_LIMITS.attachmentMaxBytes) return M.attachmentTooLarge;
  return null;
}

/**
 * Files chosen to go with the message already attached: those that pass, up to five in all, and the first reason one
 * was left out (the server checks again, by the files' bytes).
 */
export function addAttachments(attached: readonly File[], chosen: readonly File[]): { files: File[]; error: string | null } {
  const files = [...attached];
  let error: string | null = null;
  for (const file of chosen) {
    const problem = files.length >= CONVERSATION_LIMITS.attachmentsMax ? M.tooManyAttachments : checkAttachment(file);
    if (problem) error ??= problem;
    else files.push(file);
  }
  return { files, error };
}
