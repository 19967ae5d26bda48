import type { TSubmission } from '@amplio/shared/schemas/review';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { json, submission } from '../submission-fixture.test-support';
import { ReviewDecisions } from './review-decisions';

vi.mock('../../../components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** Answers the CSRF call (setting the cookie) and each decision with the next queued answer (an Error is a lost connection). */
function serve(...answers: (Response | Error)[]) {
  const calls: { url: string; body: unknown; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    if (url.includes('/sanctum/csrf-cookie')) {
      // biome-ignore lint/suspicious/noDocumentCookie: the server's XSRF-TOKEN cookie, as the browser would keep it
      document.cookie = 'XSRF-TOKEN=tok-1';
      calls.push({ url, body: undefined, headers: new Headers(init.headers) });
      return new Response(null, { status: 204 });
    }
    calls.push({ url, body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
    const answer = answers.shift() ?? json(500, {});
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderDecisions(overrides: Partial<TSubmission> = {}) {
  const onSignedOut = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewDecisions submission={submission(overrides)} onSignedOut={onSignedOut} />
    </QueryClientProvider>,
  );
  return { onSignedOut };
}

const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

const approved = (overrides: Partial<TSubmission> = {}) =>
  json(200, { success: true, message: 'Submission approved successfully', data: submission({ status: 'Approved', ...overrides }) });

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('ReviewDecisions', () => {
  it('asks before approving, fetches the CSRF cookie, sends the decision and says it worked', async () => {
    const calls = serve(approved());
    renderDecisions();
    await click('Approve');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to mark this submission as Approved?');
    expect(calls).toHaveLength(0);
    await click('Yes, approve');
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/sanctum/csrf-cookie', '/api/approve-submission']);
    expect(calls[1]!.body).toEqual({
      submission_id: '5b0e7c1a-2f4d-4e6b-9a8c-1d2e3f4a5b6c',
      status: 'Approved',
      rejection_reason: null,
      rejected_post_remarks: null,
    });
    expect(calls[1]!.headers.get('X-XSRF-TOKEN')).toBe('tok-1');
    expect(calls[1]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify.success).toHaveBeenCalledWith('Submission approved successfully');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Submit Rejection disabled until the reason is not blank, then sends it trimmed', async () => {
    const calls = serve(json(200, { success: true, message: 'ok', data: submission({ status: 'Rejected', rejection_count: 1 }) }));
    renderDecisions();
    await click('Reject');
    const submit = screen.getByRole('button', { name: 'Submit Rejection' });
    const reason = screen.getByLabelText(/^Rejection reason/);
    expect(reason.tagName).toBe('TEXTAREA');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(reason, { target: { value: '   \n  ' } });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(reason, { target: { value: '  Show the lid in the first 5 seconds\n' } });
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    await click('Submit Rejection');
    expect(screen.getByRole('dialog').textContent).toContain('Are you sure you want to mark this submission as Rejected?');
    await click('Yes, reject');
    expect(calls[1]!.body).toEqual({
      submission_id: '5b0e7c1a-2f4d-4e6b-9a8c-1d2e3f4a5b6c',
      status: 'Rejected',
      rejection_reason: 'Show the lid in the first 5 seconds',
      rejected_post_remarks: null,
    });
    expect(notify.success).toHaveBeenCalledWith('Submission rejected successfully');
    // The form closes and clears.
    expect(screen.queryByLabelText(/^Rejection reason/)).toBeNull();
  });

  it('warns before the third rejection that the script closes and the money goes back', async () => {
    serve();
    renderDecisions({ rejection_count: 2 });
    await click('Reject');
    expect(
      screen.getByText(/This is the last of 3 attempts: the script closes and ₹8,550 returns to the campaign's escrow\./),
    ).toBeTruthy();
  });

  it('rejects a post with the single-line Post Rejection Reason', async () => {
    const calls = serve(json(200, { success: true, message: 'ok', data: submission({ status: 'Post Rejected' }) }));
    renderDecisions({ status: 'Post Under Verification', post_link: 'https://www.instagram.com/p/1' });
    await click('Reject post');
    const input = screen.getByLabelText(/^Post Rejection Reason/);
    expect(input.tagName).toBe('INPUT');
    fireEvent.change(input, { target: { value: 'Wrong post' } });
    await click('Submit Rejection');
    expect(screen.getByRole('dialog').textContent).toContain('Are you sure you want to mark this submission as Post Rejected?');
    await click('Yes, reject');
    expect(calls[1]!.body).toMatchObject({ status: 'Post Rejected', rejected_post_remarks: 'Wrong post' });
    expect(notify.success).toHaveBeenCalledWith('Submission post rejected successfully');
  });

  it('completes a post after asking, saying the money is released', async () => {
    const calls = serve(json(200, { success: true, message: 'ok', data: submission({ status: 'completed' }) }));
    renderDecisions({ status: 'Post Under Verification', post_link: 'https://www.instagram.com/p/1' });
    await click('Complete and pay ₹8,550');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to mark this submission as Completed?');
    expect(dialog.textContent).toContain("₹8,550 is released from escrow to Asha Rao's wallet.");
    await click('Yes, complete');
    expect(calls[1]!.body).toMatchObject({ status: 'completed', rejection_reason: null, rejected_post_remarks: null });
    expect(notify.success).toHaveBeenCalledWith('Submission completed successfully');
  });

  it('sends the decision once, however often the confirm button is pressed', async () => {
    let release: (r: Response) => void = () => undefined;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        calls.push(String(input));
        if (String(input).includes('csrf-cookie')) {
          // biome-ignore lint/suspicious/noDocumentCookie: the server's XSRF-TOKEN cookie
          document.cookie = 'XSRF-TOKEN=tok-1';
          return new Response(null, { status: 204 });
        }
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }),
    );
    renderDecisions();
    await click('Approve');
    await click('Yes, approve');
    await click('Yes, approve');
    await click('Yes, approve');
    expect(calls.filter((u) => u.includes('/api/approve-submission'))).toHaveLength(1);
    await act(async () => release(approved()));
  });

  it('sends the browser to sign in on a 401', async () => {
    serve(json(401, { message: 'Unauthenticated.' }));
    const { onSignedOut } = renderDecisions();
    await click('Approve');
    await click('Yes, approve');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the server’s 409 message', async () => {
    const message = 'This submission is Approved and is not waiting for your decision. Reload to see where it stands.';
    serve(json(409, { message }));
    renderDecisions();
    await click('Approve');
    await click('Yes, approve');
    expect(notify.error).toHaveBeenCalledWith(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads Failed to update submission status (500) when the server says nothing', async () => {
    serve(json(500, {}));
    renderDecisions();
    await click('Approve');
    await click('Yes, approve');
    expect(notify.error).toHaveBeenCalledWith('Failed to update submission status (500)');
  });

  it('says there was no response when the connection drops, and retries with the same Idempotency-Key', async () => {
    const calls = serve(new TypeError('Failed to fetch'), approved());
    renderDecisions();
    await click('Approve');
    await click('Yes, approve');
    expect(notify.error).toHaveBeenCalledWith('No response from server. Please check your connection.');
    await click('Approve');
    await click('Yes, approve');
    const keys = calls.filter((c) => c.url.includes('approve-submission')).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(notify.success).toHaveBeenCalledWith('Submission approved successfully');
  });

  it('shows a 422 on the reason under the reason box', async () => {
    serve(json(422, { message: 'The given data was invalid.', errors: { rejection_reason: ['Please give a reason for the rejection.'] } }));
    renderDecisions();
    await click('Reject');
    fireEvent.change(screen.getByLabelText(/^Rejection reason/), { target: { value: 'x' } });
    await click('Submit Rejection');
    await click('Yes, reject');
    expect(screen.getByText('Please give a reason for the rejection.')).toBeTruthy();
  });
});
