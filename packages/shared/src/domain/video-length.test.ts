import { describe, expect, it } from 'vitest';
import { statedVideoLength } from './video-length';

describe('statedVideoLength', () => {
  it.each([
    ['A 30–45 s reel showing the bottle in the gym', 30, 45],
    ['Reel, 30-45s', 30, 45],
    ['between 20 and 40 seconds', 20, 40],
    ['a 60-second unboxing', 60, 60],
    ['Short video (45 sec)', 45, 45],
    ['1–2 minutes, vlog style', 60, 120],
    ['keep it to 1 minute', 60, 60],
    ['15 to 30 seconds', 15, 30],
    ['a 60s reel', 60, 60],
  ])('%j states %i to %i seconds', (text, min, max) => {
    expect(statedVideoLength([text])).toEqual({ minSeconds: min, maxSeconds: max });
  });

  it.each([
    'Women in their 20s–30s who run',
    'Fans of 90s music',
    'aged 18-24',
    'Show the 3 colours',
    'Unboxing, honest review',
    '',
    'a 2 s teaser',
    'a 20 minute documentary',
  ])('%j states no length', (text) => {
    expect(statedVideoLength([text])).toBeNull();
  });

  it('takes the first text that states a length and skips empty ones', () => {
    expect(statedVideoLength([null, 'Reel', 'Film a 45 s reel, then a 90 s cut'])).toEqual({ minSeconds: 45, maxSeconds: 45 });
  });
});
