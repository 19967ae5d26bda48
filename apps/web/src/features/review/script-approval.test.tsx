import { REVIEW_MESSAGES as M, type TSubmission } from '@amplio/shared/schemas/review';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewDecisions } from './components/review-decisions';
import { STATUS_TABS } from './components/review-toolbar';
import { countdownText } from './countdown';
import { decisionRequest, reviewActionsOf, reviewStageOfSubmission } from './review-actions';
import { nextStep, submissionStatusTone } from './review-status';
import { json, submission } from './submission-fixture.test-support';

vi.mock('../../components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** Issue 28 §1 on the brand's side: a script waiting for approval before filming. */
const waiting = (overrides: Partial<TSubmission> = {}) =>
  submission({ status: 'Script Submitted', file_path: null, script_approval_required: true, ...overrides });

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a script submission on the brand’s card', () => {
  it('offers Approve script and Reject script, at the script stage, with a yellow badge', () => {
    expect(reviewActionsOf(waiting()).map((a) => a.label)).toEqual(['Approve script', 'Reject script']);
    expect(reviewStageOfSubmission(waiting())).toBe('script');
    expect(submissionStatusTone('Script Submitted')).toBe('warning');
    expect(submissionStatusTone('Script Approved')).toBe('success');
    // The video stage keeps the spec's one Reject.
    expect(reviewActionsOf(submission()).map((a) => a.label)).toEqual(['Approve', 'Reject']);
    expect(decisionRequest('s1', 'Script Rejected', '  Mention SPF ')).toEqual({
      submission_id: 's1',
      status: 'Script Rejected',
      rejection_reason: 'Mention SPF',
      rejected_post_remarks: null,
    });
  });

  it('counts down to the script’s automatic approval', () => {
    const now = Date.parse('2026-11-24T06:00:00.000Z');
    const autoApproveAt = new Date(now + 3 * 3_600_000).toISOString();
    expect(countdownText({ autoApproveAt, kind: 'script', now })).toBe("Approves the script automatically in 3 h if you don't decide");
  });

  it('says what comes next after each decision, naming the script', () => {
    expect(nextStep(waiting({ status: 'Script Rejected', rejection_count: 1 }))?.text).toBe(
      'Waiting for Asha Rao to edit the script and send it again (2 of 3 rejections left).',
    );
    expect(nextStep(waiting({ status: 'Script Approved' }))?.text).toBe(
      'Script approved. Waiting for Asha Rao to film the video and upload it.',
    );
    expect(nextStep(submission({ status: 'Script Rejected', rejection_count: 1 }))?.text).toBe(
      'Waiting for Asha Rao to edit the script and upload a new video from it (attempt 2 of 3).',
    );
    expect(nextStep(submission({ status: 'Rejected', rejection_count: 1 }))?.text).toBe(
      'Waiting for Asha Rao to upload a new video (attempt 2 of 3).',
    );
  });

  it('rejects the script with a reason, confirmed as a script rejection that counts towards the 3', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = String(input);
        if (url.includes('/sanctum/csrf-cookie')) {
          // biome-ignore lint/suspicious/noDocumentCookie: the server's XSRF-TOKEN cookie, as the browser would keep it
          document.cookie = 'XSRF-TOKEN=tok-1';
          return new Response(null, { status: 204 });
        }
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return json(200, { success: true, message: 'Submission rejected successfully', data: waiting({ status: 'Script Rejected' }) });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReviewDecisions submission={waiting()} onSignedOut={() => {}} />
      </QueryClientProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reject script' }));
    });
    expect(screen.getByRole('form', { name: 'Reject the script' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Rejection reason/), { target: { value: 'Mention the SPF' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Rejection' }));
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Reject this script?')).toBeTruthy();
    expect(within(dialog).getByText(M.confirm('Script Rejected'))).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Asha Rao edits the script and sends it to you again. A rejected script counts towards the 3 rejections (2 left after this).',
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    });
    expect(calls.at(-1)).toEqual({
      url: '/api/approve-submission',
      body: { submission_id: waiting().id, status: 'Script Rejected', rejection_reason: 'Mention the SPF', rejected_post_remarks: null },
    });
  });
});

describe('the Scripts filter', () => {
  it('comes after the spec’s four filters, which keep their values', () => {
    expect(STATUS_TABS.map((t) => [t.status, t.label])).toEqual([
      [undefined, 'All Submissions'],
      ['pending', 'Pending Review'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
      ['scripts', 'Scripts'],
    ]);
  });
});

// MemoryRouter keeps the import used when a later test renders the toolbar's links.
void MemoryRouter;
