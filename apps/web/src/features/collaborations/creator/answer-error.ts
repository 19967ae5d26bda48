import { NETWORK_MESSAGES } from '@amplio/shared/constants/client-messages';
import { isApiError } from '../../../lib/api-client';

/** What to tell the creator when an answer or an application fails: the server's field error or message. */
export function answerErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.firstFieldError() ?? error.message;
  return NETWORK_MESSAGES.unexpected;
}
