import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { json, serve } from '../../../features/wallet/wallet-fixtures.test-support';
import CreatorInvitationsPage from './invitations';

vi.mock('../../../components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

configure({ asyncUtilTimeout: 5000 });

const DAY = 24 * 60 * 60 * 1000;
const INVITATION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const APPLICATION_ID = '16fd2706-8baf-433b-82eb-8c7fada847da';
const CAMPAIGN_ID = '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a01';

const row = (overrides: Partial<TCollaboration> = {}): TCollaboration => ({
  id: INVITATION_ID,
  kind: 'invitation',
  status: 'pending',
  campaign_id: CAMPAIGN_ID,
  campaign_name: 'Glow serum launch',
  brand_name: 'Glow Labs',
  creator_id: '9b2f3c4d-5e6f-4a1b-8c7d-0e1f2a3b4c5d',
  creator_name: 'Demo Creator',
  creator_username: 'demo',
  platform: 'instagram',
  price: 12_500,
  message: 'We love your skincare reels. Join our launch?',
  decline_reason: null,
  script_id: null,
  script_status: null,
  created_at: new Date(Date.now() - DAY).toISOString(),
  expires_at: new Date(Date.now() + 5 * DAY + 60_000).toISOString(),
  decided_at: null,
  ...overrides,
});

const declinedApplication = row({
  id: APPLICATION_ID,
  kind: 'application',
  status: 'declined',
  campaign_id: '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a02',
  campaign_name: 'Summer sunscreen',
  brand_name: 'Sunny Co',
  message: 'I film beach routines every week.',
  decline_reason: 'We need creators with a cooking audience this time.',
  expires_at: null,
  decided_at: new Date().toISOString(),
});

const list = (...data: TCollaboration[]) => json(200, { success: true, data });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', Component: CreatorInvitationsPage }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const path = (url: string) => new URL(url, 'http://x').pathname;

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('the creator invitations page', () => {
  it('lists a pending invitation with its price and message, and a declined application with the brand’s reason', async () => {
    serve({ '/api/creator/invitations': () => list(row(), declinedApplication) });
    renderPage();
    const invitation = (await screen.findByRole('heading', { name: 'Glow serum launch' })).closest('article')!;
    expect(within(invitation as HTMLElement).getByTestId('collaboration-price').textContent).toBe('₹12,500');
    expect(invitation.textContent).toContain('We love your skincare reels. Join our launch?');
    expect(invitation.textContent).toContain('This invitation expires in 5 days.');
    const application = screen.getByRole('heading', { name: 'Summer sunscreen' }).closest('article')!;
    expect(application.textContent).toContain('Sunny Co declined your application');
    expect(application.textContent).toContain('We need creators with a cooking audience this time.');
    expect(within(application as HTMLElement).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('accepts once with an Idempotency-Key, says so, and reloads the list with the fee held', async () => {
    let accepted = false;
    const { calls } = serve({
      '/api/creator/invitations': () =>
        accepted ? list(row({ status: 'accepted', expires_at: '2026-12-05T10:00:00.000Z' })) : list(row()),
      [`POST /api/creator/invitations/${INVITATION_ID}/accept`]: () => {
        accepted = true;
        return json(200, { success: true, message: 'Invitation accepted. ₹12,500 is held for you.', data: row({ status: 'accepted' }) });
      },
    });
    renderPage();
    const accept = await screen.findByRole('button', { name: 'Accept' });
    await act(async () => {
      fireEvent.click(accept);
      fireEvent.click(accept);
    });
    expect(await screen.findByText(/is held for you until/)).toBeTruthy();
    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(posts.map((c) => path(c.url))).toEqual([`/api/creator/invitations/${INVITATION_ID}/accept`]);
    expect(new Headers(posts[0]!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify.success).toHaveBeenCalledWith('Invitation accepted. ₹12,500 is held for you.');
    expect(calls.filter((c) => path(c.url) === '/api/creator/invitations')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Write your script' }).getAttribute('href')).toBe(
      `/creator/dashboard/campaigns/${CAMPAIGN_ID}/submit`,
    );
  });

  it('shows the server’s refusal when the fee cannot be held', async () => {
    serve({
      '/api/creator/invitations': () => list(row()),
      [`POST /api/creator/invitations/${INVITATION_ID}/accept`]: () =>
        json(409, { message: 'The campaign’s escrow cannot cover ₹12,500 right now.' }),
    });
    renderPage();
    const accept = await screen.findByRole('button', { name: 'Accept' });
    await act(async () => {
      fireEvent.click(accept);
    });
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('The campaign’s escrow cannot cover ₹12,500 right now.'));
  });

  it('declines with the reason typed in the dialog', async () => {
    const { calls } = serve({
      '/api/creator/invitations': () => list(row()),
      [`POST /api/creator/invitations/${INVITATION_ID}/decline`]: () =>
        json(200, { success: true, message: 'Invitation declined.', data: row({ status: 'declined' }) }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: '  Booked that week.  ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Invitation declined.'));
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(path(post.url)).toBe(`/api/creator/invitations/${INVITATION_ID}/decline`);
    expect(JSON.parse(String(post.init.body))).toEqual({ reason: 'Booked that week.' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says there are no invitations yet and points to discovery', async () => {
    serve({ '/api/creator/invitations': () => list() });
    renderPage();
    expect(await screen.findByText('No invitations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse campaigns' }).getAttribute('href')).toBe('/creator/dashboard/campaign-discovery');
  });
});
