import { MAX_SCRIPT_REJECTIONS } from '@amplio/shared/schemas/scripts';
import { REVIEW_LIMITS, REVIEW_MESSAGES as M, type TSubmission } from '@amplio/shared/schemas/review';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleCheckBig, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { formatRupees } from '../../../lib/format-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useApproveSubmission } from '../api/approve-submission';
import { submissionCountsKey, submissionListsKey } from '../api/get-submissions';
import { decisionFailure } from '../decision-errors';
import { decisionRequest, type ReviewAction, reviewActionsOf } from '../review-actions';
import { AppendOpenComments } from '../../review-comments/components/append-open-comments';

interface ReviewDecisionsProps {
  submission: TSubmission;
  /** A 401: the session has ended (the page sends the browser to /brand/login). */
  onSignedOut: () => void;
  /** After a decision: the buttons are gone, so the card takes the focus. */
  onDecided?: () => void;
}

const CONFIRM_TITLES: Record<string, string> = {
  Approved: 'Approve this video?',
  Rejected: 'Reject this video?',
  completed: 'Complete and pay?',
  'Post Rejected': 'Reject this post?',
};

/** Issue 28 §1: the dialog's title for a script waiting for approval before filming. */
const SCRIPT_CONFIRM_TITLES: Record<string, string> = { Approved: 'Approve this script?', 'Script Rejected': 'Reject this script?' };

/** What the decision does beyond the status, so the brand knows before confirming. */
function consequence(option: ReviewAction, submission: TSubmission): string {
  const amount = formatRupees(submission.amount);
  const creator = submission.user.name || 'the creator';
  if (submission.status === 'Script Submitted') {
    if (option.decision === 'Approved') return `${creator} may film the video from this script and upload it for your review.`;
    const left = MAX_SCRIPT_REJECTIONS - submission.rejection_count - 1;
    return left <= 0
      ? `This is the last of ${MAX_SCRIPT_REJECTIONS} rejections: the script closes and ${amount} returns to the campaign's escrow.`
      : `${creator} edits the script and sends it to you again. A rejected script counts towards the ${MAX_SCRIPT_REJECTIONS} rejections (${left} left after this).`;
  }
  switch (option.decision) {
    case 'Approved':
      return `${creator} is asked to post it and send you the link. ${amount} stays reserved until you complete the work.`;
    case 'completed':
      return `${amount} is released from escrow to ${creator}'s wallet. This cannot be undone.`;
    case 'Post Rejected':
      return `${creator} is asked for an updated post link.`;
    default:
      return submission.rejection_count + 1 >= MAX_SCRIPT_REJECTIONS
        ? `This is the last of ${MAX_SCRIPT_REJECTIONS} attempts: the script closes and ${amount} returns to the campaign's escrow.`
        : `${creator} can upload a new video (attempt ${submission.rejection_count + 2} of ${MAX_SCRIPT_REJECTIONS}).`;
  }
}

/** Spec 3 §4: the decisions a submission allows, each confirmed first; a rejection needs a reason. */
export function ReviewDecisions({ submission, onSignedOut, onDecided }: ReviewDecisionsProps) {
  const actions = reviewActionsOf(submission);
  const accept = actions.find((action) => action.tone === 'positive');
  const reject = actions.find((action) => action.tone === 'negative');
  const stage = accept?.decision === 'completed' ? 'post' : submission.status === 'Script Submitted' ? 'script' : 'video';
  const mutation = useApproveSubmission();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ReviewAction | null>(null);
  // One key per decision and reason: a retry after a lost answer is recognised by the server, never applied twice.
  const idempotency = useRef<{ signature: string; key: string } | null>(null);
  // Set in the click itself: a second click before React re-renders must not send the decision again.
  const sending = useRef(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const formId = useId();

  if (!accept || !reject) return null;
  const reasonBlank = reason.trim() === '';

  const closeRejection = () => {
    setRejecting(false);
    setReason('');
    setReasonError(null);
  };

  const decide = () => {
    if (!confirming || sending.current) return;
    sending.current = true;
    const option = confirming;
    const request = decisionRequest(submission.id, option.decision, option.reasonField ? reason : '');
    const signature = JSON.stringify(request);
    if (idempotency.current?.signature !== signature) idempotency.current = { signature, key: newIdempotencyKey() };
    mutation.mutate(
      { request, idempotencyKey: idempotency.current.key },
      {
        onSettled: () => {
          sending.current = false;
        },
        // The toast and the card's new status come from the mutation itself (the card may unmount its buttons first).
        onSuccess: () => {
          idempotency.current = null;
          setConfirming(null);
          closeRejection();
          onDecided?.();
        },
        onError: (error) => {
          setConfirming(null);
          const failure = decisionFailure(error);
          switch (failure.kind) {
            case 'sign-in':
              onSignedOut();
              return;
            case 'reason':
              setReasonError(failure.message);
              setRejecting(true);
              requestAnimationFrame(() => reasonRef.current?.focus());
              return;
            case 'conflict':
              notify.error(failure.message);
              void queryClient.invalidateQueries({ queryKey: submissionListsKey });
              void queryClient.invalidateQueries({ queryKey: submissionCountsKey });
              return;
            default:
              notify.error(failure.message);
          }
        },
      },
    );
  };

  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    if (reasonBlank) {
      setReasonError(stage === 'post' ? M.postReasonRequired : M.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    setConfirming(reject);
  };

  const reasonField =
    stage === 'post' ? (
      <Input
        ref={reasonRef}
        label={M.postRejectionLabel}
        required
        value={reason}
        maxLength={REVIEW_LIMITS.reasonMax}
        placeholder="e.g. The link opens a different post"
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(null);
        }}
      />
    ) : (
      <Textarea
        ref={reasonRef}
        label="Rejection reason"
        required
        rows={4}
        value={reason}
        maxLength={REVIEW_LIMITS.reasonMax}
        placeholder="Tell the creator what to change, e.g. show the product in the first 5 seconds"
        hint="The creator sees this with your decision."
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(null);
        }}
      />
    );

  return (
    <div className="flex flex-col gap-3">
      {rejecting ? (
        <form
          id={formId}
          onSubmit={submitRejection}
          aria-label={stage === 'post' ? 'Reject the post' : stage === 'script' ? 'Reject the script' : 'Reject the video'}
          className="flex flex-col gap-3 rounded-control border border-danger/25 bg-danger-soft/40 p-4"
        >
          {reasonField}
          {stage === 'video' ? (
            <AppendOpenComments submissionId={submission.id} reason={reason} max={REVIEW_LIMITS.reasonMax} onChange={setReason} />
          ) : null}
          {stage !== 'post' && submission.rejection_count + 1 >= MAX_SCRIPT_REJECTIONS ? (
            <Alert tone="warning">{consequence(reject, submission)}</Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={closeRejection} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={reasonBlank} loading={mutation.isPending}>
              Submit Rejection
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="primary"
            className="sm:flex-1"
            onClick={() => setConfirming(accept)}
            disabled={mutation.isPending}
            leadingIcon={
              stage === 'post' ? (
                <CircleCheckBig className="size-5" strokeWidth={1.75} aria-hidden="true" />
              ) : (
                <Check className="size-5" strokeWidth={1.75} aria-hidden="true" />
              )
            }
          >
            {stage === 'post' ? `${accept.label} and pay ${formatRupees(submission.amount)}` : accept.label}
          </Button>
          <Button
            variant="secondary"
            className="text-danger sm:flex-1"
            disabled={mutation.isPending}
            onClick={() => {
              setRejecting(true);
              requestAnimationFrame(() => reasonRef.current?.focus());
            }}
            leadingIcon={<X className="size-5" strokeWidth={1.75} aria-hidden="true" />}
          >
            {reject.label}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={
          confirming ? ((stage === 'script' ? SCRIPT_CONFIRM_TITLES : CONFIRM_TITLES)[confirming.decision] ?? 'Confirm your decision') : ''
        }
        description={
          confirming ? (
            <>
              <span className="block font-medium text-ink">{M.confirm(confirming.confirmAs)}</span>
              <span className="mt-1 block">{consequence(confirming, submission)}</span>
            </>
          ) : null
        }
        confirmLabel={confirming ? (confirming.reasonField ? 'Yes, reject' : `Yes, ${confirming.label.toLowerCase()}`) : ''}
        confirmVariant={confirming?.tone === 'negative' ? 'destructive' : 'primary'}
        pending={mutation.isPending}
        onConfirm={decide}
      />
    </div>
  );
}
