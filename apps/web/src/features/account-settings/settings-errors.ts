import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { isApiError } from '../../lib/api-client';

/** What a failed settings call says to the person: the server's message, or a plain "try again". */
export const errorText = (error: unknown): string => (isApiError(error) && error.message ? error.message : HTTP_MESSAGES.serverError);
