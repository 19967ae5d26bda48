import { COMMENT_MESSAGES as M, type TSubmissionComment } from '@amplio/shared/schemas/submission-comments';
import { ChevronDown, MessageSquareText } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useComments, useVersions } from '../api/comments-api';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { CommentTimeline } from './comment-timeline';
import { VersionSwitcher } from './version-switcher';

interface SubmissionFeedbackProps {
  /** The submission's id (its script's id). */
  submissionId: string;
  viewer: 'brand' | 'creator';
  /** A short name for the player, e.g. "Trail Flask video by Asha". */
  label: string;
  /**
   * `inline` opens the room inside the card (the creator's wide card); `dialog` opens it in a wide dialog, so on a
   * narrow card (the brand's grid) the list still sits beside the player on a wide screen.
   */
  presentation?: 'inline' | 'dialog';
}

/**
 * Issue 28 §3: feedback pinned to the second. A toggle opens the player of the chosen version with the comments as
 * markers on a timeline and as a list beside it (below it on a phone); the brand comments on the paused moment or a
 * range; both reply in place and resolve.
 */
export function SubmissionFeedback({ submissionId, viewer, label, presentation = 'inline' }: SubmissionFeedbackProps) {
  const [open, setOpen] = useState(false);
  // Asked for on opening: a page of cards makes no request for feedback nobody looks at.
  const versions = useVersions(submissionId, open);
  const ids = useId();
  const latest = versions.data?.find((v) => v.current) ?? versions.data?.at(-1);
  const openCount = latest?.open_comments ?? 0;
  if (versions.isSuccess && versions.data.length === 0) return null;

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-3" data-testid="submission-feedback">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup={presentation === 'dialog' ? 'dialog' : undefined}
        aria-controls={presentation === 'dialog' ? undefined : `${ids}-room`}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'inline-flex h-9 items-center gap-1.5 self-start rounded-control border px-3 text-sm font-semibold transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
          open
            ? 'border-brand/30 bg-brand-soft text-brand'
            : 'border-border bg-surface text-ink hover:border-brand/40 hover:bg-brand-soft/50',
        )}
      >
        <MessageSquareText className="size-4" strokeWidth={1.75} aria-hidden="true" />
        <span id={`${ids}-title`}>{M.heading}</span>
        {openCount > 0 ? (
          <span className="rounded-full bg-warning-soft px-1.5 text-xs text-warning-strong tabular">{M.openComments(openCount)}</span>
        ) : null}
        <ChevronDown
          className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
          strokeWidth={1.75}
          aria-hidden="true"
        />
      </button>
      {presentation === 'dialog' ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title={`${M.heading}: ${label}`} description={null} className="max-w-[1100px]">
            <div id={`${ids}-room`}>
              {open ? <ReviewRoom submissionId={submissionId} viewer={viewer} label={label} versions={versions} /> : null}
            </div>
          </DialogContent>
        </Dialog>
      ) : (
        <div id={`${ids}-room`} hidden={!open}>
          {open ? <ReviewRoom submissionId={submissionId} viewer={viewer} label={label} versions={versions} /> : null}
        </div>
      )}
    </section>
  );
}

function ReviewRoom({ submissionId, viewer, label, versions }: SubmissionFeedbackProps & { versions: ReturnType<typeof useVersions> }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const list = versions.data ?? [];
  const version = list.find((v) => v.version === chosen) ?? list.find((v) => v.current) ?? list.at(-1) ?? null;
  const comments = useComments(submissionId, version?.version ?? null);
  const video = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [activeId, setActiveId] = useState<string | null>(null);
  // Files behind an id never change: the address is stable, so refetching the versions never reloads the player.
  const src = version ? (version.rendition_url ?? version.file_url) : null;

  if (versions.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={M.loading}>
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  }
  if (versions.isError) {
    return (
      <Alert tone="danger">
        {M.versionsFailed}{' '}
        <Button size="sm" variant="ghost" onClick={() => void versions.refetch()}>
          {M.retry}
        </Button>
      </Alert>
    );
  }
  if (!version || !src) return <p className="text-sm text-ink-muted">{M.noVideo}</p>;

  const knownDuration = duration || version.duration_seconds || 0;
  const seek = (c: TSubmissionComment) => {
    setActiveId(c.id);
    const el = video.current;
    if (!el) return;
    el.currentTime = c.at_seconds;
    setCurrent(c.at_seconds);
  };
  const shown = comments.data ?? [];

  return (
    <div className="flex flex-col gap-3">
      <VersionSwitcher
        versions={list}
        selected={version.version}
        onSelect={(v) => {
          setChosen(v);
          setCurrent(0);
          setDuration(0);
          setActiveId(null);
        }}
      />
      <div className="@container">
        <div className="grid gap-4 @2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-2">
            {/* biome-ignore lint/a11y/useMediaCaption: creators' submissions come without captions */}
            <video
              key={src}
              ref={video}
              controls
              preload="metadata"
              playsInline
              aria-label={`${label}, version ${version.version}`}
              poster={version.poster_url ?? undefined}
              data-testid="feedback-player"
              onLoadedMetadata={(e) => setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)}
              onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
              onSeeked={(e) => setCurrent(e.currentTarget.currentTime)}
              className="aspect-video max-h-[420px] w-full rounded-control bg-ink object-contain"
            >
              <source src={src} type={version.rendition_url ? 'video/mp4' : version.mime_type} />
            </video>
            <CommentTimeline comments={shown} duration={knownDuration} current={current} activeId={activeId} onSeek={seek} />
            {viewer === 'brand' ? (
              <CommentForm submissionId={submissionId} version={version.version} current={current} onPause={() => video.current?.pause()} />
            ) : null}
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <h4 className="text-sm font-semibold text-ink">
              Comments on v{version.version}
              {version.open_comments > 0 ? (
                <span className="font-normal text-ink-muted"> · {M.openComments(version.open_comments)}</span>
              ) : null}
            </h4>
            {comments.isPending ? (
              <div className="flex flex-col gap-2" role="status" aria-label={M.loading}>
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : comments.isError ? (
              <Alert tone="danger">
                {M.loadFailed}{' '}
                <Button size="sm" variant="ghost" onClick={() => void comments.refetch()}>
                  {M.retry}
                </Button>
              </Alert>
            ) : shown.length === 0 ? (
              <p
                className="rounded-control border border-dashed border-border px-3 py-4 text-sm text-ink-muted"
                data-testid="comments-empty"
              >
                {viewer === 'brand' ? M.emptyBrand : M.emptyCreator}
              </p>
            ) : (
              <ul className="flex max-h-[480px] flex-col gap-2 overflow-auto" aria-label={`Comments on version ${version.version}`}>
                {shown.map((c) => (
                  <CommentItem key={c.id} submissionId={submissionId} comment={c} active={c.id === activeId} onSeek={seek} />
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
