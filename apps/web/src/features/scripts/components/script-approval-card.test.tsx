import { CONTENT_UPLOAD_MESSAGES, uploadDecision } from '@amplio/shared/domain/script-upload-rules';
import { SCRIPT_MESSAGES, type TScript } from '@amplio/shared/schemas/scripts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFixture } from '../script-fixtures.test-support';
import { autoApprovalText, creatorDeadlineText, ScriptCard } from './script-card';

/** Issue 28 §1 on the creator's side: scripts approved before filming. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const script = (overrides: Partial<TScript> = {}): TScript =>
  scriptFixture({ script: 'Open on the bottle…', script_approval_required: true, ...overrides });
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
});

describe('a script waiting for the brand’s approval', () => {
  it('says the brand reviews it before filming, how rejections count, and when it is approved automatically', () => {
    const now = Date.parse('2026-11-24T06:00:00.000Z');
    const auto_approve_at = new Date(now + 2 * 86_400_000).toISOString();
    renderCard({ status: 'Script Submitted', auto_approve_at });
    expect(screen.getByText('Script Submitted')).toBeTruthy();
    expect(screen.getByTestId('script-approval-note').textContent).toBe(SCRIPT_MESSAGES.approvalNote);
    expect(screen.getByTestId('script-next-step').textContent).toBe(
      'The brand is reviewing your script. Film your video once they approve it.',
    );
    expect(autoApprovalText({ status: 'Script Submitted', auto_approve_at, post_link: null }, now)).toBe(
      'If the brand does not decide in 2 days, your script is approved automatically.',
    );
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('keeps the upload closed with the server’s words until the script is approved, and opens it after', () => {
    expect(uploadDecision(script({ status: 'Script Submitted' }))).toEqual({
      allowed: false,
      reason: 'status',
      message: CONTENT_UPLOAD_MESSAGES.scriptAwaitingApproval,
    });
    expect(uploadDecision(script({ status: 'Script Rejected', rejection_count: 1 }))).toMatchObject({
      allowed: false,
      message: CONTENT_UPLOAD_MESSAGES.scriptRejectedFirst,
    });
    // The first video after a script rejection is an upload, not a re-upload.
    expect(uploadDecision(script({ status: 'Script Approved', rejection_count: 1 }))).toEqual({
      allowed: true,
      attempt: 2,
      label: 'Upload video',
    });
    // The spec's flow is unchanged: a script rejection of a video opens the re-upload.
    expect(
      uploadDecision(script({ status: 'Script Rejected', rejection_count: 1, script_approval_required: false, video_path: '/v' })),
    ).toEqual({
      allowed: true,
      attempt: 2,
      label: 're-upload attempt 2 of 3',
    });
  });

  it('says the deadline after a campaign’s end asks for an edited script, not a video', () => {
    const now = Date.parse('2026-11-24T06:00:00.000Z');
    const text = creatorDeadlineText(
      {
        status: 'Script Rejected',
        closed_reason: null,
        dynamic_price: 8550,
        creator_due_at: new Date(now + 86_400_000).toISOString(),
        script_approval_required: true,
      },
      now,
    );
    expect(text).toMatch(/^Send your edited script by /);
  });
});

describe('a rejected script', () => {
  it('shows the brand’s reason and lets the creator edit and send it again, with the server’s message', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = String(input);
        if (!url.endsWith('/resubmit')) return json(404, { message: 'Not here' });
        calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return json(200, { success: true, message: SCRIPT_MESSAGES.resubmitted, data: script({ status: 'Script Submitted' }) });
      }),
    );
    renderCard({ status: 'Script Rejected', rejection_count: 1, script_rejected_remarks: 'Mention the SPF.' });
    expect(screen.getByText('Why the brand rejected your script')).toBeTruthy();
    expect(screen.getByText('Mention the SPF.')).toBeTruthy();
    expect(screen.getByTestId('script-next-step').textContent).toBe('Next: edit your script and send it again (2 of 3 rejections left).');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit and send script again' }));
    });
    const box = screen.getByLabelText(/Your edited script/) as HTMLTextAreaElement;
    // Sending the same text is refused in the browser with the server's words.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send script again' }));
    });
    expect(screen.getByText(SCRIPT_MESSAGES.resubmitUnchanged)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'Open on the bottle, with SPF 30.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send script again' }));
    });
    const sent = calls.find((c) => c.url.endsWith('/resubmit'));
    expect(sent).toEqual({ url: `/api/creator/scripts/${script().id}/resubmit`, body: { script: 'Open on the bottle, with SPF 30.' } });
  });

  it('in the spec’s flow offers to edit the script the next video is filmed from', () => {
    renderCard({ status: 'Script Rejected', rejection_count: 1, script_approval_required: false, video_path: '/v' });
    expect(screen.getByRole('button', { name: 'Edit script' })).toBeTruthy();
    expect(screen.queryByTestId('script-approval-note')).toBeNull();
    expect(screen.getByTestId('script-next-step').textContent).toBe(
      'Next: edit your script, then film and upload a new video from it (upload attempt 2 of 3).',
    );
  });
});
