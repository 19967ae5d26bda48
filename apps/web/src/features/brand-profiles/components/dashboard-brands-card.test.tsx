import { BRAND_PROFILE_MESSAGES as M, type TBrandProfile } from '@amplio/shared/schemas/brand-profiles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getBrandProfilesQueryOptions } from '../api/get-brand-profiles';
import { DashboardBrandsCard } from './dashboard-brands-card';

const brand = (overrides: Partial<TBrandProfile> = {}): TBrandProfile => ({
  id: '9a3f5c1e-0000-4000-8000-000000000001',
  name: 'Monsoon Threads',
  logo_url: null,
  website: 'monsoonthreads.example',
  industry: 'fashion',
  description: null,
  campaigns_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function renderCard(brands: TBrandProfile[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(getBrandProfilesQueryOptions().queryKey, {
    data: brands,
    current_page: 1,
    per_page: 50,
    total: brands.length,
    last_page: 1,
  });
  const router = createMemoryRouter([{ path: '/', element: <DashboardBrandsCard /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the dashboard’s brands (issue 25 §2, duplicate brand)', () => {
  it('shows the registration brand as the first one, asking for its logo and description', () => {
    renderCard([brand()]);
    expect(screen.getByText('Monsoon Threads')).toBeTruthy();
    expect(screen.getByText(M.completeFirst)).toBeTruthy();
    const link = screen.getByRole('link', { name: /Add logo and description/ });
    expect(link.getAttribute('href')).toContain(brand().id);
  });

  it('stops asking once the first brand has a logo and a description', () => {
    renderCard([brand({ logo_url: '/api/files/x', description: 'Handloom cotton for the monsoon.' })]);
    expect(screen.queryByText(M.completeFirst)).toBeNull();
  });
});
