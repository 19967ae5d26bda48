import { describe, expect, it } from 'vitest';
import { brandRecordParts } from './brand-record';

const none = { median_decision_hours: null, rejected_share: null, creators_paid: 0, rating: null, ratings_count: 0 };

describe('brandRecordParts', () => {
  it('says a new brand has paid no one yet, and nothing it cannot know', () => {
    expect(brandRecordParts(none)).toEqual(['No creators paid yet']);
  });

  it('puts hours, days, the rejection share, creators paid and the rating into words', () => {
    expect(
      brandRecordParts({ median_decision_hours: 5.4, rejected_share: 0.25, creators_paid: 12, rating: 4.3, ratings_count: 9 }),
    ).toEqual(['Decides in about 5 h', 'Rejects 25% of submissions', 'Paid 12 creators', 'Rated 4.3 by 9 creators']);
    expect(brandRecordParts({ ...none, median_decision_hours: 0.4, creators_paid: 1, ratings_count: 2 })).toEqual([
      'Decides within an hour',
      'Paid 1 creator',
      '2 ratings so far',
    ]);
    expect(brandRecordParts({ ...none, median_decision_hours: 72 })[0]).toBe('Decides in about 3 days');
  });
});
