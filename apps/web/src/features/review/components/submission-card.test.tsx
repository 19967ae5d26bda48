import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSubmission } from '@amplio/shared/schemas/review';
import { json, submission } from '../submission-fixture.test-support';
import { SubmissionCard } from './submission-card';

function renderCard(overrides: Partial<TSubmission> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SubmissionCard submission={submission(overrides)} onSignedOut={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SubmissionCard', () => {
  it('shows the product, the creator, a short reference (not the raw UUID), the money at stake and the rejection count', () => {
    renderCard({ rejection_count: 1, status: 'In Review' });
    expect(screen.getByRole('heading', { name: 'Trail Flask' })).toBeTruthy();
    expect(screen.getByText('Asha Rao').parentElement?.textContent).toBe('By Asha Rao');
    // Issue 25: the card showed the full UUID; it shows the same 8-character reference as everywhere else.
    expect(screen.getByText('Reference').nextElementSibling?.textContent).toBe('5B0E7C1A');
    expect(screen.queryByText('5b0e7c1a-2f4d-4e6b-9a8c-1d2e3f4a5b6c')).toBeNull();
    expect(screen.getByText('₹8,550')).toBeTruthy();
    expect(screen.getByText('Rejection 1 of 3')).toBeTruthy();
  });

  it('falls back to Campaign and Creator when the names are missing', () => {
    renderCard({ campaign: { id: 'c', product_name: '' }, user: { id: 'u', name: '' } });
    expect(screen.getByRole('heading', { name: 'Campaign' })).toBeTruthy();
    expect(screen.getByText('Creator').parentElement?.textContent).toBe('By Creator');
  });

  it('formats the submitted date with a short month, the day, the year and the time', () => {
    renderCard({ submitted_at: '2026-11-24T06:00:00.000Z' });
    const fact = screen.getByText('Submitted on').nextElementSibling!;
    expect(fact.textContent).toMatch(/^24 Nov 2026, \d{1,2}:\d{2} (am|pm)$/);
  });

  it('shows the raw value when the date cannot be read, and N/A when it is missing', () => {
    renderCard({ submitted_at: 'last Tuesday' });
    expect(screen.getByText('Submitted on').nextElementSibling!.textContent).toBe('last Tuesday');
    cleanup();
    renderCard({ submitted_at: null });
    expect(screen.getByText('Submitted on').nextElementSibling!.textContent).toBe('N/A');
  });

  it('shows the rejection reason and date when Rejected or Script Rejected', () => {
    renderCard({ status: 'Rejected', rejected_remarks: 'Show the lid in the first 5 seconds', rejected_at: '2026-11-24T07:30:00.000Z' });
    expect(screen.getByText('Rejection reason')).toBeTruthy();
    expect(screen.getByText('Show the lid in the first 5 seconds')).toBeTruthy();
    expect(screen.getByText(/^Rejected on 24 Nov 2026/)).toBeTruthy();
    cleanup();
    renderCard({ status: 'Script Rejected', script_rejected_remarks: 'Too long' });
    expect(screen.getByText('Too long')).toBeTruthy();
    cleanup();
    renderCard({ status: 'Approved', rejected_remarks: 'Old reason' });
    expect(screen.queryByText('Rejection reason')).toBeNull();
  });

  it('toggles the script between View Script and Hide Script', () => {
    renderCard();
    const toggle = screen.getByRole('button', { name: 'View Script' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/24-hour test/)).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Hide Script');
    expect(screen.getByText(/24-hour test/)).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByText(/24-hour test/)).toBeNull();
  });

  it('plays the video through the authorised route with mp4, webm and quicktime sources, its own type first', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const { container } = renderCard({ video_mime_type: 'video/webm' });
    fireEvent.click(screen.getByRole('button', { name: 'View Video' }));
    expect(screen.getByRole('button', { name: 'Hide Video' })).toBeTruthy();
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    const sources = [...video.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['video/webm', 'video/mp4', 'video/quicktime']);
    expect(sources[0]!.getAttribute('src')).toBe(`${window.location.origin}/api/files/7f3a9c?t=1700000000000`);
  });

  it.each([
    [2, 'Network error while loading the video. Please check your connection.'],
    [3, 'Error decoding video. The file might be corrupted.'],
    [4, 'Video format not supported. Try using MP4, WebM, or QuickTime format.'],
    [1, 'Video loading was cancelled'],
    [null, 'The video could not be loaded. Please try again later.'],
  ])('on a load error (code %s) says Could not load video, why, and offers a new tab', (code, cause) => {
    const { container } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'View Video' }));
    const video = container.querySelector('video')!;
    Object.defineProperty(video, 'error', { value: code === null ? null : { code }, configurable: true });
    fireEvent.error(code === null ? video.querySelectorAll('source')[2]! : video);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not load video')).toBeTruthy();
    expect(within(alert).getByText(cause)).toBeTruthy();
    const link = within(alert).getByRole('link', { name: /Open the video in a new tab/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toMatch(/\/api\/files\/7f3a9c\?t=\d+$/);
  });

  it('shows the Post Link box for a post under verification, with its link or No post link available', () => {
    renderCard({ status: 'Post Under Verification', post_link: 'https://www.instagram.com/p/abc' });
    expect(screen.getByText('Post Link')).toBeTruthy();
    expect(screen.getByRole('link', { name: /instagram\.com\/p\/abc/ }).getAttribute('href')).toBe('https://www.instagram.com/p/abc');
    expect(screen.getAllByText('Post Under Verification').length).toBeGreaterThan(0);
    cleanup();
    renderCard({ status: 'Post Under Verification', post_link: null, link: null });
    expect(screen.getByText('No post link available')).toBeTruthy();
  });

  it('shows the auto-approval countdown while the video waits, and the post wording for a post', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T06:00:00.000Z'));
    renderCard({ auto_approve_at: '2026-11-28T12:00:00.000Z' });
    expect(screen.getByText("Approves automatically in 4 days 6 h if you don't decide")).toBeTruthy();
    cleanup();
    renderCard({ status: 'Post Under Verification', post_link: 'https://x.com/p/1', auto_approve_at: '2026-11-24T09:00:00.000Z' });
    expect(screen.getByText("Completes and pays automatically in 3 h if you don't decide")).toBeTruthy();
  });

  it('offers Approve and Reject for a video in review, Complete and Reject post for a post, and nothing once decided', () => {
    renderCard({ status: 'In Review' });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    cleanup();
    renderCard({ status: 'Post Under Verification', post_link: 'https://x.com/p/1' });
    expect(screen.getByRole('button', { name: 'Complete and pay ₹8,550' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject post' })).toBeTruthy();
    // A completed card offers to rate the creator, which first asks whether a rating was given.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, data: null })),
    );
    for (const status of ['Approved', 'Rejected', 'Post Rejected', 'completed'] as const) {
      cleanup();
      renderCard({ status });
      expect(screen.queryByRole('button', { name: /^(Approve|Reject|Complete)/ }), status).toBeNull();
    }
    cleanup();
    renderCard({ status: 'In Review', closed_reason: 'abandoned' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('offers to rate the creator on a completed submission only', async () => {
    const fetch = vi.fn(async (_url: string) => json(200, { success: true, data: null }));
    vi.stubGlobal('fetch', fetch);
    renderCard({ status: 'Approved' });
    expect(screen.queryByRole('heading', { name: 'Rate the creator' })).toBeNull();
    cleanup();
    renderCard({ status: 'completed' });
    expect(screen.getByRole('heading', { name: 'Rate the creator' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: '5 stars' })).toBeTruthy();
    const urls = fetch.mock.calls.map((call) => String(call[0]));
    expect(urls).toContain('/api/brands/submissions/5b0e7c1a-2f4d-4e6b-9a8c-1d2e3f4a5b6c/rating');
  });
});
