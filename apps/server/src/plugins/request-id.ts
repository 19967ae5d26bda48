import { randomBytes } from 'node:crypto';

/**
 * Request ids: a random prefix per process and a counter. Unique across nodes and restarts (48 random bits per
 * process), which is all the audit log and the logs need to tie lines to a request, at half the cost of a UUID
 * per request (a counter step instead of 16 random bytes). The ids are not secrets: they are sent back in
 * X-Request-Id.
 */
export function createRequestIds(): () => string {
  const prefix = `${randomBytes(6).toString('base64url')}-`;
  let next = 0;
  return () => prefix + (next++).toString(36);
}
