import type { TAlert, TAlertsResponse } from '@amplio/shared/schemas/alerts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUnreadAlertsQueryOptions } from '../../creator-profile/api/get-unread-alerts';
import { getAlertsQueryOptions } from '../api/get-alerts';
import { AlertsPanel } from './alerts-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const alert = (overrides: Partial<TAlert>): TAlert => ({
  id: '5c0f2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
  kind: 'paymentStatus',
  title: 'Withdrawal requested',
  message: 'We received your withdrawal of ₹500 to as…@okhdfc.',
  link: '/creator/dashboard/overview',
  created_at: '2026-11-23T09:00:00.000Z',
  read: false,
  ...overrides,
});

const alerts = (data: Partial<TAlertsResponse['data']>, unread = 0): TAlertsResponse => ({
  success: true,
  data: { contentDue: [], paymentStatus: [], campaignUpdates: [], ...data },
  unread_count: unread,
});

/** Answers the POSTs with `post`, and the reloads after them with no alerts. */
function stubServer(post: (url: string, init: RequestInit) => Promise<Response>) {
  const fetch = async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') return post(url, init);
    return json(200, alerts({}));
  };
  vi.stubGlobal('fetch', vi.fn(fetch));
}

function renderPanel(response: TAlertsResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(getAlertsQueryOptions().queryKey, response);
  client.setQueryData(getUnreadAlertsQueryOptions().queryKey, response.unread_count);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AlertsPanel alerts={response} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the alerts', () => {
  it("says 'No new alerts' when all three groups are empty", () => {
    renderPanel(alerts({}));
    expect(screen.getByText('No new alerts')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Content due/ })).toBeNull();
  });

  it('shows the three groups, each with its count or a line saying it is empty', () => {
    renderPanel(
      alerts({
        contentDue: [
          alert({
            id: 'due:1',
            kind: 'contentDue',
            title: 'Upload content for Glow serum',
            message: 'Due soon: the campaign ends on 28 Nov 2026.',
            due_soon: true,
            read: true,
            link: '/creator/dashboard/campaigns/c1/submit',
          }),
          alert({
            id: 'due:2',
            kind: 'contentDue',
            title: 'Upload content for Chai',
            message: 'The campaign ends on 30 Dec 2026.',
            read: true,
          }),
        ],
        paymentStatus: [alert({})],
      }),
    );
    const due = screen.getByRole('region', { name: /Content due/ });
    expect(within(due).getAllByTestId('alert-item')).toHaveLength(2);
    expect(within(due).getByText('Upload content for Glow serum')).toBeTruthy();
    expect(within(due).getAllByText('Due soon')).toHaveLength(1);
    expect(
      within(due)
        .getByRole('link', { name: /^Upload now ?: Upload content for Glow serum$/ })
        .getAttribute('href'),
    ).toBe('/creator/dashboard/campaigns/c1/submit');
    expect(within(screen.getByRole('region', { name: /Payments/ })).getByText('New:', { exact: false })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Campaign updates/ })).getByText('No campaign updates.')).toBeTruthy();
  });

  it('marks every alert read and clears the sidebar badge with the server’s count', async () => {
    const post = vi.fn(async (_url: string, _init: RequestInit) => json(200, { success: true, unread_count: 0 }));
    stubServer(post);
    const client = renderPanel(alerts({ paymentStatus: [alert({}), alert({ id: '6c0f2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41' })] }, 2));
    expect(screen.getByText('2 new alerts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(client.getQueryData(getUnreadAlertsQueryOptions().queryKey)).toBe(0));
    expect(post).toHaveBeenCalledWith('/api/creator/alerts/read', expect.objectContaining({ body: '{}' }));
  });

  it('marks one alert read when it is opened', async () => {
    const post = vi.fn(async (_url: string, _init: RequestInit) => json(200, { success: true, unread_count: 0 }));
    stubServer(post);
    renderPanel(alerts({ campaignUpdates: [alert({ kind: 'campaignUpdates', title: 'Video approved: Glow serum' })] }, 1));
    fireEvent.click(screen.getByRole('link', { name: /^Open ?: Video approved: Glow serum$/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(JSON.parse(String(post.mock.calls[0]?.[1].body))).toEqual({ ids: [alert({}).id] });
  });
});
