/**
 * Spec 1 §9: five distinct clips, repeated three times, 15 slides; served by Amplio itself at the spec's paths,
 * /Brandvideo/01.mp4 … 05.mp4 (H.264, +faststart), with the WebM it was made from as a second source.
 * scripts/assets/render-carousel-clips.mjs renders them in the local Chromium and converts them with ffmpeg.
 */
export const CAROUSEL_CLIPS = [
  {
    src: '/Brandvideo/01.mp4',
    webm: '/Brandvideo/01.webm',
    poster: '/Brandvideo/01.jpg',
    creator: 'Priya Nair',
    niche: 'Skincare',
    brand: 'Glow Labs',
    result: '2.1× saves vs. average',
  },
  {
    src: '/Brandvideo/02.mp4',
    webm: '/Brandvideo/02.webm',
    poster: '/Brandvideo/02.jpg',
    creator: 'Kabir Shah',
    niche: 'Tech reviews',
    brand: 'Volt Audio',
    result: '48K views in 3 days',
  },
  {
    src: '/Brandvideo/03.mp4',
    webm: '/Brandvideo/03.webm',
    poster: '/Brandvideo/03.jpg',
    creator: 'Ananya Iyer',
    niche: 'Home cooking',
    brand: 'Spice Route',
    result: '9.4% engagement',
  },
  {
    src: '/Brandvideo/04.mp4',
    webm: '/Brandvideo/04.webm',
    poster: '/Brandvideo/04.jpg',
    creator: 'Rohan Mehta',
    niche: 'Fitness',
    brand: 'StrideFit',
    result: '1,200 link clicks',
  },
  {
    src: '/Brandvideo/05.mp4',
    webm: '/Brandvideo/05.webm',
    poster: '/Brandvideo/05.jpg',
    creator: 'Meher Kaur',
    niche: 'Travel',
    brand: 'Nomad Bags',
    result: 'Paid in 48 hours',
  },
] as const;

export const CAROUSEL_REPEATS = 3;
export const CAROUSEL_SLIDES = Array.from({ length: CAROUSEL_REPEATS }, () => CAROUSEL_CLIPS).flat();

export const CAROUSEL_SPEED_PX_PER_S = 100;
export const CAROUSEL_STEP_PX = 300;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 50;
export const CAROUSEL_HOVER_MIN_WIDTH_PX = 768;
export const CAROUSEL_HOVER_VOLUME = 0.8;

/** Below this width auto-scroll moves one whole slide at a time, so the slide in view always shows its whole caption. */
export const CAROUSEL_STEPPED_MAX_WIDTH_PX = 640;
export const CAROUSEL_STEP_INTERVAL_MS = 2500;

/** The next whole-slide offset after `offset`: slides start at multiples of the pitch (slide width plus gap). */
export const nextSlideOffset = (offset: number, pitch: number) => (pitch > 0 ? (Math.floor(offset / pitch + 0.001) + 1) * pitch : offset);

/** Offsets wrap around the loop in both directions. */
export const wrapOffset = (offset: number, loop: number) => (loop > 0 ? ((offset % loop) + loop) % loop : 0);
