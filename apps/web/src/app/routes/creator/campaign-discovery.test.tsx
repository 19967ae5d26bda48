import { CONVERSATION_MESSAGES } from '@amplio/shared/schemas/conversations';
import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { json, serve } from '../../../features/wallet/wallet-fixtures.test-support';
import CampaignDiscoveryPage from './campaign-discovery';

vi.mock('../../../components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

configure({ asyncUtilTimeout: 5000 });

const campaign = (n: number): TDiscoveredCampaign => ({
  id: `0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a${String(n).padStart(2, '0')}`,
  brand_id: 'b1',
  brand_name: 'Glow Labs',
  product_name: `Glow serum ${n}`,
  description: null,
  key_features: [],
  platform: ['instagram'],
  video_style: null,
  marketing_objective: null,
  target_audience: null,
  tags: [],
  start_date: '2026-11-20',
  end_date: '2026-12-20',
  compensation: 2500,
  price_cap: null,
  usage_rights: 'organic_only',
  cover_url: null,
  created_at: '2026-11-20T07:00:00.000Z',
  my_prices: [],
  access_mode: 'open',
  invited: false,
  brand: {
    logo_url: null,
    website: null,
    description: null,
    reliability: { median_decision_hours: null, rejected_share: null, creators_paid: 0, rating: null, ratings_count: 0 },
  },
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/creator/campaigns', Component: CampaignDiscoveryPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify.success).mockClear();
});

describe('campaign discovery', () => {
  it('moves a page past the end to the last page with campaigns instead of saying there are none', async () => {
    const { calls } = serve({
      '/api/campaigns/active': (_init, url) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
        const data = page === 2 ? [campaign(11), campaign(12)] : page === 1 ? Array.from({ length: 10 }, (_, i) => campaign(i)) : [];
        return json(200, { data, current_page: page, per_page: 10, total: 12, last_page: 2 });
      },
    });
    const router = renderAt('/creator/campaigns?page=7');
    expect(await screen.findByText('Glow serum 12')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByText('No campaigns yet')).toBeNull();
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('page'))).toEqual(['7', '2']);
  });

  it('offers an apply form on a campaign that takes applications, and sends the platform and the pitch', async () => {
    const approval = {
      ...campaign(1),
      platform: ['instagram', 'youtube'] as TDiscoveredCampaign['platform'],
      access_mode: 'approval' as const,
    };
    const { calls } = serve({
      '/api/campaigns/active': () => json(200, { data: [approval], current_page: 1, per_page: 10, total: 1, last_page: 1 }),
      '/api/creator/social-links-with-pricing': () => json(200, { success: true, data: [] }),
      '/api/creator/invitations': () => json(200, { success: true, data: [] }),
      [`POST /api/campaigns/${approval.id}/applications`]: () =>
        json(201, { success: true, message: 'Application sent to Glow Labs at ₹2,500.', data: {} }),
    });
    renderAt('/creator/campaigns');
    const card = (await screen.findByText('Glow serum 1')).closest('article')!;
    expect(within(card as HTMLElement).getByText('Apply to join')).toBeTruthy();
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Start Creating' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: 'Generate script' })).toBeNull();
    fireEvent.change(await within(dialog).findByLabelText(/Platform/), { target: { value: 'youtube' } });
    const pitch = within(dialog).getByLabelText('Your pitch');
    fireEvent.change(pitch, { target: { value: 'I review serums every week for 40K viewers.' } });
    expect(within(dialog).getByText('43 / 1,000 characters')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Application sent to Glow Labs at ₹2,500.'));
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(new URL(post.url, 'http://x').pathname).toBe(`/api/campaigns/${approval.id}/applications`);
    expect(JSON.parse(String(post.init.body))).toEqual({ platform: 'youtube', pitch: 'I review serums every week for 40K viewers.' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the brand about a campaign from its card, then opens the new conversation', async () => {
    const open = campaign(1);
    const { calls } = serve({
      '/api/campaigns/active': () => json(200, { data: [open], current_page: 1, per_page: 10, total: 1, last_page: 1 }),
      [`POST /api/campaigns/${open.id}/questions`]: () => json(201, { success: true, conversation_id: 'k9' }),
    });
    const router = renderAt('/creator/campaigns');
    const card = (await screen.findByText('Glow serum 1')).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Ask the brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Glow Labs' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    });
    expect(within(dialog).getByText(CONVERSATION_MESSAGES.questionRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Your question/), { target: { value: 'Can I film outdoors?' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/creator/dashboard/messages/k9'));
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ body: 'Can I film outdoors?' });
  });

  it('shows the server’s refusal of a question under the field', async () => {
    const open = campaign(1);
    serve({
      '/api/campaigns/active': () => json(200, { data: [open], current_page: 1, per_page: 10, total: 1, last_page: 1 }),
      [`POST /api/campaigns/${open.id}/questions`]: () => json(404, { message: CONVERSATION_MESSAGES.campaignNotFound }),
    });
    renderAt('/creator/campaigns');
    const card = (await screen.findByText('Glow serum 1')).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Ask the brand' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Your question/), { target: { value: 'Hello?' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    });
    expect(await within(dialog).findByText(CONVERSATION_MESSAGES.campaignNotFound)).toBeTruthy();
  });
});
