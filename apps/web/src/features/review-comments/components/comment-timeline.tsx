import type { TSubmissionComment } from '@amplio/shared/schemas/submission-comments';
import { cn } from '../../../lib/cn';
import { commentMoment, markerPlacement } from '../comment-text';

interface CommentTimelineProps {
  comments: readonly TSubmissionComment[];
  duration: number;
  current: number;
  activeId: string | null;
  onSeek: (comment: TSubmissionComment) => void;
}

/** The video's timeline under the player: a marker (or a band, for a range) per comment; each one seeks there. */
export function CommentTimeline({ comments, duration, current, activeId, onSeek }: CommentTimelineProps) {
  const played = duration > 0 ? Math.min(100, (current / duration) * 100) : 0;
  return (
    <div className="relative h-8" data-testid="comment-timeline">
      <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-border" aria-hidden="true">
        <div className="h-full rounded-full bg-brand/40" style={{ width: `${played}%` }} />
      </div>
      <ul aria-label="Comments on the timeline" className="absolute inset-0">
        {comments.map((c) => {
          const { left, width } = markerPlacement(c, duration);
          const active = c.id === activeId;
          return (
            <li key={c.id} className="absolute top-0 h-full" style={{ left: `${left}%`, width: width > 0 ? `${width}%` : undefined }}>
              <button
                type="button"
                onClick={() => onSeek(c)}
                aria-label={`Go to ${commentMoment(c)}: ${c.body}`}
                data-testid="comment-marker"
                data-at={c.at_seconds}
                className={cn(
                  'absolute top-1/2 -translate-y-1/2 rounded-full border-2 border-surface shadow-sm transition-transform duration-150 hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  width > 0 ? 'left-0 h-3 w-full min-w-3' : 'size-4 -translate-x-1/2',
                  c.resolved ? 'bg-ink-subtle' : 'bg-warning-strong',
                  active && 'ring-2 ring-brand',
                )}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
