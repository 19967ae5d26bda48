import { reviewActionOf } from '@amplio/shared/domain/review-transitions';
import { REVIEW_MESSAGES, reviewDecisionOf } from '@amplio/shared/schemas/review';
import type { TApproveSubmissionRequest, TApproveSubmissionResponse, TSubmission } from '@amplio/shared/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { api, refreshCsrfToken } from '../../../lib/api-client';
import { readXsrfCookie } from '../../../lib/csrf';
import { type SubmissionPage, submissionCountsKey, submissionListsKey } from './get-submissions';

/** Spec 3 §5: the status update needs the CSRF cookie. */
export const CSRF_COOKIE_MISSING = 'CSRF token not found in cookies';

/** A 2xx answer with `success: false` (spec 3 §8: its message, or 'Failed to update status'). */
export class DecisionRefusedError extends Error {
  override readonly name = 'DecisionRefusedError';
}

/**
 * Spec 3 §7: GET /sanctum/csrf-cookie first, then POST /api/approve-submission with the cookie's token in a header.
 * The server answers the updated submission.
 */
export async function approveSubmission(input: {
  request: TApproveSubmissionRequest;
  /** The same key for a retry of the same decision, so a lost answer never applies it twice. */
  idempotencyKey?: string;
}): Promise<TApproveSubmissionResponse> {
  await refreshCsrfToken();
  const token = readXsrfCookie();
  if (!token) throw new Error(CSRF_COOKIE_MISSING);
  const response = await api.post<TApproveSubmissionResponse | { success?: false; message?: string }>(
    '/api/approve-submission',
    input.request,
    {
      headers: { 'X-XSRF-TOKEN': token, ...(input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : {}) },
    },
  );
  if (response?.success !== true) {
    const message = typeof response?.message === 'string' && response.message ? response.message : REVIEW_MESSAGES.updateFailed;
    throw new DecisionRefusedError(message);
  }
  return response;
}

/** Puts the server's copy of a submission in every cached list page that holds it (the card updates in place). */
export function replaceSubmission(page: SubmissionPage | undefined, updated: TSubmission): SubmissionPage | undefined {
  if (!page?.submissions.some((s) => s.id === updated.id)) return page;
  return { ...page, submissions: page.submissions.map((s) => (s.id === updated.id ? updated : s)) };
}

export function useApproveSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveSubmission,
    onSuccess: (response, input) => {
      const decision = reviewDecisionOf(input.request.status);
      notify.success(REVIEW_MESSAGES.success(decision ? reviewActionOf(decision).action : 'updated'));
      queryClient.setQueriesData<SubmissionPage>({ queryKey: submissionListsKey }, (page) => replaceSubmission(page, response.data));
      // The decided card stays where the brand is looking; other filters and the counts are read again.
      void queryClient.invalidateQueries({ queryKey: submissionListsKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: submissionCountsKey });
    },
  });
}
