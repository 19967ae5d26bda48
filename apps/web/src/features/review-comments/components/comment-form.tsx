import { COMMENT_LIMITS, COMMENT_MESSAGES as M, formatCommentTime } from '@amplio/shared/schemas/submission-comments';
import { Flag, X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAddComment } from '../api/comments-api';
import { toMilliseconds } from '../comment-text';

interface CommentFormProps {
  submissionId: string;
  version: number;
  /** Where the player stands now (seconds). */
  current: number;
  /** Pauses the player: the brand writes about the frame in front of it. */
  onPause: () => void;
}

/** The brand's comment on the paused moment, or on a range from a marked start to the paused moment. */
export function CommentForm({ submissionId, version, current, onPause }: CommentFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rangeStart, setRangeStart] = useState<number | null>(null);
  const add = useAddComment(submissionId);
  const key = useRef<{ signature: string; key: string } | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const at = toMilliseconds(rangeStart ?? current);
  const end = rangeStart !== null && current > rangeStart ? toMilliseconds(current) : null;
  const where = end === null ? `at ${formatCommentTime(at)}` : `from ${formatCommentTime(at)} to ${formatCommentTime(end)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const body = text.trim();
    if (!body) {
      setError(M.bodyRequired);
      textRef.current?.focus();
      return;
    }
    const request = { version, at_seconds: at, ...(end === null ? {} : { end_seconds: end }), body };
    const signature = JSON.stringify(request);
    // The same key for a retry of the same comment: a double click or a lost answer never adds it twice.
    if (key.current?.signature !== signature) key.current = { signature, key: newIdempotencyKey() };
    add.mutate(
      { request, idempotencyKey: key.current.key },
      {
        onSuccess: () => {
          key.current = null;
          setText('');
          setRangeStart(null);
        },
        onError: (err) => setError(isApiError(err) ? (err.firstFieldError() ?? err.message) : 'Could not add the comment.'),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-control border border-border bg-surface-muted/60 p-3"
      aria-label="Comment on the video"
    >
      <Textarea
        ref={textRef}
        label={`Comment ${where}`}
        hint="Pause the video where you want a change; the comment is pinned to that moment."
        rows={3}
        value={text}
        maxLength={COMMENT_LIMITS.bodyMax}
        error={error}
        placeholder="e.g. Show the label for a second longer"
        onFocus={onPause}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" loading={add.isPending}>
          Comment {where}
        </Button>
        {rangeStart === null ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              onPause();
              setRangeStart(current);
            }}
            leadingIcon={<Flag className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Start a range at {formatCommentTime(current)}
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setRangeStart(null)}
            leadingIcon={<X className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Clear the range start ({formatCommentTime(rangeStart)})
          </Button>
        )}
      </div>
      {rangeStart !== null && end === null ? (
        <p className="text-xs text-ink-muted" role="status">
          Play or move the video past {formatCommentTime(rangeStart)} to set where the range ends.
        </p>
      ) : null}
    </form>
  );
}
