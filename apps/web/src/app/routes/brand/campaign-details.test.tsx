import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { PAYMENT_MESSAGES, type TCampaignFundingsResponse } from '@amplio/shared/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationFixture } from '../../../features/conversations/conversation-fixtures.test-support';
import { fundingSummaryFixture, json } from '../../../features/escrow/testing/funding-fixtures';
import CampaignDetailsPage from './campaign-details';

configure({ asyncUtilTimeout: 5000 });

const ID = '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';

/** A complete draft nobody has paid for yet: it can be funded, and has nothing in escrow. */
const draft: TCampaign = {
  id: ID,
  brand_id: 'b1',
  brand_name: 'Meera Naturals',
  product_name: 'Glow serum',
  description: 'A serum for every day.',
  key_features: ['Light'],
  platform: ['instagram'],
  video_style: 'Review',
  marketing_objective: 'sales',
  target_audience: 'Students',
  tags: [],
  start_date: '2026-11-26',
  end_date: '2026-12-20',
  compensation: 500,
  budget: 1000,
  price_cap: null,
  usage_rights: 'organic_only',
  script_approval_required: false,
  destination_url: null,
  status: 'draft',
  allowed_status_changes: [],
  missing_fields: {},
  cover_url: null,
  escrow: { funded: 0, reserved: 0, released: 0, refunded: 0, refund_pending: 0, available: 0 },
  open_funding: null,
  published_at: null,
  completed_at: null,
  archived_at: null,
  created_at: '2026-11-26T08:00:00.000Z',
  updated_at: '2026-11-26T08:00:00.000Z',
};

function serve(fundings: TCampaignFundingsResponse['data']) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(String(input), 'http://x').pathname;
      calls.push(path);
      if (path === `/api/brands/campaigns/${ID}`) return json(200, { data: draft });
      if (path === `/api/brands/campaigns/${ID}/fundings`) return json(200, { data: fundings });
      if (path === '/api/conversations')
        return json(200, conversationsAbout(new URL(String(input), 'http://x').searchParams.get('campaign_id')));
      throw new Error(`unexpected call ${path}`);
    }),
  );
  return calls;
}

/** GET /api/conversations?campaign_id=: one conversation about this campaign. */
const conversationsAbout = (campaignId: string | null) => ({
  success: true,
  data: campaignId === ID ? [conversationFixture({ campaign: { id: ID, product_name: 'Glow serum' }, unread_count: 2 })] : [],
  unread_total: 2,
  current_page: 1,
  last_page: 1,
});

function renderPage(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/brand/campaigns/:id', Component: CampaignDetailsPage }], {
    initialEntries: [`/brand/campaigns/${ID}${search}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('Campaign details: money of a draft', () => {
  it('shows the funding history of a draft whose only checkout was cancelled, without empty escrow figures', async () => {
    const reason = PAYMENT_MESSAGES.fundingReason.cancelled;
    serve([fundingSummaryFixture({ status: 'cancelled', captured_at: null, status_reason: reason })]);
    renderPage();
    const history = within(await screen.findByRole('tabpanel', { name: 'Funding history' }));
    expect(await history.findByText(reason)).toBeTruthy();
    expect(history.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Escrow' })).toBeNull();
  });

  it('asks for the fundings of a draft, and shows no money while it has none', async () => {
    const calls = serve([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The brief' })).toBeTruthy();
    await vi.waitFor(() => expect(calls).toContain(`/api/brands/campaigns/${ID}/fundings`));
    expect(screen.queryByRole('heading', { name: 'Money in and out' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Escrow' })).toBeNull();
  });
});

describe('Campaign details: Messages tab', () => {
  it('opens from ?tab=messages and lists the campaign’s conversations, each linking to its thread', async () => {
    serve([]);
    renderPage('?tab=messages');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Messages' }));
    const row = await panel.findByRole('link', { name: /Ishita Banerjee/ });
    expect(row.getAttribute('href')).toBe('/brand/messages/5d7c2a10-1b2c-4d3e-8f4a-5b6c7d8e9f01');
    expect(panel.getByRole('link', { name: 'Open in Messages' }).getAttribute('href')).toBe(`/brand/messages?campaign_id=${ID}`);
  });
});
