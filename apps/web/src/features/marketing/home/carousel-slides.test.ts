import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, COUNTER_THRESHOLD, easeOutCubic } from '../components/stat-counter';
import {
  CAROUSEL_HOVER_MIN_WIDTH_PX,
  CAROUSEL_HOVER_VOLUME,
  CAROUSEL_SLIDES,
  CAROUSEL_SPEED_PX_PER_S,
  CAROUSEL_STEP_PX,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  nextSlideOffset,
  wrapOffset,
} from './carousel-slides';

describe('carousel (spec 1 §9)', () => {
  it('has five distinct clips from /Brandvideo repeated three times', () => {
    expect(CAROUSEL_SLIDES).toHaveLength(15);
    // Spec 1 §2's paths: the MP4s, each with its WebM as a second source.
    expect(new Set(CAROUSEL_SLIDES.map((s) => s.src))).toEqual(
      new Set(['/Brandvideo/01.mp4', '/Brandvideo/02.mp4', '/Brandvideo/03.mp4', '/Brandvideo/04.mp4', '/Brandvideo/05.mp4']),
    );
    for (const slide of CAROUSEL_SLIDES) expect(slide.webm).toBe(slide.src.replace(/\.mp4$/, '.webm'));
  });

  it('keeps the spec constants', () => {
    expect([
      CAROUSEL_SPEED_PX_PER_S,
      CAROUSEL_STEP_PX,
      CAROUSEL_SWIPE_THRESHOLD_PX,
      CAROUSEL_HOVER_MIN_WIDTH_PX,
      CAROUSEL_HOVER_VOLUME,
    ]).toEqual([100, 300, 50, 768, 0.8]);
  });

  it('steps to the start of the next whole slide on phones', () => {
    expect(nextSlideOffset(0, 236)).toBe(236);
    expect(nextSlideOffset(236, 236)).toBe(472);
    expect(nextSlideOffset(300, 236)).toBe(472);
    expect(nextSlideOffset(471.9999, 236)).toBe(708);
    expect(nextSlideOffset(50, 0)).toBe(50);
  });

  it('wraps offsets around the loop in both directions', () => {
    expect(wrapOffset(4200, 4000)).toBe(200);
    expect(wrapOffset(-300, 4000)).toBe(3700);
    expect(wrapOffset(0, 4000)).toBe(0);
    expect(wrapOffset(123, 0)).toBe(0);
  });
});

describe('stats counters (spec 1 §9)', () => {
  it('run 2000 ms with ease-out from 20% visibility', () => {
    expect(COUNTER_DURATION_MS).toBe(2000);
    expect(COUNTER_THRESHOLD).toBe(0.2);
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });
});
