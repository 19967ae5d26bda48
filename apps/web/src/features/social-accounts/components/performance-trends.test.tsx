import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PerformanceTrendsPanel } from './performance-trends';

vi.mock('./performance-trends-chart', () => ({
  default: ({ metric, points }: { metric: string; points: unknown[] }) => (
    <p>
      chart of {metric} over {points.length} days
    </p>
  ),
}));

afterEach(cleanup);

const POINTS = [
  { date: '2026-08-01', views: 5_000, likes: 500, engagement: 3.2 },
  { date: '2026-11-20', views: 11_900, likes: 1_290, engagement: 3.94 },
];

const renderPanel = (points = POINTS) =>
  render(
    <MemoryRouter>
      <PerformanceTrendsPanel points={points} profilePath="/creator/dashboard/profile" />
    </MemoryRouter>,
  );

describe('Performance Trends', () => {
  it('shows the latest views, likes and engagement with their change, and draws the chosen one', async () => {
    renderPanel();
    expect(screen.getByTestId('trend-views').textContent).toBe('11.9K');
    expect(screen.getByTestId('trend-likes').textContent).toBe('1.3K');
    expect(screen.getByTestId('trend-engagement').textContent).toBe('3.94%');
    expect(await screen.findByText('chart of views over 2 days')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Engagement/));
    expect(await screen.findByText('chart of engagement over 2 days')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Engagement rate from 1 Aug 2026 (3.20%) to 20 Nov 2026 (3.94%)');
  });

  it('lists the numbers in a table, the latest first', () => {
    renderPanel();
    const rows = screen.getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['20 Nov 202611,9001,2903.94%', '1 Aug 20265,0005003.20%']);
  });

  it('explains how to get a trend when there is no data yet', () => {
    renderPanel([]);
    expect(screen.getByText('No performance data yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your numbers' }).getAttribute('href')).toBe('/creator/dashboard/profile');
  });
});
