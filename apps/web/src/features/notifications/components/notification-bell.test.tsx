import type { TNotification } from '@amplio/shared/schemas/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSources } from '../../events/fake-event-source.test-support';
import { LiveEventsProvider } from '../../events/live-events-provider';
import { notificationFixture, notificationsPage } from '../notification-fixture.test-support';
import { NotificationBell } from './notification-bell';

configure({ asyncUtilTimeout: 5000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** GET /api/notifications answers from `pages` (by `before`); POST .../read answers `readCount`. */
function serve(pages: Record<string, Response | (() => Response)>, readCount = 0) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      const method = init.method ?? 'GET';
      calls.push({ method, url: url.pathname + url.search, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url.pathname === '/api/notifications/read') return json(200, { success: true, unread_count: readCount });
      const answer = pages[url.searchParams.get('before') ?? 'first'];
      if (!answer) return json(500, { message: 'Unexpected' });
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  return calls;
}

function renderBell(options: { live?: ReturnType<typeof fakeSources> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bell = <NotificationBell settingsPath="/brand/settings/notifications" />;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: options.live ? <LiveEventsProvider open={options.live.open}>{bell}</LiveEventsProvider> : bell,
      },
    ],
    { initialEntries: ['/brand/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const openPanel = async (name: RegExp | string) => {
  await click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Notifications' });
};

let review: TNotification;
let payment: TNotification;
let older: TNotification;

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
  review = notificationFixture();
  payment = notificationFixture({ category: 'money', title: 'Payment released', message: '₹2,500 is in your wallet.', link: null });
  older = notificationFixture({ title: 'Campaign ended', read: true, link: '/brand/campaigns/c1' });
});
afterEach(cleanup);

describe('Notification bell', () => {
  it('names the unread count on the bell', async () => {
    serve({ first: json(200, notificationsPage([review, payment, older])) });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it.each([
    [17, '17'],
    [120, '99+'],
  ])('shows %i unread as a small pill at the icon’s top-right corner, not over the bell, and names it as shown', async (count, shown) => {
    serve({ first: json(200, notificationsPage([review], { unread_count: count })) });
    renderBell();
    // The name holds the visible count ("99+" past 99): WCAG 2.5.3, axe's label-content-name-mismatch.
    const bell = await screen.findByRole('button', { name: `Notifications, ${shown} unread` });
    const badge = within(bell).getByText(shown);
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    // 16 px high, under the 20 px icon, and anchored by its left edge just past the icon's centre, so a longer count
    // grows outward (right) rather than inward over the bell.
    expect(badge.classList).toContain('h-4');
    expect(badge.className).toMatch(/(^| )left-\[calc\(50%\+[0-5]px\)\]( |$)/);
    expect(badge.className).not.toMatch(/(^| )right-/);
  });

  it('lists each notification with its title, message, age and unread state', async () => {
    serve({ first: json(200, notificationsPage([review, older])) });
    renderBell();
    const panel = await openPanel(/Notifications, 1 unread/);
    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Unread:')).toBeTruthy();
    expect(within(items[0]!).getByText(review.message)).toBeTruthy();
    expect(within(items[0]!).getByText('3 h ago')).toBeTruthy();
    expect(within(items[1]!).queryByText('Unread:')).toBeNull();
  });

  it('opens a notification’s link, marks just that one read and closes the panel', async () => {
    const calls = serve({ first: json(200, notificationsPage([review, payment])) }, 1);
    const router = renderBell();
    const panel = await openPanel(/2 unread/);
    await click(within(panel).getByRole('link', { name: new RegExp(review.title) }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/brand/content-review?status=pending');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/notifications/read', body: { ids: [review.id] } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all read with one call and clears the count', async () => {
    const calls = serve({ first: json(200, notificationsPage([review, payment])) }, 0);
    renderBell();
    const panel = await openPanel(/2 unread/);
    await click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{}]);
    expect(await within(panel).findByText('All read')).toBeTruthy();
    expect(within(panel).queryByText('Unread:')).toBeNull();
    // The rest of the page is hidden from assistive technology while the panel is open.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
  });

  it('loads the next page before the last notification shown', async () => {
    const next = notificationFixture({ title: 'Invitation expired', read: true });
    const calls = serve({
      first: json(200, notificationsPage([review, older], { has_more: true })),
      [older.id]: json(200, notificationsPage([next], { unread_count: 1 })),
    });
    renderBell();
    const panel = await openPanel(/1 unread/);
    await click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Invitation expired')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain(`/api/notifications?before=${older.id}`);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    serve({ first: json(200, notificationsPage([review])) });
    renderBell();
    const bell = await screen.findByRole('button', { name: /1 unread/ });
    bell.focus();
    const panel = await openPanel(/1 unread/);
    await act(async () => {
      fireEvent.keyDown(panel, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('says so when there is nothing yet, and offers Try again when the list cannot load', async () => {
    let answer = json(500, { message: 'Server error.' });
    serve({ first: () => answer });
    renderBell();
    const panel = await openPanel('Notifications');
    expect(await within(panel).findByText('We could not load your notifications.')).toBeTruthy();
    answer = json(200, notificationsPage([]));
    await click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('No notifications yet')).toBeTruthy();
  });

  it('adds a notification from the live stream on top and counts it without a reload', async () => {
    const calls = serve({ first: json(200, notificationsPage([review])) });
    const live = fakeSources();
    renderBell({ live });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const fresh = notificationFixture({ title: 'New application', message: 'Ishita Banerjee applied to Glow serum.' });
    act(() => {
      live.latest().open();
      live.latest().emit('notification', { notification: fresh });
    });
    const panel = await openPanel('Notifications, 2 unread');
    expect(within(panel).getAllByTestId('notification-item')[0]!.textContent).toContain('New application');
    expect(calls.filter((c) => c.url.startsWith('/api/notifications'))).toHaveLength(1);
  });
});
