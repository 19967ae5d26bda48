import type { CAROUSEL_CLIPS } from './carousel-slides';

type Clip = (typeof CAROUSEL_CLIPS)[number];

export const SLIDE_CLASS = 'relative w-[220px] shrink-0 overflow-hidden rounded-card bg-ink sm:w-[260px]';
export const TRACK_CLASS = 'flex gap-4';

/** Who made the clip, for whom, and how it did: on one line each, never broken inside a word. */
export function SlideCaption({ clip }: { clip: Clip }) {
  return (
    <figcaption className="absolute inset-x-0 bottom-0 flex flex-col gap-0.5 bg-gradient-to-t from-ink/90 via-ink/60 to-transparent p-4 pt-12">
      <span className="truncate text-sm font-semibold text-white">{clip.creator}</span>
      <span className="truncate text-xs text-slate-200">
        {clip.niche} · for {clip.brand}
      </span>
      <span className="mt-1 self-start whitespace-nowrap rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold text-white">
        {clip.result}
      </span>
    </figcaption>
  );
}

/**
 * What the carousel looks like before its code has loaded: the first clips' poster frames, in place, so a phone never
 * shows an empty box. Decorative (the carousel that replaces it carries the names); images load lazily.
 */
export function CarouselPosters({ clips }: { clips: readonly Clip[] }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4" data-testid="carousel-posters">
      <div className="overflow-hidden rounded-card">
        <div className={TRACK_CLASS}>
          {clips.map((clip) => (
            <figure key={clip.src} className={SLIDE_CLASS}>
              <img
                src={clip.poster}
                alt=""
                width={260}
                height={462}
                loading="lazy"
                decoding="async"
                className="aspect-[9/16] w-full object-cover"
              />
              <SlideCaption clip={clip} />
            </figure>
          ))}
        </div>
      </div>
      <div className="h-11" />
    </div>
  );
}
