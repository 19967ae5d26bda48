import { BRAND_PROFILE_MESSAGES as M, type TBrandProfile } from '@amplio/shared/schemas/brand-profiles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrandProfilesQueryOptions } from '../api/get-brand-profiles';
import { BrandProfileForm } from './brand-profile-form';

const registrationBrand: TBrandProfile = {
  id: '9a3f5c1e-0000-4000-8000-000000000001',
  name: 'Monsoon Threads',
  logo_url: null,
  website: 'monsoonthreads.example',
  industry: 'fashion',
  description: null,
  campaigns_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function renderForm(profile?: TBrandProfile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(getBrandProfilesQueryOptions().queryKey, {
    data: [registrationBrand],
    current_page: 1,
    per_page: 50,
    total: 1,
    last_page: 1,
  });
  const router = createMemoryRouter([{ path: '/', element: <BrandProfileForm profile={profile} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const nameInput = () => screen.getByLabelText(/^Brand name/) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Add New Brand: a name the account already has (issue 25 §2, duplicate brand)', () => {
  it('warns when the registration brand’s name is typed again, in any case or spacing', () => {
    renderForm();
    expect(screen.queryByText(M.duplicateName('Monsoon Threads'))).toBeNull();
    fireEvent.change(nameInput(), { target: { value: '  monsoon   threads ' } });
    expect(screen.getByText(M.duplicateName('Monsoon Threads'))).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: 'Monsoon Kids' } });
    expect(screen.queryByText(/You already have a brand called/)).toBeNull();
  });

  it('does not warn when editing that very brand', () => {
    renderForm(registrationBrand);
    expect(nameInput().value).toBe('Monsoon Threads');
    expect(screen.queryByText(/You already have a brand called/)).toBeNull();
  });
});
