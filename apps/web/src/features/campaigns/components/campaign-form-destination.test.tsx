import type { TBrandProfile } from '@amplio/shared/schemas/brand-profiles';
import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignForm } from './campaign-form';

const BRAND = { id: '0b6f9a56-2f0c-4d5e-8a1b-3c4d5e6f7a8b', name: 'Glow Co' } as TBrandProfile;

function serve() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push({ url: String(input), body: init.body ? JSON.parse(String(init.body)) : {} });
      return new Response(JSON.stringify({ message: 'Draft saved.', data: { id: 'new-id' } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/brand/campaigns/create', element: <CampaignForm brands={[BRAND]} /> },
      { path: '/brand/campaigns/:id', element: <p>Details page</p> },
    ],
    { initialEntries: ['/brand/campaigns/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const saveDraft = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  });
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => setTimeout(() => fn(0), 0));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the campaign form’s destination link (issue 27 §2)', () => {
  it('refuses an address that is not https with the exact message, and sends nothing', async () => {
    const calls = serve();
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Glow serum' } });
    fireEvent.change(screen.getByLabelText(/^Destination link/), { target: { value: 'http://shop.example/glow' } });
    await saveDraft();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.destinationUrlInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends an https address with the draft', async () => {
    const calls = serve();
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Glow serum' } });
    fireEvent.change(screen.getByLabelText(/^Destination link/), { target: { value: 'https://shop.example/glow?ref=ig' } });
    await saveDraft();
    expect(calls[0]?.body.destination_url).toBe('https://shop.example/glow?ref=ig');
  });
});
