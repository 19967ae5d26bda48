import { OPS_CONSOLE_MESSAGES } from '@amplio/shared/constants/ops-console';
import { isApiError } from '../../lib/api-client';

/**
 * How a refused operator action is shown:
 * - `stale`: the payout or refund changed meanwhile (409) or is gone (404): say so in a toast, close the dialog, refresh the list;
 * - `fields`: a 422 with field errors, shown under the fields;
 * - `banner`: anything else, shown in the dialog so the operator can try again.
 */
export type ActionFailure =
  | { kind: 'stale'; message: string }
  | { kind: 'fields'; message: string; fields: Record<string, string> }
  | { kind: 'banner'; message: string };

export function describeActionFailure(error: unknown): ActionFailure {
  if (!isApiError(error)) return { kind: 'banner', message: OPS_CONSOLE_MESSAGES.actionFailed };
  if (error.status === 409 || error.status === 404) return { kind: 'stale', message: error.message };
  if (error.status === 401 || error.status === 419) return { kind: 'banner', message: OPS_CONSOLE_MESSAGES.sessionEnded };
  if (error.status === 422) {
    const fields: Record<string, string> = {};
    for (const [name, messages] of Object.entries(error.errors)) if (messages[0]) fields[name] = messages[0];
    if (Object.keys(fields).length > 0) return { kind: 'fields', message: error.message, fields };
  }
  return { kind: 'banner', message: error.message || OPS_CONSOLE_MESSAGES.actionFailed };
}
