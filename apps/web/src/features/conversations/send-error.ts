import { CONVERSATION_MESSAGES as M } from '@amplio/shared/schemas/conversations';
import { isApiError } from '../../lib/api-client';

const hasOwnMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';

/**
 * What to say under the composer when a message was not sent: the server's words for a refused message (422, 413, 415,
 * 429), the conversation's own where the server gave none, and what to do next otherwise.
 */
export function sendErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Your message was not sent. Try again.';
  if (error.noResponse) return `${error.message} Your message was not sent.`;
  switch (error.status) {
    case 422:
      return error.errors.body?.[0] ?? error.firstFieldError() ?? error.message;
    case 413:
      return hasOwnMessage(error.data) ? error.message : M.attachmentTooLarge;
    case 415:
      return hasOwnMessage(error.data) ? error.message : M.attachmentWrongType;
    case 429:
      return hasOwnMessage(error.data) ? error.message : M.throttled;
    default:
      return error.status >= 500 ? 'Your message was not sent: something went wrong on our side. Try again in a minute.' : error.message;
  }
}
