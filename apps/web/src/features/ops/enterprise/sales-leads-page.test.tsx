import { ENTERPRISE_MESSAGES } from '@amplio/shared/schemas/sales-leads';
import type { TOpsSalesLead } from '@amplio/shared/schemas/sales-leads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesLeadsPage } from './sales-leads-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const lead = (over: Partial<TOpsSalesLead> = {}): TOpsSalesLead => ({
  id: 'l1',
  name: 'Asha Rao',
  email: 'asha@glowlabs.in',
  company: 'Glow Labs',
  monthly_campaigns: 40,
  message: 'We launch every month.',
  created_at: '2026-11-27T10:00:00Z',
  brand: {
    user_id: 'u1',
    name: 'Glow Labs',
    email: 'owner@glowlabs.in',
    plan: 'trial',
    status: 'trialing',
    price: null,
    campaign_limit: 15,
  },
  ...over,
});

type Call = { method: string; path: string; body: unknown; key: string | null };
let calls: Call[];
function serve(list: () => Response | Promise<Response>, post?: (call: Call) => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const headers = new Headers(init?.headers);
      const call = {
        method: init?.method ?? 'GET',
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        key: headers.get('idempotency-key'),
      };
      calls.push(call);
      if (call.method === 'GET') return list();
      return post ? post(call) : json(404, { message: 'Not found' });
    }),
  );
}
function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <QueryClientProvider client={client}>
          <SalesLeadsPage />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}
const posts = () => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sales leads list', () => {
  it('lists each lead with its contact, campaigns, message and the account’s plan', async () => {
    serve(() => json(200, { success: true, data: [lead()] }));
    show();
    const card = await screen.findByRole('article', { name: 'Lead from Glow Labs' });
    expect(card.textContent).toContain('Asha Rao');
    expect(within(card).getByRole('link', { name: 'asha@glowlabs.in' }).getAttribute('href')).toBe('mailto:asha@glowlabs.in');
    expect(card.textContent).toContain('About 40 campaigns a month');
    expect(card.textContent).toContain('We launch every month.');
    expect(card.textContent).toContain('Free trial');
    expect(within(card).getByRole('button', { name: 'Put on Enterprise' })).toBeTruthy();
  });

  it('says when there are no leads, and when the list cannot load', async () => {
    serve(() => json(200, { success: true, data: [] }));
    show();
    expect(await screen.findByText('No sales leads yet')).toBeTruthy();
    cleanup();
    serve(() => json(500, { message: 'Server Error' }));
    show();
    expect(await screen.findByText('We could not load the sales leads.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('shows a lead whose account was deleted without the action', async () => {
    serve(() => json(200, { success: true, data: [lead({ brand: null })] }));
    show();
    expect(await screen.findByText('The account was deleted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Put on Enterprise' })).toBeNull();
  });
});

describe('putting an account on Enterprise', () => {
  it('checks the price and limit with the server’s exact messages before sending', async () => {
    serve(() => json(200, { success: true, data: [lead()] }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Put on Enterprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put this account on Enterprise?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Put on Enterprise' })));
    expect(within(dialog).getByText(ENTERPRISE_MESSAGES.priceRequired)).toBeTruthy();
    expect(within(dialog).getByText(ENTERPRISE_MESSAGES.limitRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Monthly price/), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText(/Active-campaign limit/), { target: { value: '2.5' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Put on Enterprise' })));
    expect(within(dialog).getByText(ENTERPRISE_MESSAGES.priceMin)).toBeTruthy();
    expect(within(dialog).getByText(ENTERPRISE_MESSAGES.limitWhole)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('sends the price and unlimited under an Idempotency-Key, says it is done and reads the list again', async () => {
    let enterprise = false;
    serve(
      () =>
        json(200, {
          success: true,
          data: [
            enterprise
              ? lead({ brand: { ...lead().brand!, plan: 'enterprise', status: 'active', price: 150_000, campaign_limit: null } })
              : lead(),
          ],
        }),
      () => {
        enterprise = true;
        return json(200, {
          success: true,
          message: ENTERPRISE_MESSAGES.done,
          data: { user_id: 'u1', plan: 'enterprise', status: 'active', price: 150_000, campaign_limit: null },
        });
      },
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Put on Enterprise' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Monthly price/), { target: { value: '150000' } });
    fireEvent.click(within(dialog).getByLabelText('Unlimited campaigns'));
    expect((within(dialog).getByLabelText(/Active-campaign limit/) as HTMLInputElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Put on Enterprise' })));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({ path: '/api/ops/brands/u1/enterprise', body: { price: 150_000, campaign_limit: null } });
    expect(posts()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Enterprise · ₹1,50,000 a month · unlimited campaigns')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change Enterprise terms' })).toBeTruthy();
  });

  it('puts the server’s 422 on the field', async () => {
    serve(
      () => json(200, { success: true, data: [lead()] }),
      () => json(422, { message: ENTERPRISE_MESSAGES.limitMax, errors: { campaign_limit: [ENTERPRISE_MESSAGES.limitMax] } }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Put on Enterprise' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Monthly price/), { target: { value: '1000' } });
    fireEvent.change(within(dialog).getByLabelText(/Active-campaign limit/), { target: { value: '20' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Put on Enterprise' })));
    expect(await within(dialog).findByText(ENTERPRISE_MESSAGES.limitMax)).toBeTruthy();
  });
});
