import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import {
  CAROUSEL_HOVER_MIN_WIDTH_PX,
  CAROUSEL_HOVER_VOLUME,
  CAROUSEL_SLIDES,
  CAROUSEL_SPEED_PX_PER_S,
  CAROUSEL_STEP_INTERVAL_MS,
  CAROUSEL_STEP_PX,
  CAROUSEL_STEPPED_MAX_WIDTH_PX,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  nextSlideOffset,
  wrapOffset,
} from './carousel-slides';
import { SLIDE_CLASS, SlideCaption, TRACK_CLASS } from './carousel-slide';

/** Clones of the first slides after the last one, so the loop never shows a gap; hidden from assistive tech. */
const CLONES = 4;

/**
 * Spec 1 §9 carousel: 15 slides, auto-scroll at 100 px/s, arrows and swipes move 300 px (50 px threshold), it wraps
 * around, and hovering a clip plays it at volume 0.8 on screens 768 px and wider. Auto-scroll stops while the
 * carousel is off-screen, while it is hovered or focused, when paused, and for people who prefer reduced motion.
 */
export default function VideoCarousel() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const offsetRef = useRef(0);
  const loopRef = useRef(0);
  const pitchRef = useRef(0);
  const [stepped, setStepped] = useState(false);
  const [paused, setPaused] = useState(false);
  // A clip someone started stays where it is until it stops: auto-scroll would carry it away mid-play.
  const [clipPlaying, setClipPlaying] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const swipeStart = useRef<number | null>(null);

  const apply = useCallback((offset: number, animate: boolean) => {
    const track = trackRef.current;
    if (!track) return;
    offsetRef.current = wrapOffset(offset, loopRef.current);
    track.style.transition = animate ? 'transform 300ms ease-out' : 'none';
    track.style.transform = `translate3d(${-offsetRef.current}px, 0, 0)`;
    track.dataset.offset = String(Math.round(offsetRef.current));
  }, []);

  // The loop length is the width of the 15 real slides (gap included); measured again on resize.
  useEffect(() => {
    const measure = () => {
      const track = trackRef.current;
      const first = track?.children[0] as HTMLElement | undefined;
      const clone = track?.children[CAROUSEL_SLIDES.length] as HTMLElement | undefined;
      if (first && clone) loopRef.current = clone.offsetLeft - first.offsetLeft;
      const second = track?.children[1] as HTMLElement | undefined;
      if (first && second) pitchRef.current = second.offsetLeft - first.offsetLeft;
      apply(offsetRef.current, false);
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (trackRef.current) observer.observe(trackRef.current);
    return () => observer.disconnect();
  }, [apply]);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${CAROUSEL_STEPPED_MAX_WIDTH_PX - 1}px)`);
    const update = () => setStepped(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const running = onScreen && !paused && !reducedMotion && !engaged && !clipPlaying;
  useEffect(() => {
    if (!running) return;
    // On a phone a slide fills most of the view: move one whole slide at a time, so its caption is always whole.
    if (stepped) {
      const id = setInterval(() => apply(nextSlideOffset(offsetRef.current, pitchRef.current), true), CAROUSEL_STEP_INTERVAL_MS);
      return () => clearInterval(id);
    }
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = Math.min(now - last, 100);
      last = now;
      apply(offsetRef.current + (CAROUSEL_SPEED_PX_PER_S * elapsed) / 1000, false);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, stepped, apply]);

  const move = (direction: 1 | -1) => apply(offsetRef.current + direction * CAROUSEL_STEP_PX, true);

  const hoverPlay = (video: HTMLVideoElement) => {
    if (window.innerWidth < CAROUSEL_HOVER_MIN_WIDTH_PX) return;
    video.muted = false;
    video.volume = CAROUSEL_HOVER_VOLUME;
    // Browsers refuse sound before the visitor has interacted with the page: play muted then.
    video.play().catch(() => {
      video.muted = true;
      void video.play().catch(() => {});
    });
  };
  const hoverStop = (video: HTMLVideoElement) => {
    video.pause();
  };
  // Touch screens have no hover: a tap plays the clip with sound (a tap allows it) and a second tap pauses it.
  const tapToggle = (video: HTMLVideoElement) => {
    if (!window.matchMedia('(hover: none)').matches) return;
    if (!video.paused) {
      // Also cancels a muted retry still to come: a second tap before the browser refused sound means "stop".
      video.dataset.wanted = 'pause';
      video.pause();
      return;
    }
    for (const other of trackRef.current?.querySelectorAll('video') ?? []) if (other !== video) other.pause();
    video.dataset.wanted = 'play';
    video.muted = false;
    video.volume = CAROUSEL_HOVER_VOLUME;
    video.play().catch(() => {
      if (video.dataset.wanted !== 'play') return;
      video.muted = true;
      void video.play().catch(() => {});
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-roledescription="carousel"
        aria-label="Creator videos"
        className="relative"
        onMouseEnter={() => setEngaged(true)}
        onMouseLeave={() => setEngaged(false)}
        onFocus={() => setEngaged(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false);
        }}
      >
        <div
          ref={viewportRef}
          className={cn(
            'overflow-hidden rounded-card',
            // Whatever the edge cuts fades out instead of stopping mid-word.
            stepped
              ? '[mask-image:linear-gradient(to_right,black_calc(100%-48px),transparent)]'
              : '[mask-image:linear-gradient(to_right,transparent,black_32px,black_calc(100%-32px),transparent)]',
          )}
          onTouchStart={(event) => {
            swipeStart.current = event.touches[0]?.clientX ?? null;
            setEngaged(true);
          }}
          onTouchEnd={(event) => {
            const start = swipeStart.current;
            const end = event.changedTouches[0]?.clientX;
            swipeStart.current = null;
            setEngaged(false);
            if (start === null || end === undefined) return;
            const delta = end - start;
            if (Math.abs(delta) >= CAROUSEL_SWIPE_THRESHOLD_PX) move(delta < 0 ? 1 : -1);
          }}
        >
          <div ref={trackRef} className={cn(TRACK_CLASS, 'will-change-transform')} data-testid="carousel-track" data-offset="0">
            {[...CAROUSEL_SLIDES, ...CAROUSEL_SLIDES.slice(0, CLONES)].map((slide, index) => {
              const clone = index >= CAROUSEL_SLIDES.length;
              return (
                <figure
                  // biome-ignore lint/suspicious/noArrayIndexKey: slides repeat by design; position is the identity
                  key={index}
                  aria-hidden={clone || undefined}
                  inert={clone || undefined}
                  aria-roledescription={clone ? undefined : 'slide'}
                  aria-label={clone ? undefined : `${(index % CAROUSEL_SLIDES.length) + 1} of ${CAROUSEL_SLIDES.length}`}
                  data-slide={clone ? undefined : index + 1}
                  className={SLIDE_CLASS}
                >
                  <video
                    poster={slide.poster}
                    muted
                    loop
                    playsInline
                    preload="none"
                    width={260}
                    height={462}
                    aria-label={`${slide.creator} for ${slide.brand}`}
                    className="aspect-[9/16] w-full object-cover"
                    onMouseEnter={(event) => hoverPlay(event.currentTarget)}
                    onMouseLeave={(event) => hoverStop(event.currentTarget)}
                    onClick={(event) => tapToggle(event.currentTarget)}
                    onPlay={() => setClipPlaying(true)}
                    onPause={() => setClipPlaying(false)}
                  >
                    <source src={slide.src} type="video/mp4" />
                    <source src={slide.webm} type="video/webm" />
                  </video>
                  <SlideCaption clip={slide} />
                </figure>
              );
            })}
          </div>
        </div>
      </section>
      <div className="flex items-center justify-between gap-3">
        {reducedMotion ? (
          <p className="text-sm text-ink-muted">Auto-scroll is off because your device asks for reduced motion.</p>
        ) : (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="inline-flex h-10 items-center gap-2 rounded-control px-3 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            {paused ? (
              <Play className="size-4" strokeWidth={1.75} aria-hidden="true" />
            ) : (
              <Pause className="size-4" strokeWidth={1.75} aria-hidden="true" />
            )}
            {paused ? 'Resume auto-scroll' : 'Pause auto-scroll'}
          </button>
        )}
        <div className="flex gap-2">
          <button
            type="button"
            aria-label="Previous videos"
            onClick={() => move(-1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-ink shadow-xs hover:border-brand/40 hover:text-brand"
          >
            <ChevronLeft className="size-5" strokeWidth={1.75} aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label="Next videos"
            onClick={() => move(1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-ink shadow-xs hover:border-brand/40 hover:text-brand"
          >
            <ChevronRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
