import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { isApiError } from '../../lib/api-client';
import { DecisionRefusedError } from './api/approve-submission';
import type { ReasonField } from '@amplio/shared/domain/review-transitions';

export type DecisionFailure =
  /** 401: the browser goes to /brand/login (spec 3 §8). */
  | { kind: 'sign-in' }
  /** 409: the submission is no longer waiting for this decision; the card is read again. */
  | { kind: 'conflict'; message: string }
  /** 422 on the reason: shown under the reason box. */
  | { kind: 'reason'; field: ReasonField; message: string }
  | { kind: 'toast'; message: string };

const serverMessage = (data: unknown): string | undefined => {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/** Spec 3 §8, the status update's errors, in the words the brand sees. */
export function decisionFailure(error: unknown): DecisionFailure {
  if (error instanceof DecisionRefusedError) return { kind: 'toast', message: error.message || M.updateFailed };
  if (isApiError(error)) {
    if (error.noResponse) return { kind: 'toast', message: M.noResponse };
    if (error.status === 401) return { kind: 'sign-in' };
    const message = serverMessage(error.data);
    if (error.status === 409) return { kind: 'conflict', message: message ?? M.updateFailedCode(409) };
    if (error.status === 422) {
      for (const field of ['rejection_reason', 'rejected_post_remarks'] as const) {
        const first = error.errors[field]?.[0];
        if (first) return { kind: 'reason', field, message: first };
      }
      return { kind: 'toast', message: error.firstFieldError() ?? message ?? M.updateFailedCode(422) };
    }
    return { kind: 'toast', message: message ?? M.updateFailedCode(error.status) };
  }
  const reason = error instanceof Error ? error.message : String(error);
  return { kind: 'toast', message: M.requestError(reason) };
}
