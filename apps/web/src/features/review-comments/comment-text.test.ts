import type { TSubmissionComment } from '@amplio/shared/schemas/submission-comments';
import { formatCommentTime } from '@amplio/shared/schemas/submission-comments';
import { describe, expect, it } from 'vitest';
import { appendOpenComments, commentMoment, markerPlacement, toMilliseconds } from './comment-text';
import { withComment } from './api/comments-api';

const c = (over: Partial<TSubmissionComment>): TSubmissionComment => ({
  id: 'c1',
  version: 1,
  at_seconds: 4,
  end_seconds: null,
  body: 'Logo too small',
  author: 'brand',
  resolved: false,
  replies: [],
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('comment times', () => {
  it('writes a moment as m:ss with tenths when there are any, and a range with a dash', () => {
    expect(formatCommentTime(4)).toBe('0:04');
    expect(formatCommentTime(62.5)).toBe('1:02.5');
    expect(formatCommentTime(3725)).toBe('1:02:05');
    expect(commentMoment(c({ at_seconds: 4, end_seconds: 8 }))).toBe('0:04–0:08');
  });

  it('keeps at most three decimals, never a negative time', () => {
    expect(toMilliseconds(1.23456)).toBe(1.235);
    expect(toMilliseconds(-2)).toBe(0);
  });

  it('places a marker at its share of the duration, a range as a band, clamped to the bar', () => {
    expect(markerPlacement(c({ at_seconds: 5 }), 20)).toEqual({ left: 25, width: 0 });
    expect(markerPlacement(c({ at_seconds: 5, end_seconds: 10 }), 20)).toEqual({ left: 25, width: 25 });
    expect(markerPlacement(c({ at_seconds: 30 }), 20)).toEqual({ left: 100, width: 0 });
    expect(markerPlacement(c({}), 0)).toEqual({ left: 0, width: 0 });
  });
});

describe('open comments in a rejection reason', () => {
  it('appends the open ones after the reason, one line each, and leaves resolved ones out', () => {
    const text = appendOpenComments(
      'Too dark overall',
      [
        c({ at_seconds: 4, body: 'Logo\n too small' }),
        c({ id: 'c2', at_seconds: 12, resolved: true }),
        c({ id: 'c3', at_seconds: 12, end_seconds: 14, body: 'Say the price' }),
      ],
      2_000,
    );
    expect(text).toBe('Too dark overall\n\nComments on the video:\n0:04 — Logo too small\n0:12–0:14 — Say the price');
  });

  it('cuts the whole reason to the limit', () => {
    const text = appendOpenComments('r', [c({ body: 'x'.repeat(3_000) })], 2_000);
    expect(text).toHaveLength(2_000);
    expect(text.endsWith('…')).toBe(true);
  });

  it('leaves the reason as it is without open comments', () => {
    expect(appendOpenComments('Keep', [c({ resolved: true })], 2_000)).toBe('Keep');
  });
});

describe('the cached list', () => {
  it('adds a comment at its moment and replaces one in place', () => {
    const list = withComment([c({ id: 'a', at_seconds: 2 }), c({ id: 'b', at_seconds: 9 })], c({ id: 'n', at_seconds: 5 }));
    expect(list.map((x) => x.id)).toEqual(['a', 'n', 'b']);
    expect(withComment(list, c({ id: 'n', at_seconds: 5, resolved: true })).find((x) => x.id === 'n')?.resolved).toBe(true);
  });
});
