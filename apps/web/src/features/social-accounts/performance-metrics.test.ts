import { describe, expect, it } from 'vitest';
import { axisTicks, formatMetric, metricChange } from './performance-metrics';

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

describe('the chart axis', () => {
  const labels = (values: number[], metric: 'views' | 'likes' | 'engagement') => values.map((v) => formatMetric(metric, v));

  it('labels a one-point chart with distinct round values from 0 up past the point, not five times "22.6K"', () => {
    const one = [{ date: '2026-11-27', views: 22_600, likes: 1_150, engagement: 4.77 }];
    expect(labels(axisTicks(one, 'views'), 'views')).toEqual(['0', '10K', '20K', '30K']);
    expect(labels(axisTicks(one, 'engagement'), 'engagement')).toEqual(['0.00%', '2.00%', '4.00%', '6.00%']);
    for (const metric of ['views', 'likes', 'engagement'] as const) {
      const ticks = axisTicks(one, metric);
      expect(new Set(labels(ticks, metric)).size, metric).toBe(ticks.length);
      expect(ticks.at(-1)!, metric).toBeGreaterThanOrEqual(one[0]![metric]);
      expect(ticks.length, metric).toBeLessThanOrEqual(6);
    }
  });

  it('covers a series and copes with all zeros', () => {
    expect(axisTicks(points, 'views').at(-1)).toBeGreaterThanOrEqual(11_900);
    const zeros = [{ date: '2026-11-27', views: 0, likes: 0, engagement: 0 }];
    expect(labels(axisTicks(zeros, 'views'), 'views')).toEqual(['0', '1']);
    expect(labels(axisTicks(zeros, 'engagement'), 'engagement')).toEqual(['0.00%', '0.01%']);
  });
});
