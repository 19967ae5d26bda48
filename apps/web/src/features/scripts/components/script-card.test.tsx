import { ABANDON_MESSAGES, SCRIPT_CLOSED_MESSAGES } from '@amplio/shared/schemas/review';
import type { TScript } from '@amplio/shared/schemas/scripts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../components/ui/toaster';
import { formatTimeLeft } from '../../../lib/format-time-left';
import { scriptFixture } from '../script-fixtures.test-support';
import { autoApprovalText, creatorDeadlineText, ScriptCard } from './script-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const HOUR = 3_600_000;

const script = (overrides: Partial<TScript> = {}): TScript => scriptFixture({ script: 'Open on the bottle…', ...overrides });

const renderCard = (overrides: Partial<TScript> = {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ScriptCard script={script(overrides)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the creator’s script card', () => {
  it("shows the brand's reason for the current rejection first, and an earlier one after it", () => {
    renderCard({
      status: 'Rejected',
      rejection_count: 2,
      rejected_remarks: 'The logo is hidden in the first 10 seconds.',
      script_rejected_remarks: 'Mention the SPF.',
      rejected_at: '2026-11-22T10:30:00.000Z',
    });
    const reasons = screen.getAllByTestId('rejection-reason');
    expect(reasons[0]!.textContent).toContain('Why the brand rejected your video');
    expect(reasons[0]!.textContent).toContain('22 Nov 2026');
    expect(reasons[0]!.textContent).toContain('The logo is hidden in the first 10 seconds.');
    expect(reasons[1]!.textContent).toContain('Earlier: why the brand rejected your script');
  });

  it('counts down to the automatic approval of a video, and to the automatic completion of a post', () => {
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(autoApprovalText(script({ status: 'In Review', auto_approve_at: at(4 * 24 * HOUR + 6 * HOUR) }), now)).toBe(
      'If the brand does not decide in 4 days 6 h, your video is approved automatically.',
    );
    expect(
      autoApprovalText(script({ status: 'In Review', post_link: 'https://instagram.com/p/1', auto_approve_at: at(90 * 60_000) }), now),
    ).toBe('If the brand does not decide in 1 h 30 min, your post is completed and paid automatically.');
    expect(autoApprovalText(script({ status: 'In Review', auto_approve_at: at(-1) }), now)).toBe(
      'The brand’s time is up: your video is being approved now.',
    );
    expect(autoApprovalText(script({ status: 'Approved', auto_approve_at: at(HOUR) }), now)).toBeNull();
    expect(formatTimeLeft(1)).toBe('1 min');
    expect(formatTimeLeft(24 * HOUR)).toBe('1 day');
  });

  it('shows the countdown on the card while the brand has the video', () => {
    renderCard({ status: 'In Review', video_path: '/api/files/v', auto_approve_at: new Date(Date.now() + 2 * 24 * HOUR).toISOString() });
    expect(screen.getByTestId('auto-approval-countdown').textContent).toMatch(
      /^If the brand does not decide in (1 day 23 h|2 days), your video/,
    );
    expect(screen.queryByRole('button', { name: 'Abandon script' })).toBeNull();
  });

  describe('after the campaign has ended', () => {
    // 14 Mar 2027, 5:30 pm in India; the creator opens the page 6 days 23 h before.
    const DUE = '2027-03-14T12:00:00.000Z';
    const NOW = Date.parse('2027-03-07T13:00:00.000Z');
    const TAIL = ' — after that the script closes and the ₹8,550 goes back to the brand. 6 days 23 h left.';

    it('tells the creator what to send by when, worded for the status, with the time left', () => {
      const text = (overrides: Partial<TScript>) => creatorDeadlineText(script({ creator_due_at: DUE, ...overrides }), NOW);
      expect(text({ status: 'Approved' })).toBe(`Send your post link by 14 Mar 2027, 5:30 pm IST${TAIL}`);
      expect(text({ status: 'Post Rejected' })).toBe(`Send your updated post link by 14 Mar 2027, 5:30 pm IST${TAIL}`);
      expect(text({ status: 'Rejected', rejection_count: 1 })).toBe(`Upload your new video by 14 Mar 2027, 5:30 pm IST${TAIL}`);
      expect(text({ status: 'Script Rejected', rejection_count: 2 })).toBe(`Upload your new video by 14 Mar 2027, 5:30 pm IST${TAIL}`);
      expect(creatorDeadlineText(script({ status: 'Approved', creator_due_at: DUE }), Date.parse(DUE))).toBe(
        'The time for your post link ran out on 14 Mar 2027, 5:30 pm IST: this script is closing and the ₹8,550 goes back to the brand.',
      );
      // Nothing due: no deadline, a submission with the brand, or a closed script.
      expect(text({ status: 'Approved', creator_due_at: null })).toBeNull();
      expect(text({ status: 'In Review' })).toBeNull();
      expect(text({ status: 'Not Uploaded', closed_reason: 'campaign_ended' })).toBeNull();
    });

    it('shows the deadline on the card and keeps the time left ticking', () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(NOW);
      renderCard({ status: 'Approved', video_path: '/api/files/v', approved_at: '2027-03-06T10:00:00.000Z', creator_due_at: DUE });
      const line = screen.getByTestId('creator-deadline');
      expect(line.textContent).toBe(
        'Send your post link by 14 Mar 2027, 5:30 pm IST — after that the script closes and the ₹8,550 goes back to the brand. 6 days 23 h left.',
      );
      act(() => {
        vi.advanceTimersByTime(60 * 60_000);
      });
      expect(screen.getByTestId('creator-deadline').textContent).toBe(
        'Send your post link by 14 Mar 2027, 5:30 pm IST — after that the script closes and the ₹8,550 goes back to the brand. 6 days 22 h left.',
      );
      cleanup();
      renderCard({ status: 'Script Rejected', rejection_count: 1, script_rejected_remarks: 'Off brief', creator_due_at: DUE });
      expect(screen.getByTestId('creator-deadline').textContent).toBe(
        'Upload your new video by 14 Mar 2027, 5:30 pm IST — after that the script closes and the ₹8,550 goes back to the brand. 6 days 22 h left.',
      );
    });

    it('shows no deadline once the creator has answered or the script has closed', () => {
      renderCard({ status: 'In Review', post_link: 'https://instagram.com/p/1', creator_due_at: null });
      expect(screen.queryByTestId('creator-deadline')).toBeNull();
      cleanup();
      renderCard({ status: 'Not Uploaded', closed_reason: 'campaign_ended', creator_due_at: DUE });
      expect(screen.queryByTestId('creator-deadline')).toBeNull();
    });
  });

  it('says why a closed script is closed and where its money went', () => {
    renderCard({ status: 'Not Uploaded', closed_reason: 'abandoned' });
    expect(screen.getByText(SCRIPT_CLOSED_MESSAGES.abandoned)).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByText(/went back to the campaign’s escrow/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rate the brand' })).toBeNull();
    cleanup();
    // A completed script offers to rate the brand, which first asks whether a rating was given.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, data: null })),
    );
    renderCard({ status: 'Completed', closed_reason: 'completed' });
    expect(screen.getByText(SCRIPT_CLOSED_MESSAGES.completed)).toBeTruthy();
    expect(screen.getByText(/paid into your wallet/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rate the brand' })).toBeTruthy();
  });

  it('abandons the script after asking, and shows the server’s answer', async () => {
    const success = vi.spyOn(toaster.notify, 'success').mockImplementation(() => 1);
    const fetch = vi.fn(async (_url: string, init: RequestInit = {}) =>
      init.method === 'POST'
        ? json(200, { success: true, message: ABANDON_MESSAGES.abandoned(8550), data: script({ closed_reason: 'abandoned' }) })
        : json(200, { success: true, data: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Abandon script' }));
    const dialog = screen.getByRole('dialog', { name: 'Abandon this script?' });
    expect(dialog.textContent).toContain('₹8,550 reserved for you goes back to the campaign’s escrow');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abandon script' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(ABANDON_MESSAGES.abandoned(8550)));
    expect(fetch).toHaveBeenCalledWith(
      '/api/creator/scripts/7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/abandon',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('keeps the refusal in the dialog when the script can no longer be abandoned', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: ABANDON_MESSAGES.inReview })),
    );
    renderCard({ status: 'Rejected', rejection_count: 1, rejected_remarks: 'Too dark.' });
    fireEvent.click(screen.getByRole('button', { name: 'Abandon script' }));
    const dialog = screen.getByRole('dialog', { name: 'Abandon this script?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abandon script' }));
    expect(await within(dialog).findByText(ABANDON_MESSAGES.inReview)).toBeTruthy();
  });

  it('links to the conversation with the brand about the script’s campaign', () => {
    renderCard({ campaign_id: 'c42', productName: 'Glow serum' });
    const link = screen.getByRole('link', { name: 'Message the brand about Glow serum' });
    expect(link.getAttribute('href')).toBe('/creator/dashboard/messages?campaign_id=c42');
  });
});

describe('the post link the creator sent (issue 25)', () => {
  it('shows it on the card, opening in a new tab', () => {
    renderCard({ status: 'In Review', post_link: 'https://www.instagram.com/p/Cx1/' });
    const box = screen.getByTestId('script-post-link');
    expect(within(box).getByText('Your post link')).toBeTruthy();
    const link = within(box).getByRole('link', { name: /instagram\.com\/p\/Cx1/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/p/Cx1/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('names it as the one sent when the brand rejected the post, and shows nothing before a link was sent', () => {
    renderCard({ status: 'Post Rejected', post_link: 'https://youtu.be/abc' });
    expect(within(screen.getByTestId('script-post-link')).getByText('The post link you sent')).toBeTruthy();
    cleanup();
    renderCard({ status: 'Approved', post_link: null });
    expect(screen.queryByTestId('script-post-link')).toBeNull();
  });

  it('never turns a stored value that is not a web address into a link', () => {
    renderCard({ status: 'In Review', post_link: 'javascript:alert(1)' });
    const box = screen.getByTestId('script-post-link');
    expect(within(box).queryByRole('link')).toBeNull();
    expect(within(box).getByText('javascript:alert(1)')).toBeTruthy();
  });
});
