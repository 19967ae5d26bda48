import { shortReference } from '@amplio/shared/domain/short-reference';
import { MAX_SCRIPT_REJECTIONS } from '@amplio/shared/schemas/scripts';
import type { TSubmission } from '@amplio/shared/schemas/review';
import { ChevronDown, CircleCheck, FileText, Hourglass, Undo2, Video } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { BrandPostMetrics } from '../../post-metrics/components/brand-post-metrics';
import { RatingCard } from '../../ratings/components/rating-card';
import { reviewStageOfSubmission } from '../review-actions';
import { type NextStepKind, nextStep, showsRejection } from '../review-status';
import { PostLinkBox } from './post-link-box';
import { ReviewCountdown } from './review-countdown';
import { ReviewDecisions } from './review-decisions';
import { SubmissionStatusBadge } from './submission-status-badge';
import { ScriptVideoPlayer, VideoSummary } from '../../video-processing/components/video-summary';
import { SubmissionFeedback } from '../../review-comments/components/submission-feedback';

function Toggle({
  open,
  onToggle,
  controls,
  icon,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-control border px-3 text-sm font-semibold transition-colors duration-150',
        open
          ? 'border-brand/30 bg-brand-soft text-brand'
          : 'border-border bg-surface text-ink hover:border-brand/40 hover:bg-brand-soft/50',
      )}
    >
      {icon}
      {children}
      <ChevronDown className={cn('size-4 transition-transform duration-200', open && 'rotate-180')} strokeWidth={1.75} aria-hidden="true" />
    </button>
  );
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

interface SubmissionCardProps {
  submission: TSubmission;
  onSignedOut: () => void;
}

/** Spec 3 §2.4: one creator submission, with what the brand needs to decide and the decisions it allows. */
export function SubmissionCard({ submission: s, onSignedOut }: SubmissionCardProps) {
  // A script waiting for approval before filming is what the brand decides on: it shows open (issue 28 §1).
  const [showScript, setShowScript] = useState(s.status === 'Script Submitted');
  const [showVideo, setShowVideo] = useState(false);
  const ids = useId();
  const cardRef = useRef<HTMLElement>(null);
  const product = s.campaign.product_name?.trim() || 'Campaign';
  const creator = s.user.name?.trim() || 'Creator';
  const stage = reviewStageOfSubmission(s);
  const postLink = s.link ?? s.post_link;
  // The reason behind the current status first: a script rejection's, or a video's (issue 28 §1 names what was rejected).
  const scriptRejected = s.status === 'Script Rejected';
  const rejectionReason = scriptRejected
    ? (s.script_rejected_remarks ?? s.rejected_remarks)
    : (s.rejected_remarks ?? s.script_rejected_remarks);
  const next = nextStep(s);

  return (
    <article
      ref={cardRef}
      id={`submission-${s.id}`}
      tabIndex={-1}
      aria-labelledby={`${ids}-title`}
      data-testid="submission-card"
      className="flex min-w-0 flex-col rounded-card border border-border bg-surface shadow-soft"
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 id={`${ids}-title`} className="text-lg break-words text-ink">
              {product}
            </h3>
            <p className="text-sm text-ink-muted">
              By <span className="font-medium text-ink">{creator}</span>
            </p>
          </div>
          <SubmissionStatusBadge status={s.status} />
        </header>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-control bg-surface-muted px-4 py-3">
          <Fact label="At stake">
            <span className="text-base font-semibold tabular">{formatRupees(s.amount)}</span>
          </Fact>
          <Fact label="Submitted on">
            <span className="tabular">{formatDateTime(s.submitted_at)}</span>
          </Fact>
          <Fact label="Rejections">
            {s.rejection_count > 0
              ? `Rejection ${s.rejection_count} of ${MAX_SCRIPT_REJECTIONS}`
              : `None yet (${MAX_SCRIPT_REJECTIONS} allowed)`}
          </Fact>
          <Fact label="Reference">
            <span className="tabular text-ink-muted" title={s.id}>
              {shortReference(s.id)}
            </span>
          </Fact>
        </dl>

        {s.file_path ? <VideoSummary scriptId={s.id} videoPath={s.file_path} viewer="brand" /> : null}

        {stage ? <ReviewCountdown autoApproveAt={s.auto_approve_at} kind={stage} /> : null}

        {showsRejection(s.status) && (rejectionReason || s.rejected_at) ? (
          <div className="flex flex-col gap-1 rounded-control border border-danger/20 bg-danger-soft/60 px-4 py-3 text-sm">
            <p className="font-semibold text-ink">{scriptRejected ? 'Why you rejected the script' : 'Rejection reason'}</p>
            {rejectionReason ? <p className="whitespace-pre-wrap break-words text-ink">{rejectionReason}</p> : null}
            <p className="text-ink-muted">Rejected on {formatDateTime(s.rejected_at ?? s.updated_at)}</p>
          </div>
        ) : null}
        {s.status === 'Post Rejected' && s.rejected_post_remarks ? (
          <div className="flex flex-col gap-1 rounded-control border border-danger/20 bg-danger-soft/60 px-4 py-3 text-sm">
            <p className="font-semibold text-ink">Why you rejected the post</p>
            <p className="whitespace-pre-wrap break-words text-ink">{s.rejected_post_remarks}</p>
          </div>
        ) : null}
        {next ? (
          <p className="flex items-start gap-2 text-sm text-ink-muted" data-testid="next-step" data-kind={next.kind}>
            <NextStepIcon kind={next.kind} />
            <span>{next.text}</span>
          </p>
        ) : null}

        {s.status === 'Post Under Verification' || postLink ? <PostLinkBox link={postLink} status={s.status} /> : null}
        {/* Issue 27 §1: the completed post's reported numbers, with the overdue reports. */}
        {s.status === 'completed' ? <BrandPostMetrics scriptId={s.id} /> : null}
        {s.status === 'completed' ? <RatingCard side="brand" scriptId={s.id} /> : null}

        <div className="flex flex-wrap gap-2">
          <Toggle
            open={showScript}
            onToggle={() => setShowScript((v) => !v)}
            controls={`${ids}-script`}
            icon={<FileText className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            {showScript ? 'Hide Script' : 'View Script'}
          </Toggle>
          {/* A script waiting for approval, or approved and not filmed yet, has no video to show (issue 28 §1). */}
          {s.file_path || !s.status.startsWith('Script ') || s.status === 'Script Rejected' ? (
            <Toggle
              open={showVideo}
              onToggle={() => setShowVideo((v) => !v)}
              controls={`${ids}-video`}
              icon={<Video className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            >
              {showVideo ? 'Hide Video' : 'View Video'}
            </Toggle>
          ) : null}
        </div>
        <div id={`${ids}-script`} hidden={!showScript}>
          {showScript ? (
            <pre className="max-h-80 overflow-auto rounded-control border border-border bg-surface-muted p-3 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-ink">
              {s.script || 'The creator has not written a script.'}
            </pre>
          ) : null}
        </div>
        <div id={`${ids}-video`} hidden={!showVideo}>
          {showVideo ? (
            s.file_path ? (
              <ScriptVideoPlayer scriptId={s.id} path={s.file_path} mimeType={s.video_mime_type} label={`${product} video by ${creator}`} />
            ) : (
              <p className="rounded-control border border-dashed border-border px-4 py-6 text-center text-sm text-ink-muted">
                No video has been uploaded yet.
              </p>
            )
          ) : null}
        </div>
        {s.file_path ? (
          <SubmissionFeedback submissionId={s.id} viewer="brand" label={`${product} video by ${creator}`} presentation="dialog" />
        ) : null}
      </div>
      {stage ? (
        <div className="mt-auto border-t border-border px-5 py-4 sm:px-6">
          <ReviewDecisions
            submission={s}
            onSignedOut={onSignedOut}
            // Once the dialog has handed focus back (to a button that is about to go), move it to the card.
            onDecided={() => setTimeout(() => cardRef.current?.focus(), 0)}
          />
        </div>
      ) : null}
    </article>
  );
}

const NEXT_STEP_ICONS = {
  waiting: { Icon: Hourglass, colour: 'text-ink-subtle' },
  released: { Icon: CircleCheck, colour: 'text-success-strong' },
  refunded: { Icon: Undo2, colour: 'text-ink-subtle' },
} as const;

function NextStepIcon({ kind }: { kind: NextStepKind }) {
  const { Icon, colour } = NEXT_STEP_ICONS[kind];
  return <Icon className={cn('mt-0.5 size-4 shrink-0', colour)} strokeWidth={1.75} aria-hidden="true" />;
}
