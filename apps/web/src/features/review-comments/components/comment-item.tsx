import { COMMENT_LIMITS, type TSubmissionComment } from '@amplio/shared/schemas/submission-comments';
import { CheckCircle2, CornerDownRight } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useReply, useResolve } from '../api/comments-api';
import { commentMoment } from '../comment-text';

const AUTHOR = { brand: 'Brand', creator: 'Creator' } as const;

const failureOf = (error: unknown) =>
  isApiError(error) ? (error.firstFieldError() ?? error.message) : 'Something went wrong. Please try again.';

interface CommentItemProps {
  submissionId: string;
  comment: TSubmissionComment;
  active: boolean;
  onSeek: (comment: TSubmissionComment) => void;
}

/** One comment: its moment (a button that seeks there), its text, its replies, a reply box and Resolve. */
export function CommentItem({ submissionId, comment: c, active, onSeek }: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef<{ text: string; key: string } | null>(null);
  const reply = useReply(submissionId);
  const resolve = useResolve(submissionId);
  const ids = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const body = text.trim();
    if (!body) {
      setError('Write the reply first.');
      return;
    }
    if (key.current?.text !== body) key.current = { text: body, key: newIdempotencyKey() };
    reply.mutate(
      { commentId: c.id, body, idempotencyKey: key.current.key },
      {
        onSuccess: () => {
          key.current = null;
          setText('');
          setReplying(false);
        },
        onError: (err) => setError(failureOf(err)),
      },
    );
  };

  return (
    <li
      data-testid="comment-item"
      data-resolved={c.resolved}
      className={cn(
        'flex flex-col gap-2 rounded-control border px-3 py-2.5 text-sm',
        active ? 'border-brand/50 bg-brand-soft/40' : 'border-border bg-surface',
        c.resolved && 'opacity-80',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => onSeek(c)}
          className="rounded-sm font-semibold text-brand tabular underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          aria-label={`Play from ${commentMoment(c)}`}
        >
          {commentMoment(c)}
        </button>
        <span className="text-xs font-medium text-ink-muted">{AUTHOR[c.author]}</span>
        {c.resolved ? (
          <Badge tone="success" className="ml-auto">
            Resolved
          </Badge>
        ) : null}
      </div>
      <p className="whitespace-pre-wrap break-words text-ink">{c.body}</p>
      {c.replies.length > 0 ? (
        <ul className="flex flex-col gap-1.5 border-l-2 border-border pl-3" aria-label="Replies">
          {c.replies.map((r) => (
            <li key={r.id} className="flex flex-col">
              <span className="text-xs font-medium text-ink-muted">
                {AUTHOR[r.author]} · {formatDateTime(r.created_at)}
              </span>
              <span className="whitespace-pre-wrap break-words text-ink">{r.body}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <form onSubmit={send} className="flex flex-col gap-2" aria-label={`Reply to the comment at ${commentMoment(c)}`}>
          <Textarea
            id={`${ids}-reply`}
            label="Your reply"
            rows={2}
            value={text}
            maxLength={COMMENT_LIMITS.bodyMax}
            error={error}
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={reply.isPending}>
              Send reply
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setReplying(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setReplying(true)}
            leadingIcon={<CornerDownRight className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Reply<span className="sr-only"> to the comment at {commentMoment(c)}</span>
          </Button>
          {c.resolved ? null : (
            <Button
              size="sm"
              variant="secondary"
              loading={resolve.isPending}
              onClick={() => resolve.mutate(c.id, { onError: (err) => setError(failureOf(err)) })}
              leadingIcon={<CheckCircle2 className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            >
              Mark resolved<span className="sr-only"> (comment at {commentMoment(c)})</span>
            </Button>
          )}
          {error && !replying ? (
            <p role="alert" className="w-full text-sm text-danger-strong">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}
