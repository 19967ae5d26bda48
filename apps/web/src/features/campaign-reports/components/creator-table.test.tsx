import type { TReportCreator } from '@amplio/shared/schemas/campaign-reports';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreatorTable } from './creator-table';

afterEach(cleanup);

const row = (over: Partial<TReportCreator>): TReportCreator => ({
  script_id: over.name ?? 's',
  creator_id: 'c',
  name: 'A',
  username: null,
  platform: 'instagram',
  status: 'Completed',
  post_link: null,
  post_live: true,
  released: 2500,
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

/** One page as the server sorts it (most views first, unknown last). */
const ROWS = [
  row({ name: 'Asha', views: 4000, clicks: 3 }),
  row({ name: 'Chitra', views: 900, clicks: 0 }),
  row({ name: 'Bilal', views: null, clicks: 10 }),
];
const names = () => screen.getAllByRole('rowheader').map((h) => within(h).getByText(/^(Asha|Bilal|Chitra)$/).textContent);

describe('the per-creator table', () => {
  it('shows the rows in the order the server sorted them, says which column is sorted, and shows unknown numbers as –', () => {
    render(<CreatorTable rows={ROWS} sort="views" order="desc" onSort={() => {}} />);
    expect(names()).toEqual(['Asha', 'Chitra', 'Bilal']);
    expect(screen.getByRole('columnheader', { name: 'Views' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Clicks' }).getAttribute('aria-sort')).toBe('none');
    const bilal = screen.getAllByRole('row').find((r) => r.textContent?.includes('Bilal')) as HTMLElement;
    expect(within(bilal).getAllByText('–').length).toBeGreaterThan(0);
  });

  it('asks for another sort from a header button, and marks an ascending sort', () => {
    const asked: string[] = [];
    const { rerender } = render(<CreatorTable rows={ROWS} sort="views" order="desc" onSort={(key) => asked.push(key)} />);
    const clicks = screen.getByRole('button', { name: 'Clicks' });
    clicks.focus();
    fireEvent.click(clicks);
    expect(asked).toEqual(['clicks']);
    rerender(<CreatorTable rows={ROWS} sort="clicks" order="asc" onSort={() => {}} busy />);
    expect(screen.getByRole('columnheader', { name: 'Clicks' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('table').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
  });

  it('makes every header a real button, so the keyboard reaches and presses it', () => {
    render(<CreatorTable rows={ROWS} sort="views" order="desc" onSort={() => {}} />);
    for (const header of screen.getAllByRole('columnheader')) {
      const button = within(header).getByRole('button');
      expect(button.getAttribute('type')).toBe('button');
    }
  });
});
