import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { json } from '../../escrow/testing/funding-fixtures';
import { InviteDialog } from './invite-dialog';
import { InviteListDialog } from './invite-list-dialog';

vi.mock('../../../components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

configure({ asyncUtilTimeout: 5000 });

const CAMPAIGN = '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';
const OTHER = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const CREATOR = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const LIST = '5c0f2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41';

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderWith(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const price = (campaign_id: string, campaign_name: string, platform: string, dynamic_price: number) => ({
  campaign_id,
  campaign_name,
  platform,
  dynamic_price,
  breakdown: [],
});

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(() => {
  cleanup();
  vi.mocked(notify.success).mockClear();
});

describe('Invite to a campaign', () => {
  const creator = {
    id: CREATOR,
    name: 'Ishita Banerjee',
    prices: [
      price(CAMPAIGN, 'Glow serum', 'instagram', 2500),
      price(CAMPAIGN, 'Glow serum', 'youtube', 4000),
      price(OTHER, 'Night cream', 'instagram', 1800),
    ],
  };

  it('sends the chosen campaign, platform, offer and message, then says it worked and closes', async () => {
    const calls = serve(() => json(201, { success: true, message: 'Invitation sent to Ishita Banerjee.', data: {} }));
    renderWith(<InviteDialog creator={creator} />);
    await click(screen.getByRole('button', { name: 'Invite to a campaign' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('₹2,500')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Platform'), { target: { value: 'youtube' } });
    expect(within(dialog).getByText('₹4,000')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Offer more (optional)'), { target: { value: '4500' } });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: 'Loved your reel.' } });
    await click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /api/brands/campaigns/${CAMPAIGN}/invitations`]);
    expect(calls[0]!.body).toEqual({ creator_id: CREATOR, platform: 'youtube', message: 'Loved your reel.', price: 4500 });
    expect(notify.success).toHaveBeenCalledWith('Invitation sent to Ishita Banerjee.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal inside the dialog', async () => {
    serve(() => json(409, { message: 'This creator already works on this campaign.' }));
    renderWith(<InviteDialog creator={creator} />);
    await click(screen.getByRole('button', { name: 'Invite to a campaign' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send invitation' }));
    expect(await within(screen.getByRole('dialog')).findByText('This creator already works on this campaign.')).toBeTruthy();
  });

  it('says so when the brand has no running campaign, with a way to create one', async () => {
    serve(() => json(500, {}));
    renderWith(<InviteDialog creator={{ ...creator, prices: [] }} />);
    await click(screen.getByRole('button', { name: 'Invite to a campaign' }));
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'Create a campaign' });
    expect(link.getAttribute('href')).toBe('/brand/campaigns/create');
  });
});

describe('Invite this list to a campaign', () => {
  const campaign = (id: string, name: string, platform: TCampaign['platform']) => ({ id, product_name: name, platform });

  it('invites the list to an upcoming or active campaign and lists who was skipped and why', async () => {
    const calls = serve((call) => {
      if (call.method === 'GET' && call.query.includes('status=active'))
        return json(200, {
          data: [campaign(CAMPAIGN, 'Glow serum', ['instagram', 'youtube'])],
          current_page: 1,
          per_page: 10,
          total: 1,
          last_page: 1,
        });
      if (call.method === 'GET') return json(200, { data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 });
      return json(201, {
        success: true,
        message: '1 creator invited, 1 skipped.',
        invited: 1,
        skipped: [{ creator_id: CREATOR, reason: 'This creator already works on this campaign.' }],
      });
    });
    renderWith(<InviteListDialog list={{ id: LIST, name: 'Diwali' }} creators={[{ id: CREATOR, name: 'Ishita Banerjee' }]} />);
    await click(screen.getByRole('button', { name: 'Invite this list to a campaign' }));
    const dialog = screen.getByRole('dialog');
    const platform = await within(dialog).findByLabelText('Platform');
    fireEvent.change(platform, { target: { value: 'youtube' } });
    await click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/api/brands/campaigns/${CAMPAIGN}/invitations/list`);
    expect(post?.body).toEqual({ list_id: LIST, platform: 'youtube', message: null });
    expect(await within(dialog).findByText('1 creator invited, 1 skipped.')).toBeTruthy();
    expect(within(dialog).getByText('This creator already works on this campaign.')).toBeTruthy();
    expect(within(dialog).getByText(/Ishita Banerjee/)).toBeTruthy();
  });
});
