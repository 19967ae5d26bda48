import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serve } from '../../wallet/wallet-fixtures.test-support';
import { collaborationFixture } from '../collaboration-fixture.test-support';
import { WaitingInvitationsSection } from './waiting-invitations-section';

configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400_000;
const waiting = (n: number, overrides: Partial<TCollaboration> = {}) =>
  collaborationFixture({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    campaign_id: `00000000-0000-4000-8000-0000000000a${n}`,
    campaign_name: `Campaign ${n}`,
    brand_name: `Brand ${n}`,
    price: 2000 + n * 500,
    expires_at: new Date(Date.now() + 3 * DAY + 60_000).toISOString(),
    ...overrides,
  });
const list = (...data: TCollaboration[]) => json(200, { success: true, data });

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', Component: WaitingInvitationsSection }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const section = () => screen.findByRole('region', { name: /Brands invited you/ });

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the overview’s waiting invitations', () => {
  it('shows a loading state, then each waiting invitation marked Invited with its brand, campaign, fee, Accept and Decline', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      '/api/creator/invitations': async () => {
        await gate;
        return list(waiting(1, { message: 'Loved your reels!' }));
      },
    });
    renderSection();
    expect(await screen.findByRole('status', { name: 'Loading your invitations' })).toBeTruthy();
    await act(async () => release());
    const region = await section();
    expect(screen.queryByRole('status', { name: 'Loading your invitations' })).toBeNull();
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Brands invited you (1)');
    const card = within(region).getByRole('article', { name: 'Campaign 1' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Campaign 1' })).toBeTruthy();
    expect(within(card).getByText('Invited')).toBeTruthy();
    expect(within(card).getByText('Brand 1')).toBeTruthy();
    expect(within(card).getByTestId('collaboration-price').textContent).toBe('₹2,500');
    expect(card.textContent).toContain('Loved your reels!');
    expect(card.textContent).toContain('This invitation expires in 3 days.');
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'All invitations' }).getAttribute('href')).toBe('/creator/dashboard/invitations');
    expect(within(region).queryByRole('link', { name: /more invitation/ })).toBeNull();
  });

  it('is not shown when nothing waits for an answer: accepted, declined, expired invitations and applications do not count', async () => {
    serve({
      '/api/creator/invitations': () =>
        list(
          waiting(1, { status: 'accepted', expires_at: new Date(Date.now() + DAY).toISOString() }),
          waiting(2, { status: 'declined' }),
          waiting(3, { status: 'expired' }),
          waiting(4, { kind: 'application' }),
        ),
    });
    renderSection();
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Invited')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the three newest of more, with a link to the rest on the Invitations page', async () => {
    serve({ '/api/creator/invitations': () => list(waiting(1), waiting(2), waiting(3), waiting(4), waiting(5)) });
    renderSection();
    const region = await section();
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Brands invited you (5)');
    const names = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Campaign 1', 'Campaign 2', 'Campaign 3']);
    expect(within(region).getAllByText('Invited')).toHaveLength(3);
    expect(within(region).getByRole('link', { name: 'See 2 more invitations' }).getAttribute('href')).toBe(
      '/creator/dashboard/invitations',
    );
  });

  it('accepts from the overview with an Idempotency-Key, and the invitation leaves the section once it is held', async () => {
    let accepted = false;
    const { calls } = serve({
      '/api/creator/invitations': () => (accepted ? list(waiting(1, { status: 'accepted' })) : list(waiting(1))),
      [`POST /api/creator/invitations/${waiting(1).id}/accept`]: () => {
        accepted = true;
        return json(200, { success: true, message: 'Invitation accepted.', data: waiting(1, { status: 'accepted' }) });
      },
    });
    renderSection();
    const region = await section();
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Accept' }));
    });
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(new Headers(post.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens Decline’s dialog and gives the focus back to Decline when Escape closes it', async () => {
    serve({ '/api/creator/invitations': () => list(waiting(1)) });
    renderSection();
    const decline = within(await section()).getByRole('button', { name: 'Decline' });
    decline.focus();
    fireEvent.click(decline);
    const dialog = await screen.findByRole('dialog', { name: 'Decline this invitation?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(decline));
  });

  it('says it could not load the invitations, and loads them on Try again', async () => {
    let up = false;
    serve({ '/api/creator/invitations': () => (up ? list(waiting(1)) : json(500, { message: 'Server Error' })) });
    renderSection();
    expect(await screen.findByText('We could not load your invitations.')).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await section()).toBeTruthy();
  });
});
