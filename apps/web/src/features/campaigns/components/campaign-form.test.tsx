import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import type { TBrandProfile } from '@amplio/shared/schemas/brand-profiles';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignForm } from './campaign-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const BRAND = { id: '0b6f9a56-2f0c-4d5e-8a1b-3c4d5e6f7a8b', name: 'Glow Co' } as TBrandProfile;
const SAVED = { message: 'Draft saved.', data: { id: 'new-id' } };

function serve(answer: Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push({ url: String(input), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer;
    }),
  );
  return calls;
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/brand/campaigns/create', element: <CampaignForm brands={[BRAND]} /> },
      { path: '/brand/campaigns/:id', element: <p>Details page</p> },
      { path: '/brand/campaigns', element: <p>Campaign list</p> },
    ],
    { initialEntries: ['/brand/campaigns/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
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

describe('campaign form', () => {
  it('saves a half-filled draft with only what was given, the only brand chosen for the brand', async () => {
    const calls = serve(json(201, SAVED));
    const router = renderForm();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Glow serum' } });
    await click('Save draft');
    expect(calls).toEqual([{ url: '/api/brands/campaigns', method: 'POST', body: { brand_id: BRAND.id, product_name: 'Glow serum' } }]);
    expect(router.state.location.pathname).toBe('/brand/campaigns/new-id');
  });

  it('creates one draft on a double click on Save draft', async () => {
    const calls = serve(json(201, SAVED));
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Glow serum' } });
    await act(async () => {
      const button = screen.getByRole('button', { name: 'Save draft' });
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('refuses to fund a half-filled draft and names what is missing, without calling the server', async () => {
    const calls = serve(json(201, SAVED));
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Glow serum' } });
    await click('Save and fund');
    expect(calls).toEqual([]);
    expect(screen.getByText(CAMPAIGN_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.keyFeaturesRequired)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.budgetRequired)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.usageRightsRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Fill in every required field before funding');
  });

  it('checks a given field even in a draft: compensation above the budget', async () => {
    const calls = serve(json(201, SAVED));
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Budget/), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText(/^Compensation per creator/), { target: { value: '6000' } });
    await click('Save draft');
    expect(calls).toEqual([]);
    expect(screen.getByText(CAMPAIGN_MESSAGES.compensationAboveBudget)).toBeTruthy();
  });

  it('shows the server’s 422 message under its field', async () => {
    serve(json(422, { message: 'The given data was invalid.', errors: { product_name: ['Product name is taken'] } }));
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Glow serum' } });
    await click('Save draft');
    expect(screen.getByText('Product name is taken')).toBeTruthy();
  });

  it('adds key features one at a time with Enter and removes them by name', async () => {
    serve(json(201, SAVED));
    renderForm();
    const input = screen.getByLabelText(/^Key features/);
    fireEvent.change(input, { target: { value: 'Waterproof' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'waterproof' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Vegan' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1.Waterproof', '2.Vegan']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove feature Waterproof' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1.Vegan']);
  });

  it('asks before leaving with unsaved changes, and leaves when told to', async () => {
    serve(json(201, SAVED));
    const router = renderForm();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Glow serum' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    });
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/brand/campaigns/create');
    await click('Leave page');
    expect(router.state.location.pathname).toBe('/brand/campaigns');
  });

  it('leaves without asking once the draft is saved', async () => {
    serve(json(201, SAVED));
    const router = renderForm();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Glow serum' } });
    await click('Save draft');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/brand/campaigns/new-id');
  });
});

describe('a published campaign’s locked terms (issue 25)', () => {
  const LIVE = {
    id: 'live-id',
    brand_id: BRAND.id,
    status: 'active',
    product_name: 'Glow serum',
    description: 'A serum for every skin type.',
    key_features: ['Light'],
    platform: ['instagram'],
    video_style: 'Unboxing',
    marketing_objective: 'brand_awareness',
    target_audience: 'Women 20–35',
    tags: [],
    start_date: '2026-11-01',
    end_date: '2026-12-31',
    compensation: 2500,
    budget: 50000,
    price_cap: null,
    usage_rights: 'organic_only',
    cover_url: null,
  } as unknown as TCampaign;

  function renderEdit() {
    const router = createMemoryRouter(
      [
        { path: '/brand/campaigns/:id/edit', element: <CampaignForm campaign={LIVE} brands={[BRAND]} /> },
        { path: '/brand/campaigns/:id', element: <p>Details page</p> },
      ],
      { initialEntries: ['/brand/campaigns/live-id/edit'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('shows the start date locked, saying why, instead of letting the brand change what a save refuses', () => {
    serve(json(200, { message: 'Campaign saved.', data: { id: 'live-id' } }));
    renderEdit();
    const start = screen.getByLabelText(/^Start date/) as HTMLInputElement;
    expect(start.disabled).toBe(true);
    const described = (start.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain(CAMPAIGN_MESSAGES.lockedWhenPublishedHint);
    for (const label of [/^Compensation per creator/, /^Price cap per creator/]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled, String(label)).toBe(true);
    }
    // What may still change stays open.
    expect((screen.getByLabelText(/^End date/) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText(/^Budget/) as HTMLInputElement).disabled).toBe(false);
  });

  it('saves an edit of a published campaign with its locked terms unchanged', async () => {
    const calls = serve(json(200, { message: 'Campaign saved.', data: { id: 'live-id' } }));
    const router = renderEdit();
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2027-01-15' } });
    // jsdom does not select a registered native select's initial option the way a browser does.
    fireEvent.change(screen.getByLabelText(/^Marketing objective/), { target: { value: 'brand_awareness' } });
    await click('Save changes');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ start_date: '2026-11-01', compensation: 2500, end_date: '2027-01-15', usage_rights: 'organic_only' });
    expect(router.state.location.pathname).toBe('/brand/campaigns/live-id');
  });
});
