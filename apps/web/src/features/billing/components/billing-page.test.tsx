import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { SALES_LEAD_MESSAGES } from '@amplio/shared/schemas/sales-leads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../api/billing-actions';
import { BillingPage } from './billing-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const day = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
const periodEnd = inDays(20);

const billing = (over: Partial<TBrandBilling> = {}): TBrandBilling => ({
  plan: 'trial',
  status: 'trialing',
  trial_ends_at: inDays(10),
  current_period_end: null,
  cancel_at_period_end: false,
  active_campaigns: 3,
  campaign_limit: 15,
  next_charge: null,
  pending_plan: null,
  payment_method: null,
  retry_at: null,
  prices_inr: { starter: 41_999, growth: 83_999 },
  ...over,
});
const starter = (over: Partial<TBrandBilling> = {}) =>
  billing({
    plan: 'starter',
    status: 'active',
    trial_ends_at: null,
    current_period_end: periodEnd,
    campaign_limit: 5,
    next_charge: { amount: 41_999, gst: 7_559.82, total: 49_558.82, at: periodEnd },
    payment_method: { label: 'UPI AutoPay · asha@okaxis', test_mode: true },
    ...over,
  });
const growth = (over: Partial<TBrandBilling> = {}) =>
  starter({
    plan: 'growth',
    campaign_limit: 15,
    active_campaigns: 7,
    next_charge: { amount: 83_999, gst: 15_119.82, total: 99_118.82, at: periodEnd },
    ...over,
  });

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
type Handler = (call: Call) => Response | Promise<Response>;

/** Serves GET /api/brands/billing from `state` (a POST's answer replaces it), invoices as empty, and `routes` by "METHOD path". */
function serve(initial: TBrandBilling | Handler, routes: Record<string, Handler> = {}) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      if (route) return route(call);
      if (call.path === '/api/brands/billing') return typeof initial === 'function' ? initial(call) : json(200, initial);
      if (call.path === '/api/brands/invoices')
        return json(200, { success: true, data: [], current_page: 1, per_page: 20, total: 0, last_page: 1 });
      return json(404, { message: 'Not found' });
    }),
  );
}
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

let location: { search: string } = { search: '' };
function show(entry = '/brand/billing') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QueryClientProvider client={client}>
            <BillingPage />
          </QueryClientProvider>
        ),
      },
    ],
    {
      initialEntries: [entry],
    },
  );
  render(<RouterProvider router={router} />);
  location = {
    get search() {
      return router.state.location.search;
    },
  };
}
const card = (name: string) => screen.getByRole('listitem', { name: `${name} plan` });

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the billing page’s states', () => {
  it('shows a loading state, then the plan', async () => {
    let answer: (r: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    show();
    expect(screen.getByRole('status', { name: 'Loading billing' })).toBeTruthy();
    await act(async () => answer(json(200, billing())));
    expect(await screen.findByText('Free trial (Growth limits)')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading billing' })).toBeNull();
  });

  it('shows an error with Try again when the plan cannot be read, and recovers', async () => {
    let fail = true;
    serve(() => (fail ? json(500, { message: 'Server Error' }) : json(200, billing())));
    show();
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Free trial (Growth limits)')).toBeTruthy();
  });

  it('on the trial: days left, no charge due, no payment method, and Choose on Starter and Growth with rupee prices', async () => {
    serve(billing());
    show();
    expect(await screen.findByText(/10 days left/)).toBeTruthy();
    expect(screen.getByText('None due')).toBeTruthy();
    expect(screen.getByText(/None yet: you authorise one/)).toBeTruthy();
    expect(within(card('Starter')).getByText('$499')).toBeTruthy();
    expect(within(card('Starter')).getByText('₹41,999')).toBeTruthy();
    expect(within(card('Growth')).getByText('₹83,999')).toBeTruthy();
    expect(within(card('Starter')).getByRole('button', { name: 'Choose Starter' })).toBeTruthy();
    expect(within(card('Growth')).getByRole('button', { name: 'Choose Growth' })).toBeTruthy();
    expect(within(card('Enterprise')).getByRole('button', { name: 'Contact sales' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });

  it('on a paid plan: the next charge with GST and its date, the payment method in test mode, and Cancel', async () => {
    serve(starter());
    show();
    const charge = await screen.findByText(/₹41,999 \+ ₹7,559.82 GST =/);
    expect(charge.textContent).toBe(`₹41,999 + ₹7,559.82 GST = ₹49,558.82 on ${day(periodEnd)}`);
    expect(screen.getByText('UPI AutoPay · asha@okaxis')).toBeTruthy();
    expect(screen.getByText(/test mode/i)).toBeTruthy();
    expect(screen.getByText('Renews')).toBeTruthy();
    expect(within(card('Starter')).getByText('Current plan')).toBeTruthy();
    expect(within(card('Growth')).getByRole('button', { name: 'Upgrade to Growth' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeTruthy();
  });

  it('past due: a banner with the retry date, the plan still shown', async () => {
    const retry = inDays(3);
    serve(starter({ status: 'past_due', retry_at: retry }));
    show();
    expect(await screen.findByText('Your renewal payment did not go through')).toBeTruthy();
    expect(screen.getByText(new RegExp(`again on ${day(retry)}`))).toBeTruthy();
    expect(screen.getByText('Payment due')).toBeTruthy();
  });

  it('lapsed after the trial: says so, and offers Choose again', async () => {
    serve(billing({ plan: 'none', status: 'lapsed', trial_ends_at: inDays(-1), campaign_limit: 0 }));
    show();
    expect(await screen.findByText('Your free trial has ended')).toBeTruthy();
    expect(within(card('Growth')).getByRole('button', { name: 'Choose Growth' })).toBeTruthy();
  });

  it('lapsed after a failed renewal: says the plan has ended', async () => {
    serve(starter({ plan: 'none', status: 'lapsed', next_charge: null, campaign_limit: 0 }));
    show();
    expect(await screen.findByText('Your plan has ended')).toBeTruthy();
    expect(within(card('Starter')).getByRole('button', { name: 'Choose Starter' })).toBeTruthy();
  });

  it('on Enterprise: unlimited campaigns, no self-serve changes, no Contact sales', async () => {
    serve(billing({ plan: 'enterprise', status: 'active', trial_ends_at: null, campaign_limit: null, active_campaigns: 22 }));
    show();
    expect(await screen.findByText('22 (unlimited)')).toBeTruthy();
    expect(within(card('Enterprise')).getByText('Your current plan')).toBeTruthy();
    expect(within(card('Starter')).getByText('You are on Enterprise: talk to sales to change.')).toBeTruthy();
    expect(screen.getByText('Arranged with our sales team')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact sales' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });
});

describe('choosing, upgrading and downgrading', () => {
  it('Choose Growth says the rupee price with GST, then goes to the checkout the server names', async () => {
    const checkout = vi.spyOn(goTo, 'checkout').mockImplementation(() => undefined);
    serve(billing(), { 'POST /api/brands/billing/subscribe': () => json(200, { success: true, checkout_url: '/sandbox/checkout/abc' }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Growth' });
    expect(dialog.textContent).toContain('₹83,999 + ₹15,119.82 GST = ₹99,118.82 a month');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' })));
    expect(posts('/api/brands/billing/subscribe').map((c) => c.body)).toEqual([{ plan: 'growth' }]);
    expect(checkout).toHaveBeenCalledWith('/sandbox/checkout/abc');
  });

  it('keeps the server’s refusal of a subscription in the dialog', async () => {
    const checkout = vi.spyOn(goTo, 'checkout').mockImplementation(() => undefined);
    serve(billing(), {
      'POST /api/brands/billing/subscribe': () => json(409, { success: false, message: 'You already have a plan.' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' })));
    expect(await within(dialog).findByText('You already have a plan.')).toBeTruthy();
    expect(checkout).not.toHaveBeenCalled();
  });

  it('Upgrade explains the prorated charge now, and the page shows Growth once the server answers', async () => {
    serve(starter(), { 'POST /api/brands/billing/change': () => json(200, growth()) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Growth now?' });
    expect(dialog.textContent).toContain('Growth starts at once, with a new monthly period from today.');
    expect(dialog.textContent).toContain('The unused part of your Starter period is credited, to the paisa, against Growth’s first month');
    expect(dialog.textContent).toContain('Growth renews monthly at ₹83,999 + ₹15,119.82 GST = ₹99,118.82 a month');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to Growth' })));
    expect(posts('/api/brands/billing/change').map((c) => c.body)).toEqual([{ plan: 'growth' }]);
    await waitFor(() => expect(within(card('Growth')).getByText('Current plan')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Downgrade says it starts at the period end and what happens to campaigns over the lower limit', async () => {
    serve(growth(), { 'POST /api/brands/billing/change': () => json(200, growth({ pending_plan: 'starter' })) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter?' });
    expect(dialog.textContent).toContain(`You keep Growth until ${day(periodEnd)}`);
    expect(dialog.textContent).toContain('Starter allows 5 active campaigns: you have 7 now.');
    expect(dialog.textContent).toContain('they all run to their end, and no new campaign publishes until fewer than 5 are active');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: `Downgrade on ${day(periodEnd)}` })));
    expect(posts('/api/brands/billing/change').map((c) => c.body)).toEqual([{ plan: 'starter' }]);
    expect(await within(card('Starter')).findByText(`Starts on ${day(periodEnd)}, when your current period ends`)).toBeTruthy();
    expect(screen.getByText(`Moves to Starter on ${day(periodEnd)}`)).toBeTruthy();
  });

  it('Keep Growth undoes a downgrade set for the period end', async () => {
    serve(growth({ pending_plan: 'starter' }), { 'POST /api/brands/billing/change': () => json(200, growth()) });
    show();
    await act(async () =>
      fireEvent.click(
        await within(await screen.findByRole('listitem', { name: 'Growth plan' })).findByRole('button', { name: 'Keep Growth' }),
      ),
    );
    expect(posts('/api/brands/billing/change').map((c) => c.body)).toEqual([{ plan: 'growth' }]);
    expect(await within(card('Starter')).findByRole('button', { name: 'Downgrade to Starter' })).toBeTruthy();
  });

  it('offers no change while a renewal is past due', async () => {
    serve(starter({ status: 'past_due', retry_at: inDays(1) }));
    show();
    expect(
      await within(await screen.findByRole('listitem', { name: 'Growth plan' })).findByText('Change your plan once the renewal is paid.'),
    ).toBeTruthy();
  });

  it('shows a 422 from a change inside its dialog', async () => {
    serve(starter(), { 'POST /api/brands/billing/change': () => json(422, { success: false, message: 'Choose Starter or Growth.' }) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Growth' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to Growth' })));
    expect(await within(dialog).findByText('Choose Starter or Growth.')).toBeTruthy();
  });
});

describe('back from the checkout', () => {
  it('says it is confirming the payment, reads the plan again until it starts, then says it is active', async () => {
    let reads = 0;
    serve(() => json(200, ++reads < 2 ? billing() : starter()));
    show('/brand/billing?checkout=ch1');
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(await screen.findByText('Payment received', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByText(/Your Starter plan is active/)).toBeTruthy();
    expect(location.search).toBe('');
    const settled = reads;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    expect(reads).toBe(settled);
  });

  it('drops the confirmation once the plan changes again', async () => {
    serve(starter(), { 'POST /api/brands/billing/change': () => json(200, growth()) });
    show('/brand/billing?checkout=ch1');
    expect(await screen.findByText('Payment received')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Growth' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to Growth' })));
    await waitFor(() => expect(screen.queryByText('Payment received')).toBeNull());
  });

  it('says the confirmation has not come after half a minute, and stops reading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve(billing());
      show('/brand/billing?checkout=ch1');
      expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(31_000);
      });
      expect(await screen.findByText('No confirmation of the payment yet')).toBeTruthy();
      const settled = calls.length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      expect(calls.filter((c) => c.path === '/api/brands/billing').length).toBe(
        calls.slice(0, settled).filter((c) => c.path === '/api/brands/billing').length,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cancelling and resuming', () => {
  it('Cancel asks first, says it ends at the period end and can be undone, then offers Resume', async () => {
    serve(starter(), {
      'POST /api/brands/billing/cancel': () => json(200, starter({ cancel_at_period_end: true, next_charge: null })),
      'POST /api/brands/billing/resume': () => json(200, starter()),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Starter plan?' });
    expect(dialog.textContent).toContain(`Your plan stays active until ${day(periodEnd)} and then ends; nothing more is charged.`);
    expect(dialog.textContent).toContain(`You can undo this until ${day(periodEnd)} with Resume.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(posts('/api/brands/billing/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await act(async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel at period end' })));
    expect(posts('/api/brands/billing/cancel')).toHaveLength(1);
    expect(await screen.findByText(`Your plan ends on ${day(periodEnd)}`)).toBeTruthy();
    expect(screen.getByText('Ends')).toBeTruthy();
    expect(within(card('Growth')).getByText('Resume your plan to change it.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resume Starter' })));
    expect(posts('/api/brands/billing/resume')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeTruthy();
    expect(screen.queryByText(`Your plan ends on ${day(periodEnd)}`)).toBeNull();
  });

  it('shows why a resume was refused', async () => {
    serve(starter({ cancel_at_period_end: true }), {
      'POST /api/brands/billing/resume': () => json(409, { success: false, message: 'This plan has already ended.' }),
    });
    show();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Resume Starter' })));
    expect((await screen.findByRole('alert')).textContent).toBe('This plan has already ended.');
  });
});

describe('Contact sales', () => {
  async function openForm() {
    fireEvent.click(await screen.findByRole('button', { name: 'Contact sales' }));
    return screen.findByRole('dialog', { name: 'Talk to sales about Enterprise' });
  }
  const type = (dialog: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

  it('names each missing field with its exact message and sends nothing', async () => {
    serve(billing());
    show();
    const dialog = await openForm();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send to sales' })));
    expect(await within(dialog).findByText(SALES_LEAD_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(SALES_LEAD_MESSAGES.emailRequired)).toBeTruthy();
    expect(within(dialog).getByText(SALES_LEAD_MESSAGES.companyRequired)).toBeTruthy();
    expect(within(dialog).getByText(SALES_LEAD_MESSAGES.campaignsRequired)).toBeTruthy();
    expect(posts('/api/sales/leads')).toHaveLength(0);
  });

  it('sends the lead and says it is with the sales team', async () => {
    serve(billing(), {
      'POST /api/sales/leads': () => json(201, { success: true, message: SALES_LEAD_MESSAGES.sent, data: { id: 'l1' } }),
    });
    show();
    const dialog = await openForm();
    type(dialog, 'Your name', 'Asha Rao');
    type(dialog, 'Work e-mail', 'asha@glowlabs.in');
    type(dialog, 'Company', 'Glow Labs');
    type(dialog, 'Campaigns a month', '40');
    type(dialog, 'Message', 'Launches every month.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send to sales' })));
    expect(await within(dialog).findByText(SALES_LEAD_MESSAGES.sent)).toBeTruthy();
    expect(posts('/api/sales/leads').map((c) => c.body)).toEqual([
      { name: 'Asha Rao', email: 'asha@glowlabs.in', company: 'Glow Labs', monthly_campaigns: 40, message: 'Launches every month.' },
    ]);
  });

  it('puts the server’s 422 on its field', async () => {
    serve(billing(), {
      'POST /api/sales/leads': () =>
        json(422, { message: SALES_LEAD_MESSAGES.emailInvalid, errors: { email: [SALES_LEAD_MESSAGES.emailInvalid] } }),
    });
    show();
    const dialog = await openForm();
    type(dialog, 'Your name', 'Asha');
    type(dialog, 'Work e-mail', 'asha@glowlabs.in');
    type(dialog, 'Company', 'Glow');
    type(dialog, 'Campaigns a month', '3');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send to sales' })));
    expect(await within(dialog).findByText(SALES_LEAD_MESSAGES.emailInvalid)).toBeTruthy();
  });
});
