import type { TReportCreator } from '@amplio/shared/schemas/campaign-reports';
import { describe, expect, it } from 'vitest';
import { formatCost, formatCount, formatPercent, metricsLabel, UNKNOWN } from './report-format';

const row = (over: Partial<TReportCreator>): TReportCreator => ({
  script_id: 's',
  creator_id: 'c',
  name: 'A',
  username: null,
  platform: null,
  status: 'Completed',
  post_link: null,
  post_live: true,
  released: 0,
  held: 0,
  views: null,
  likes: null,
  comments: null,
  shares: null,
  saves: null,
  reach: null,
  clicks: null,
  unique_clicks: null,
  engagement_rate: null,
  cost_per_view: null,
  cost_per_click: null,
  metrics: null,
  questioned: false,
  link: null,
  ...over,
});

describe('report formatting', () => {
  it('shows an en dash for unknown numbers and never 0', () => {
    expect(formatCount(null)).toBe(UNKNOWN);
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(5)).toBe('5.00%');
    expect(formatCost(null)).toBe('–');
    expect(formatCost(1.25)).toBe('₹1.25');
  });

  it('labels where a creator’s numbers came from', () => {
    expect(metricsLabel(row({}))).toBe('Not reported yet');
    expect(
      metricsLabel(row({ metrics: { source: 'self_reported_with_proof', status: 'accepted', checkpoint_day: 7, reported_at: 'x' } })),
    ).toBe('Self-reported with proof (day 7, accepted)');
    expect(
      metricsLabel(
        row({ questioned: true, metrics: { source: 'self_reported_with_proof', status: 'pending', checkpoint_day: 1, reported_at: 'x' } }),
      ),
    ).toBe('Self-reported with proof (day 1, not reviewed yet) · newer report questioned');
  });
});
