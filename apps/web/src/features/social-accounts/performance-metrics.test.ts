import { describe, expect, it } from 'vitest';
import { formatMetric, metricChange } from './performance-metrics';

const points = [
  { date: '2026-08-01', views: 5_000, likes: 500, engagement: 3.2 },
  { date: '2026-11-20', views: 11_900, likes: 1_290, engagement: 3.94 },
];

describe('the performance trends figures', () => {
  it('abbreviates counts and shows the engagement rate with two decimals', () => {
    expect(formatMetric('views', 11_900)).toBe('11.9K');
    expect(formatMetric('likes', 999)).toBe('999');
    expect(formatMetric('engagement', 3.9)).toBe('3.90%');
  });

  it('gives the change of a count in percent and of the rate in points', () => {
    expect(metricChange(points, 'views')).toEqual({ text: '+138%', up: true });
    expect(metricChange(points, 'engagement')).toEqual({ text: '+0.74 pts', up: true });
    expect(metricChange([...points].reverse(), 'likes')).toEqual({ text: '−61%', up: false });
  });

  it('has no change to show with one point, or from zero', () => {
    expect(metricChange(points.slice(0, 1), 'views')).toBeNull();
    expect(metricChange([{ ...points[0]!, views: 0 }, points[1]!], 'views')).toBeNull();
  });
});
