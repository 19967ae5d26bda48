import { type ReviewAction, type ReviewStage, reviewActionsFor } from '@amplio/shared/domain/review-transitions';
import type { ReviewDecision, TApproveSubmissionRequest, TSubmission } from '@amplio/shared/schemas/review';

export type { ReviewAction, ReviewStage };

/**
 * Spec 3 §4 through the shared state machine (the server decides with the same one): Approve / Reject for a video In
 * Review, Complete / Reject post for a post under verification, nothing otherwise. 'Script Rejected' is a status the API
 * takes, but the spec's card offers one Reject, so it is not a button.
 */
export function reviewActionsOf(submission: Pick<TSubmission, 'status' | 'closed_reason'>): ReviewAction[] {
  if (submission.closed_reason) return [];
  // Issue 28 §1: a script waiting for approval before filming is approved or rejected as a script.
  if (submission.status === 'Script Submitted') return reviewActionsFor(submission.status);
  return reviewActionsFor(submission.status).filter((action) => action.decision !== 'Script Rejected');
}

/** The stage the brand decides at, for the countdown's wording; null when nothing waits for the brand. */
export function reviewStageOfSubmission(submission: Pick<TSubmission, 'status' | 'closed_reason'>): ReviewStage | null {
  const actions = reviewActionsOf(submission);
  if (actions.length === 0) return null;
  if (submission.status === 'Script Submitted') return 'script';
  return actions.some((action) => action.decision === 'completed') ? 'post' : 'video';
}

const REJECTIONS: readonly ReviewDecision[] = ['Rejected', 'Script Rejected', 'Post Rejected'];

/**
 * Spec 3 §3 "Approval request" and §7: rejection_reason only for rejections, rejected_post_remarks only for Post
 * Rejected, null otherwise. The reason is sent trimmed.
 */
export function decisionRequest(submissionId: string, decision: ReviewDecision, reason = ''): TApproveSubmissionRequest {
  const text = reason.trim();
  return {
    submission_id: submissionId,
    status: decision,
    rejection_reason: REJECTIONS.includes(decision) ? text : null,
    rejected_post_remarks: decision === 'Post Rejected' ? text : null,
  };
}
