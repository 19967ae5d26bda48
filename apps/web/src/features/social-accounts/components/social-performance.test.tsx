import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SocialPerformance } from './social-performance';

afterEach(cleanup);

const link = (overrides: Partial<TSocialLink>): TSocialLink => ({
  id: 'l1',
  platform: 'instagram',
  url: 'https://instagram.com/asha',
  audience_range: '10k-50k',
  followers: 24_500,
  following: 610,
  posts: 342,
  avg_views: 9_800,
  avg_likes: 1_150,
  avg_comments: 64,
  avg_shares: 38,
  avg_saves: 90,
  metrics_source: 'self_reported',
  metric_sources: {
    followers: 'self_reported',
    following: 'self_reported',
    posts: 'self_reported',
    avg_views: 'self_reported',
    avg_likes: 'self_reported',
    avg_comments: 'self_reported',
    avg_shares: 'self_reported',
    avg_saves: 'self_reported',
  },
  metrics_updated_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const renderLinks = (links: TSocialLink[]) =>
  render(
    <MemoryRouter>
      <SocialPerformance links={links} profilePath="/creator/dashboard/profile" />
    </MemoryRouter>,
  );

describe('Social Media Performance', () => {
  it('shows each account’s engagement as (avg likes + avg comments) / followers × 100 with two decimals', () => {
    renderLinks([link({}), link({ id: 'l2', platform: 'youtube', followers: 0, avg_likes: 10, avg_comments: 1 })]);
    const [instagram, youtube] = screen.getAllByRole('listitem');
    // (1,150 + 64) / 24,500 × 100 = 4.955…
    expect(within(instagram!).getByText('4.96%')).toBeTruthy();
    expect(within(instagram!).getByText('24,500')).toBeTruthy();
    expect(within(youtube!).getByText('0.00%')).toBeTruthy();
  });

  it("says 'No social accounts linked yet' without accounts", () => {
    renderLinks([]);
    expect(screen.getByText('No social accounts linked yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/creator/dashboard/profile');
  });
});
