import type { TCampaignReport, TReportCreator } from '@amplio/shared/schemas/campaign-reports';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignReportView } from './campaign-report-view';

afterEach(cleanup);

const creator = (i: number): TReportCreator => ({
  script_id: `s${i}`,
  creator_id: `c${i}`,
  name: `Creator ${i}`,
  username: null,
  platform: 'instagram',
  status: 'Completed',
  post_link: null,
  post_live: true,
  released: 5000,
  held: 0,
  views: 1000 - i,
  likes: 10,
  comments: 1,
  shares: 0,
  saves: 0,
  reach: null,
  clicks: null,
  unique_clicks: null,
  engagement_rate: 1.1,
  cost_per_view: 5,
  cost_per_click: null,
  metrics: null,
  questioned: false,
  link: null,
});

const totals = {
  creators: 1000,
  posts_live: 1000,
  views: 900_000,
  likes: 10_000,
  comments: 1000,
  shares: 0,
  saves: 0,
  clicks: null,
  unique_clicks: null,
  engagement_rate: 1.22,
  cost_per_view: 5.56,
  cost_per_engagement: 454.55,
  cpm: 5555.56,
  cost_per_click: null,
};

const report = (page: number): TCampaignReport => ({
  campaign: { id: 'camp', product_name: 'Glow Serum', status: 'active', start_date: null, end_date: null },
  spend: { released: 5_000_000, held: 0, fees: 500_000, gst: 90_000 },
  totals,
  creators: Array.from({ length: 50 }, (_, i) => creator((page - 1) * 50 + i + 1)),
  creators_page: { page, per_page: 50, total: 1000, sort: 'views', order: 'desc' },
  series: [],
  sources: {
    spend: { source: 'ledger', as_of: '2026-11-27T10:00:00.000Z' },
    post_metrics: {
      source: 'self_reported_with_proof',
      reports_used: 1000,
      accepted: 1000,
      pending: 0,
      questioned: 0,
      latest_reported_at: null,
    },
    clicks: { source: 'tracked', destination_url: null, delay_seconds: 5 },
  },
});

describe('the report’s paged creator table', () => {
  it('says which rows of how many it shows, pages through the API, and marks a page loading', () => {
    const pages: number[] = [];
    const table = { onSort: () => {}, onPage: (p: number) => pages.push(p), loading: false };
    const { rerender } = render(<CampaignReportView report={report(2)} table={table} />);
    expect(screen.getByText('Showing 51–100 of 1,000 creators')).toBeTruthy();
    expect(screen.getByText('Page 2 of 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(pages).toEqual([3, 1]);
    rerender(<CampaignReportView report={report(2)} table={{ ...table, loading: true }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading creators…');
  });
});
