import { describe, expect, it } from 'vitest';
import { ratingSummary } from './rating-summary';

describe('ratingSummary', () => {
  it('shows the average from 3 ratings on, the count before that, and says when there are none', () => {
    expect(ratingSummary({ rating: 4.3, ratings_count: 12 })).toBe('4.3 ★ (12 ratings)');
    expect(ratingSummary({ rating: 5, ratings_count: 3 })).toBe('5.0 ★ (3 ratings)');
    expect(ratingSummary({ rating: null, ratings_count: 2 })).toBe('2 ratings so far');
    expect(ratingSummary({ rating: null, ratings_count: 1 })).toBe('1 rating so far');
    expect(ratingSummary({ rating: null, ratings_count: 0 })).toBe('No ratings yet');
  });
});
