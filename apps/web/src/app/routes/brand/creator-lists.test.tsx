import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CreatorListsPage from './creator-lists';

afterEach(cleanup);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const list = (id: string, name: string) => ({
  id,
  name,
  creators_count: 0,
  creator_ids: [],
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
});
const A = '5c0f2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41';
const B = '6d1f3b0f-5c8e-4d2f-8a4b-3c9e8f7d6b52';

function renderAt(url: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input.includes(`/creator-lists/${B}`)) return json({ success: true, data: { ...list(B, 'Mumbai fitness'), creators: [] } });
      if (input.includes(`/creator-lists/${A}`)) return json({ success: true, data: { ...list(A, 'Diwali'), creators: [] } });
      return json({ success: true, data: [list(A, 'Diwali'), list(B, 'Mumbai fitness')] });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <CreatorListsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Saved lists', () => {
  it('marks the list named in the address as the current one and shows it', async () => {
    renderAt(`/brand/creators/lists?list=${B}`);
    const nav = await screen.findByRole('navigation', { name: 'Your lists' });
    expect(
      within(nav)
        .getByRole('link', { name: /Mumbai fitness/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(nav)
        .getByRole('link', { name: /Diwali/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Mumbai fitness' })).toBeTruthy();
    expect(await screen.findByText('No creators on this list yet')).toBeTruthy();
  });

  it('shows the first list when the address names none', async () => {
    renderAt('/brand/creators/lists');
    expect(await screen.findByRole('heading', { name: 'Diwali' })).toBeTruthy();
  });
});
