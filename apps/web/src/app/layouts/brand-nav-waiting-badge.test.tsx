import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandNav, useBrandNavActivity } from './brand-nav';

configure({ asyncUtilTimeout: 5000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(waiting: number, unreadMessages = 0) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      String(input).startsWith('/api/conversations/unread')
        ? json(200, { success: true, unread_total: unreadMessages })
        : json(200, { success: true, data: { submissions: [], applications: [], campaigns_ending: [] }, waiting_count: waiting }),
    ),
  );
}

function renderNav() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/brand/dashboard']}>
        <BrandNav onNavigate={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function Activity() {
  return <p>{useBrandNavActivity() ? 'new activity' : 'nothing new'}</p>;
}

function renderActivity() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Activity />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('brand sidebar Content Review badge', () => {
  it('shows how many submissions wait for the brand’s decision', async () => {
    serve(3);
    renderNav();
    expect(await screen.findByRole('button', { name: 'Content Review and Approvals 3 submissions wait for your decision' })).toBeTruthy();
  });

  it('shows no badge when nothing waits', async () => {
    serve(0);
    renderNav();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Content Review and Approvals' })).toBeTruthy();
  });
});

describe('brand sidebar activity (the phone’s dot on Open navigation)', () => {
  it.each([
    [3, 0],
    [0, 2],
  ])('is on with %i submissions waiting and %i unread messages', async (waiting, unread) => {
    serve(waiting, unread);
    renderActivity();
    expect(await screen.findByText('new activity')).toBeTruthy();
  });

  it('is off when nothing waits and every message is read', async () => {
    serve(0, 0);
    renderActivity();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.getByText('nothing new')).toBeTruthy();
  });
});
