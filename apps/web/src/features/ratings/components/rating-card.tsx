import { RATING_LIMITS, RATING_MESSAGES, type TRating } from '@amplio/shared/schemas/ratings';
import { Star } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { type RatingSide, useMyRating, useRate } from '../api/ratings';

const STARS = Array.from({ length: RATING_LIMITS.starsMax - RATING_LIMITS.starsMin + 1 }, (_, i) => RATING_LIMITS.starsMin + i);
const starsLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;
const OTHER_SIDE: Record<RatingSide, string> = { brand: 'the creator', creator: 'the brand' };

/** Whether the rating may still be changed; an unreadable date counts as closed, as the server decides anyway. */
export const ratingEditable = (rating: Pick<TRating, 'editable_until'>, now = Date.now()) => {
  const until = Date.parse(rating.editable_until);
  return !Number.isNaN(until) && now < until;
};

/** Five stars shown, not chosen: the read-only rating. */
function StarsShown({ stars }: { stars: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${starsLabel(stars)} of ${RATING_LIMITS.starsMax}`}>
      {STARS.map((n) => (
        <Star
          key={n}
          className={cn('size-5', n <= stars ? 'fill-warning text-warning-strong' : 'text-ink-muted')}
          strokeWidth={1.75}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/**
 * Native radios, one per star, hidden behind the star they stand for: arrow keys move along them, the focused star is
 * outlined, and each is named "1 star" … "5 stars".
 */
function StarPicker({
  name,
  value,
  onChange,
  error,
  legend,
}: {
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
  legend: string;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview only; the radios inside do the choosing */}
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
        {STARS.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-control p-1 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand"
            onMouseEnter={() => setHovered(n)}
          >
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <span className="sr-only">{starsLabel(n)}</span>
            <Star
              className={cn('size-7 transition-colors', n <= shown ? 'fill-warning text-warning-strong' : 'text-ink-muted')}
              strokeWidth={1.75}
              aria-hidden="true"
            />
          </label>
        ))}
        {value ? (
          <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
            {starsLabel(value)}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RatingForm({ side, scriptId, rating }: { side: RatingSide; scriptId: string; rating: TRating | null }) {
  const id = useId();
  const rate = useRate({ side, scriptId });
  const [stars, setStars] = useState<number | null>(rating?.stars ?? null);
  const [comment, setComment] = useState(rating?.comment ?? '');
  const [errors, setErrors] = useState<{ stars?: string; comment?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rate.isPending) return;
    if (stars === null) {
      setErrors({ stars: RATING_MESSAGES.starsInvalid });
      return;
    }
    setErrors({});
    rate.mutate(
      { stars, comment },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (failure) => {
          if (!isApiError(failure)) {
            notify.error('Your rating could not be saved. Try again.');
            return;
          }
          setErrors({ stars: failure.errors.stars?.[0], comment: failure.errors.comment?.[0] });
          notify.error(failure.message);
        },
      },
    );
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      {rating ? (
        <p className="text-sm text-ink-muted" data-testid="rating-editable-until">
          You gave {starsLabel(rating.stars)}. You can change it until {formatDateTime(rating.editable_until)}.
        </p>
      ) : null}
      <StarPicker
        name={`${id}-stars`}
        legend="Your rating"
        value={stars}
        onChange={(n) => {
          setStars(n);
          setErrors((e) => ({ ...e, stars: undefined }));
        }}
        error={errors.stars}
      />
      <Textarea
        label="Comment (optional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={RATING_LIMITS.commentMax}
        counter
        rows={3}
        error={errors.comment}
      />
      <Button type="submit" className="self-start" loading={rate.isPending} loadingLabel="Saving">
        Save
      </Button>
    </form>
  );
}

interface RatingCardProps {
  side: RatingSide;
  /** The submission's id on the brand's side, the script's id on the creator's. */
  scriptId: string;
  className?: string;
}

/** Issue 23 §4: after a completed collaboration each side rates the other, and may change it for 14 days. */
export function RatingCard({ side, scriptId, className }: RatingCardProps) {
  const query = useMyRating({ side, scriptId });
  const titleId = useId();
  const rating = query.data?.data ?? null;
  const editable = rating === null || ratingEditable(rating);

  let body: ReactNode;
  if (query.isPending) body = <p className="text-sm text-ink-muted">Loading your rating…</p>;
  else if (query.isError && !query.data)
    body = (
      <p className="text-sm text-ink-muted">
        Your rating could not be loaded.{' '}
        <button type="button" className="font-semibold text-brand underline" onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    );
  else if (rating && !editable)
    body = (
      <div className="flex flex-col gap-2" data-testid="rating-read-only">
        <StarsShown stars={rating.stars} />
        {rating.comment ? <p className="whitespace-pre-wrap break-words text-sm text-ink">{rating.comment}</p> : null}
        <p className="text-xs text-ink-muted">{RATING_MESSAGES.editClosed}</p>
      </div>
    );
  // Keyed by the saved rating, so the form starts from what the server holds once it has answered.
  else body = <RatingForm key={rating?.updated_at ?? 'new'} side={side} scriptId={scriptId} rating={rating} />;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="rating-card"
      className={cn('flex flex-col gap-3 rounded-control border border-border bg-surface px-4 py-4', className)}
    >
      <h4 id={titleId} className="text-base font-semibold text-ink">
        Rate {OTHER_SIDE[side]}
      </h4>
      {body}
    </section>
  );
}
