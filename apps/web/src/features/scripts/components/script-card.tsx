import { canAbandon, creatorTurnOf } from '@amplio/shared/domain/review-transitions';
import { SCRIPT_CLOSED_MESSAGES } from '@amplio/shared/schemas/review';
import { SCRIPT_MESSAGES, scriptNextStep, type TScript } from '@amplio/shared/schemas/scripts';
import { CalendarClock, CircleX, ClipboardCheck, Hourglass, Link2, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { paths, pathTo } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatCampaignDateTime, formatDateTime } from '../../../lib/format-date';
import { formatTimeLeft } from '../../../lib/format-time-left';
import { formatRupees } from '../../../lib/format-money';
import { useNow } from '../../../lib/use-now';
import { CreatorPostMetrics } from '../../post-metrics/components/creator-post-metrics';
import { RatingCard } from '../../ratings/components/rating-card';
import { TrackedLinkBox } from '../../campaign-reports/components/tracked-link-box';
import { useAbandonScript } from '../api/abandon-script';
import { SubmissionFeedback } from '../../review-comments/components/submission-feedback';
import { ScriptResubmit } from './script-resubmit';

const STATUS_TONE: Partial<Record<TScript['status'], BadgeTone>> = {
  Approved: 'success',
  Completed: 'success',
  'In Review': 'warning',
  Rejected: 'danger',
  'Script Rejected': 'danger',
  'Post Rejected': 'danger',
  Published: 'info',
  'Script Submitted': 'warning',
  'Script Approved': 'success',
};

/** The statuses of a script's own review before filming (issue 28 §1), where the limit of 3 is worth saying. */
const SCRIPT_STAGE: readonly TScript['status'][] = ['Script Submitted', 'Script Rejected', 'Script Approved'];

/**
 * What the creator is told while the brand has the submission (issue 13 §2, auto-approval): when the brand's time runs
 * out, and what happens then. Null when nothing waits for the brand.
 */
export function autoApprovalText(script: Pick<TScript, 'auto_approve_at' | 'post_link' | 'status'>, now: number): string | null {
  const forScript = script.status === 'Script Submitted';
  if ((script.status !== 'In Review' && !forScript) || !script.auto_approve_at) return null;
  const due = Date.parse(script.auto_approve_at);
  if (Number.isNaN(due)) return null;
  const left = due - now;
  if (forScript) {
    return left <= 0
      ? 'The brand’s time is up: your script is being approved now.'
      : `If the brand does not decide in ${formatTimeLeft(left)}, your script is approved automatically.`;
  }
  const post = script.post_link !== null;
  if (left <= 0)
    return post
      ? 'The brand’s time is up: your post is being completed and paid now.'
      : 'The brand’s time is up: your video is being approved now.';
  return post
    ? `If the brand does not decide in ${formatTimeLeft(left)}, your post is completed and paid automatically.`
    : `If the brand does not decide in ${formatTimeLeft(left)}, your video is approved automatically.`;
}

/**
 * What the creator is told once the campaign has ended and the next move is theirs (decision 022): what to send and by
 * when, what happens after, and how long is left. Null when nothing is due from the creator or the script is closed.
 */
export function creatorDeadlineText(
  script: Pick<TScript, 'creator_due_at' | 'status' | 'closed_reason' | 'dynamic_price'> &
    Partial<Pick<TScript, 'script_approval_required'>>,
  now: number,
): string | null {
  const turn = creatorTurnOf({
    status: script.status,
    closed: script.closed_reason !== null,
    scriptApprovalRequired: script.script_approval_required,
  });
  if (!turn || !script.creator_due_at) return null;
  const due = Date.parse(script.creator_due_at);
  if (Number.isNaN(due)) return null;
  const what =
    turn === 'script'
      ? 'edited script'
      : turn === 'video'
        ? script.status === 'Script Approved'
          ? 'video'
          : 'new video'
        : script.status === 'Post Rejected'
          ? 'updated post link'
          : 'post link';
  const by = formatCampaignDateTime(script.creator_due_at);
  const money = formatRupees(script.dynamic_price);
  const left = due - now;
  if (left <= 0) return `The time for your ${what} ran out on ${by}: this script is closing and the ${money} goes back to the brand.`;
  const verb = turn === 'video' ? 'Upload your' : 'Send your';
  return `${verb} ${what} by ${by} — after that the script closes and the ${money} goes back to the brand. ${formatTimeLeft(left)} left.`;
}

/** The brand's reasons on record, the one behind the current status first. */
export function rejectionReasons(
  script: Pick<TScript, 'status' | 'rejected_remarks' | 'script_rejected_remarks' | 'rejected_post_remarks'>,
): { label: string; text: string; current: boolean }[] {
  const reasons = [
    { status: 'Rejected', label: 'Why the brand rejected your video', text: script.rejected_remarks },
    { status: 'Script Rejected', label: 'Why the brand rejected your script', text: script.script_rejected_remarks },
    { status: 'Post Rejected', label: 'Why the brand rejected your post link', text: script.rejected_post_remarks },
  ];
  return reasons
    .filter((r): r is typeof r & { text: string } => Boolean(r.text?.trim()))
    .map((r) => ({ label: r.label, text: r.text, current: r.status === script.status }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

function AbandonScript({ script }: { script: TScript }) {
  const abandon = useAbandonScript();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (abandon.isPending) return;
    setError(null);
    abandon.mutate(
      { id: script.id },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          setOpen(false);
        },
        onError: (failure) => setError(isApiError(failure) ? failure.message : 'The script could not be abandoned. Try again.'),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 self-start rounded-control px-2 py-1.5 text-sm font-semibold text-danger-strong transition-colors hover:bg-danger-soft"
        onClick={() => setOpen(true)}
      >
        <CircleX className="size-4" strokeWidth={1.75} aria-hidden="true" />
        Abandon script
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title="Abandon this script?"
        description={`${formatRupees(script.dynamic_price)} reserved for you goes back to the campaign’s escrow and this script closes for good. You can start a new script for ${script.productName} afterwards.`}
        confirmLabel="Abandon script"
        confirmVariant="destructive"
        onConfirm={confirm}
        pending={abandon.isPending}
        error={error}
      />
    </>
  );
}

/** The script's status (or Closed); red words take the darker shade so they read at 4.5:1 on the badge's soft red. */
function StatusBadge({ script }: { script: TScript }) {
  const closed = script.closed_reason !== null && script.closed_reason !== 'completed';
  const tone = closed ? 'neutral' : (STATUS_TONE[script.status] ?? 'neutral');
  return (
    <Badge tone={tone}>
      <span>{closed ? 'Closed' : script.status}</span>
    </Badge>
  );
}

/** One script: what it is for, its status and money, the text, the brand's reasons, the countdown and what happens next. */
export function ScriptCard({ script, collapsed = false }: { script: TScript; collapsed?: boolean }) {
  const closed = script.closed_reason !== null;
  const waiting = (script.status === 'In Review' || script.status === 'Script Submitted') && script.auto_approve_at !== null && !closed;
  const due = !closed && script.creator_due_at !== null;
  const now = useNow(30_000, waiting || due);
  const countdown = closed ? null : autoApprovalText(script, now);
  const deadline = creatorDeadlineText(script, now);
  const reasons = rejectionReasons(script);
  const text = (
    // A named region that takes focus, so a long script can be scrolled from the keyboard.
    <section
      aria-label={`Script for ${script.productName}, saved ${formatDateTime(script.created_at)}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-control bg-surface-muted p-3"
    >
      <pre className="font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink">{script.script}</pre>
    </section>
  );
  return (
    <article className="flex flex-col gap-3" data-testid="script-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-ink">{script.productName}</h3>
          <p className="text-sm text-ink-muted">
            {script.brand_name ?? 'Brand'} · saved {formatDateTime(script.created_at)}
          </p>
        </div>
        <StatusBadge script={script} />
      </div>
      <p className="text-sm text-ink">
        {closed && script.closed_reason !== 'completed' ? (
          <>
            <span className="font-semibold tabular">{formatRupees(script.dynamic_price)}</span> went back to the campaign’s escrow
          </>
        ) : script.closed_reason === 'completed' ? (
          <>
            <span className="font-semibold tabular">{formatRupees(script.dynamic_price)}</span> paid into your wallet
          </>
        ) : (
          <>
            <span className="font-semibold tabular">{formatRupees(script.dynamic_price)}</span> reserved for you in the campaign’s escrow
          </>
        )}
      </p>
      {collapsed ? (
        <details className="group">
          <summary className="cursor-pointer rounded-control text-sm font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            Show the script
          </summary>
          <div className="mt-2">{text}</div>
        </details>
      ) : (
        text
      )}
      {script.post_link?.trim() ? (
        // Issue 25: the link the creator sent stays in sight, to check it or to fix it after a rejection.
        <div className="flex flex-col gap-1 rounded-control border border-border px-3 py-2" data-testid="script-post-link">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Link2 className="size-4 shrink-0 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
            {script.status === 'Post Rejected' ? 'The post link you sent' : 'Your post link'}
          </p>
          <ExternalLink href={script.post_link} />
        </div>
      ) : null}
      <TrackedLinkBox scriptId={script.id} />
      {reasons.map((reason) => (
        <div
          key={reason.label}
          className={
            reason.current
              ? 'rounded-control border border-danger/25 bg-danger-soft px-3 py-2 text-sm'
              : 'rounded-control border border-border bg-surface-muted px-3 py-2 text-sm'
          }
          data-testid="rejection-reason"
        >
          <p className={reason.current ? 'font-semibold text-danger-strong' : 'font-medium text-ink-muted'}>
            {reason.current ? reason.label : `Earlier: ${reason.label.charAt(0).toLowerCase()}${reason.label.slice(1)}`}
            {reason.current && script.rejected_at ? (
              <span className="font-normal text-ink-muted"> · {formatDateTime(script.rejected_at)}</span>
            ) : null}
          </p>
          <p className="break-words whitespace-pre-wrap text-ink">{reason.text}</p>
        </div>
      ))}
      {script.video_path ? (
        <SubmissionFeedback submissionId={script.id} viewer="creator" label={`Your ${script.productName} video`} />
      ) : null}
      {countdown ? (
        <p
          className="flex items-start gap-2 rounded-control bg-warning-soft/70 px-3 py-2 text-sm text-ink"
          data-testid="auto-approval-countdown"
        >
          <Hourglass className="mt-0.5 size-4 shrink-0 text-warning-strong" strokeWidth={1.75} aria-hidden="true" />
          <span>{countdown}</span>
        </p>
      ) : null}
      {deadline ? (
        <p className="flex items-start gap-2 rounded-control bg-warning-soft/70 px-3 py-2 text-sm text-ink" data-testid="creator-deadline">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-warning-strong" strokeWidth={1.75} aria-hidden="true" />
          <span>{deadline}</span>
        </p>
      ) : null}
      {!closed && script.script_approval_required && SCRIPT_STAGE.includes(script.status) ? (
        <p className="flex items-start gap-2 text-sm text-ink-muted" data-testid="script-approval-note">
          <ClipboardCheck className="mt-0.5 size-4 shrink-0 text-brand" strokeWidth={1.75} aria-hidden="true" />
          <span>{SCRIPT_MESSAGES.approvalNote}</span>
        </p>
      ) : null}
      {!closed && script.status === 'Script Rejected' ? <ScriptResubmit key={script.script} script={script} /> : null}
      {closed && script.closed_reason ? (
        <Alert tone={script.closed_reason === 'completed' ? 'success' : 'info'}>{SCRIPT_CLOSED_MESSAGES[script.closed_reason]}</Alert>
      ) : (
        <p className="text-sm text-ink-muted" data-testid="script-next-step">
          {scriptNextStep(script)}
        </p>
      )}
      <Link
        to={pathTo(paths.creatorMessages.path, undefined, { campaign_id: script.campaign_id })}
        className="inline-flex items-center gap-1.5 self-start rounded-control px-2 py-1.5 text-sm font-semibold text-brand transition-colors hover:bg-brand-soft"
      >
        <MessagesSquare className="size-4" strokeWidth={1.75} aria-hidden="true" />
        Message the brand
        <span className="sr-only"> about {script.productName}</span>
      </Link>
      {/* Issue 27 §1: once the post link is accepted, the creator reports its numbers with proof. */}
      {script.status === 'Completed' ? <CreatorPostMetrics scriptId={script.id} /> : null}
      {script.closed_reason === 'completed' ? <RatingCard side="creator" scriptId={script.id} /> : null}
      {canAbandon({ status: script.status, closed }) ? <AbandonScript script={script} /> : null}
    </article>
  );
}
