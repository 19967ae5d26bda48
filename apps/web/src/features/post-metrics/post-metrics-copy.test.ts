import { describe, expect, it } from 'vitest';
import { proofProblem } from './components/post-metrics-form';
import { checkpointText, formatMetric, SOURCE_LABELS } from './post-metrics-copy';
import { postResults } from './post-results';

describe('post metrics copy', () => {
  it('says where each source’s numbers came from', () => {
    expect(SOURCE_LABELS).toEqual({
      self_reported_with_proof: 'Reported by the creator, with a screenshot',
      tracked: 'Tracked by Amplio',
      platform_api: 'From the platform',
    });
  });

  it('names each checkpoint’s state', () => {
    expect(checkpointText({ day: 1, due_at: '2026-11-28T10:00:00.000Z', state: 'reported' })).toBe('Day 1: reported');
    expect(checkpointText({ day: 7, due_at: '2026-12-04T10:00:00.000Z', state: 'overdue' })).toMatch(/^Day 7: overdue since 4 Dec 2026/);
    expect(checkpointText({ day: 30, due_at: '2026-12-27T10:00:00.000Z', state: 'upcoming' })).toMatch(/^Day 30: due 27 Dec 2026/);
  });

  it('formats counts in en-IN and shows – where nothing is known', () => {
    expect(formatMetric(1234567)).toBe('12,34,567');
    expect(formatMetric(0)).toBe('0');
    expect(formatMetric(null)).toBe('–');
  });
});

describe('the overview’s post results (spec 3 §9 Engagement)', () => {
  it('is null until a post has numbers', () => {
    expect(postResults([])).toBeNull();
    expect(postResults([{ views: null, likes: null }])).toBeNull();
  });

  it('sums the known rows and rounds likes ÷ max(views, 1) × 100, at most 100', () => {
    expect(
      postResults([
        { views: 1000, likes: 50 },
        { views: null, likes: null },
        { views: 3000, likes: 150 },
      ]),
    ).toEqual({
      posts: 2,
      views: 4000,
      likes: 200,
      engagement: 5,
    });
    expect(postResults([{ views: 0, likes: 3 }])?.engagement).toBe(100);
    expect(postResults([{ views: 0, likes: 0 }])?.engagement).toBe(0);
    expect(postResults([{ views: 3, likes: 1 }])?.engagement).toBe(33);
  });
});

describe('the proof’s first check in the browser', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'shot', { type });
  it('asks for a JPEG, PNG or WebP of at most 5 MB, with the server’s exact messages', () => {
    expect(proofProblem(null)).toBe('Add a screenshot of your post’s numbers as proof.');
    expect(proofProblem(file('image/gif', 10))).toBe('The proof must be a JPEG, PNG or WebP image.');
    expect(proofProblem(file('image/png', 5 * 1024 * 1024 + 1))).toBe('The proof image must be 5 MB or smaller.');
    expect(proofProblem(file('image/webp', 5 * 1024 * 1024))).toBeNull();
  });
});
