import type { TCampaignCreatorsResponse, TCollaboration } from '@amplio/shared/schemas/collaborations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { json } from '../../escrow/testing/funding-fixtures';
import { CampaignCreatorsTab } from './campaign-creators-tab';

vi.mock('../../../components/ui/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

configure({ asyncUtilTimeout: 5000 });

const CAMPAIGN = '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';
const APPLICATION = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const application: TCollaboration = {
  id: APPLICATION,
  kind: 'application',
  status: 'pending',
  campaign_id: CAMPAIGN,
  campaign_name: 'Glow serum',
  brand_name: 'Meera Naturals',
  creator_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  creator_name: 'Ishita Banerjee',
  creator_username: 'ishita',
  platform: 'instagram',
  price: 2500,
  message: 'I film skincare routines every week.',
  decline_reason: null,
  script_id: null,
  script_status: null,
  created_at: '2026-11-26T08:00:00.000Z',
  expires_at: '2026-12-03T08:00:00.000Z',
  decided_at: null,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Serves the Creators tab: the GET answers with the current rows; each POST/PUT with `answer` and changes the rows. */
function serve(answer: (call: Call, rows: TCollaboration[]) => { status: number; body: unknown; rows?: TCollaboration[] }) {
  const calls: Call[] = [];
  let rows = [application];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://x').pathname;
      const method = init.method ?? 'GET';
      if (path === '/sanctum/csrf-cookie') {
        // biome-ignore lint/suspicious/noDocumentCookie: the server's XSRF-TOKEN cookie, as the browser would keep it
        document.cookie = 'XSRF-TOKEN=tok-1';
        return new Response(null, { status: 204 });
      }
      const call = { method, path, body: init.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init.headers) };
      calls.push(call);
      if (method === 'GET' && path === `/api/brands/campaigns/${CAMPAIGN}/creators`) {
        const body: TCampaignCreatorsResponse = {
          success: true,
          access: {
            access_mode: 'approval',
            max_creators: 5,
            slots_taken: rows.filter((r) => r.status === 'accepted').length,
            requirements: { min_followers: null, categories: [], languages: [], countries: [] },
          },
          held: rows.filter((r) => r.status === 'accepted' && !r.script_id).reduce((sum, r) => sum + r.price, 0),
          data: rows,
        };
        return json(200, body);
      }
      const result = answer(call, rows);
      if (result.rows) rows = result.rows;
      return json(result.status, result.body);
    }),
  );
  return calls;
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CampaignCreatorsTab campaign={{ id: CAMPAIGN, status: 'active' }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const gets = (calls: Call[]) => calls.filter((c) => c.method === 'GET').length;

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(() => {
  cleanup();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('Campaign creators tab', () => {
  it('shows the application with its pitch and a link to the creator', async () => {
    serve(() => ({ status: 500, body: {} }));
    renderTab();
    const applied = await screen.findByRole('region', { name: /Applied/ });
    expect(within(applied).getByRole('link', { name: 'Ishita Banerjee' }).getAttribute('href')).toBe('/brand/creators/ishita');
    expect(within(applied).getByText('I film skincare routines every week.')).toBeTruthy();
    expect(screen.getByText('0 of 5 slots taken')).toBeTruthy();
  });

  it('accepts an application once, with an Idempotency-Key, and reloads the list', async () => {
    const calls = serve((_call, rows) => {
      const accepted = rows.map((r) => ({ ...r, status: 'accepted' as const, expires_at: '2026-12-10T08:00:00.000Z' }));
      return { status: 200, body: { success: true, message: 'Application accepted.', data: accepted[0] }, rows: accepted };
    });
    renderTab();
    const accept = await screen.findByRole('button', { name: /Accept for ₹2,500/ });
    const before = gets(calls);
    await click(accept);
    await click(accept);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual([`/api/brands/applications/${APPLICATION}/accept`]);
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('region', { name: /Working/ })).toBeTruthy();
    expect(screen.getByText(/Waiting for the script, held until/)).toBeTruthy();
    expect(gets(calls)).toBeGreaterThan(before);
    expect(notify.success).toHaveBeenCalledWith('Application accepted.');
  });

  it('declines an application with the reason typed in the dialog', async () => {
    const calls = serve((_call, rows) => {
      const declined = rows.map((r) => ({ ...r, status: 'declined' as const, decline_reason: 'Not this month.' }));
      return { status: 200, body: { success: true, message: 'Application declined.', data: declined[0] }, rows: declined };
    });
    renderTab();
    await click(await screen.findByRole('button', { name: /^Decline/ }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText('Reason (optional)');
    fireEvent.change(reason, { target: { value: 'Not this month.' } });
    expect(within(dialog).getByText('15 / 500 characters')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Decline application' }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/api/brands/applications/${APPLICATION}/decline`);
    expect(post?.body).toEqual({ reason: 'Not this month.' });
    expect(await screen.findByRole('region', { name: /Declined or ended/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves the access mode and the number of creators with a PUT', async () => {
    const calls = serve(() => ({
      status: 200,
      body: { success: true, data: { access_mode: 'invite_only', max_creators: 3, slots_taken: 0 } },
    }));
    renderTab();
    const form = await screen.findByRole('form', { name: 'Campaign access' });
    fireEvent.click(within(form).getByRole('radio', { name: /Invite only/ }));
    fireEvent.change(within(form).getByLabelText('Creators needed'), { target: { value: '3' } });
    await click(within(form).getByRole('button', { name: 'Save access' }));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/api/brands/campaigns/${CAMPAIGN}/access`);
    expect(put?.body).toEqual({
      access_mode: 'invite_only',
      max_creators: 3,
      requirements: { min_followers: null, categories: [], languages: [], countries: [] },
    });
  });

  it('sends who the campaign is for with the access', async () => {
    const calls = serve(() => ({ status: 200, body: { success: true, data: {} } }));
    renderTab();
    const form = await screen.findByRole('form', { name: 'Campaign access' });
    const section = within(form).getByRole('group', { name: 'Who it is for' });
    fireEvent.change(within(section).getByLabelText('Minimum followers'), { target: { value: '10000' } });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Fitness & Health' }));
    expect(within(section).getByText('Only creators with 10,000+ followers, in Fitness & Health.')).toBeTruthy();
    await click(within(form).getByRole('button', { name: 'Save access' }));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      access_mode: 'approval',
      max_creators: 5,
      requirements: { min_followers: 10000, categories: ['fitness'], languages: [], countries: [] },
    });
  });

  it('shows a requirement’s error under its field, keyed by the nested path', async () => {
    serve(() => ({
      status: 422,
      body: { message: 'Check the form.', errors: { 'requirements.categories.0': ['Choose categories from the list.'] } },
    }));
    renderTab();
    const form = await screen.findByRole('form', { name: 'Campaign access' });
    await click(within(form).getByRole('button', { name: 'Save access' }));
    const categories = await within(form).findByRole('group', { name: 'Categories' });
    expect(within(categories).getByText('Choose categories from the list.')).toBeTruthy();
    expect(within(form).queryByText('Not saved')).toBeNull();
  });

  it('shows the server’s field error under the number of creators', async () => {
    serve(() => ({
      status: 422,
      body: { message: 'Check the form.', errors: { max_creators: ['2 creators already work on this campaign.'] } },
    }));
    renderTab();
    const form = await screen.findByRole('form', { name: 'Campaign access' });
    fireEvent.change(within(form).getByLabelText('Creators needed'), { target: { value: '1' } });
    await click(within(form).getByRole('button', { name: 'Save access' }));
    expect(await within(form).findByText('2 creators already work on this campaign.')).toBeTruthy();
  });
});
