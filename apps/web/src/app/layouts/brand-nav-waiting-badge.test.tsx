import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandNav } from './brand-nav';

configure({ asyncUtilTimeout: 5000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(waiting: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json(200, { success: true, data: { submissions: [], applications: [], campaigns_ending: [] }, waiting_count: waiting }),
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
