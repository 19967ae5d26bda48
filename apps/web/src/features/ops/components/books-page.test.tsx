import {
  BOOKS_ACCOUNT_LABELS,
  OPS_BOOKS_MESSAGES as M,
  type TReconciliationAlertResponse,
  type TReconciliationRunResponse,
} from '@amplio/shared/schemas/ops-books';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { alertFixture, alertsPage, booksFixture, reconciliationFixture } from '../testing/books-fixtures';
import { json } from '../testing/payout-fixtures';
import { BooksPage } from './books-page';
import { ReconciliationBanner } from './reconciliation-banner';

configure({ asyncUtilTimeout: 5000 });

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A fake server: each path answers from its handler (GETs by path, POSTs by path too). */
function serve(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      calls.push({
        method: init.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        body: init.body ? JSON.parse(String(init.body)) : null,
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      const handler = routes[url.pathname];
      if (!handler) throw new Error(`unexpected call ${input}`);
      return handler(url, init);
    }),
  );
  return calls;
}

function open(url = '/ops/books') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/ops/*',
        element: (
          <>
            <ReconciliationBanner />
            <BooksPage />
          </>
        ),
      },
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

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const BASE: Record<string, Handler> = {
  '/api/ops/books': () => json(200, booksFixture()),
  '/api/ops/reconciliation/alerts': () => json(200, alertsPage([])),
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Books page', () => {
  it('lists the balances in the books’ order with their total, and says the books balance and the invariants hold', async () => {
    serve(BASE);
    open();
    expect(screen.getByRole('status', { name: 'Loading the books' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Balances by account kind, in rupees' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('span')?.textContent);
    expect(names).toEqual([...Object.values(BOOKS_ACCOUNT_LABELS), 'Total']);
    expect(within(table).getByText('₹18,000')).toBeTruthy();
    expect(within(table).getByText('−₹24,595')).toBeTruthy();
    expect(within(table).getByText('The books balance', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ledger invariants hold' })).toBeTruthy();
    expect(screen.getByText('No mismatches between the ledger and the provider.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: /1 payment in suspense to refund or apply/ }).getAttribute('href')).toBe('/ops/suspense');
    expect(await screen.findByText('No open mismatches')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly when the books do not balance and an invariant is broken', async () => {
    serve({
      ...BASE,
      '/api/ops/books': () =>
        json(200, booksFixture({ total: 100, invariants: { ok: false, message: 'Transfers do not sum to zero.', checked_at: null } })),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'The books do not balance' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A ledger invariant is broken' })).toBeTruthy();
    expect(screen.getByText('Transfers do not sum to zero.')).toBeTruthy();
  });

  it('runs reconciliation once however fast it is clicked, with an Idempotency-Key, and says what it found', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serve({
      ...BASE,
      '/api/ops/reconciliation/run': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const success = vi.spyOn(notify, 'success');
    open();
    const run = await screen.findByRole('button', { name: 'Run reconciliation now' });
    await act(async () => {
      fireEvent.click(run);
      fireEvent.click(run);
    });
    const runs = calls.filter((call) => call.path === '/api/ops/reconciliation/run');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => {
      answer(
        json(200, {
          success: true,
          message: M.reconciled,
          data: reconciliationFixture({ ran_at: '2026-11-26T10:00:00.000Z', ok: false, mismatches: 2, checks: {} }),
        } satisfies TReconciliationRunResponse),
      );
    });
    expect(success).toHaveBeenCalledWith(`${M.reconciled} 2 mismatches found.`);
    expect(calls.filter((call) => call.path === '/api/ops/books').length).toBeGreaterThan(1);
  });

  it('shows the banner on a console page while there are open mismatches, leading to them', async () => {
    serve({
      ...BASE,
      '/api/ops/books': () => json(200, booksFixture({ open_alerts: 2 })),
      '/api/ops/reconciliation/alerts': () => json(200, alertsPage([alertFixture(), alertFixture({ id: 'a2' })], { open: 2 })),
    });
    open('/ops/payouts');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Reconciliation found 2 mismatches in the books')).toBeTruthy();
    expect(within(banner).getByRole('link').getAttribute('href')).toBe('/ops/books#alerts');
  });

  it('marks a mismatch resolved only with a note of 3 to 500 characters, sent once with an Idempotency-Key', async () => {
    const alert = alertFixture();
    const calls = serve({
      ...BASE,
      '/api/ops/books': () => json(200, booksFixture({ open_alerts: 1 })),
      '/api/ops/reconciliation/alerts': () => json(200, alertsPage([alert], { open: 1 })),
      '/api/ops/reconciliation/alerts/a1/resolve': () =>
        json(200, {
          success: true,
          message: M.alertAcknowledged,
          data: { ...alert, resolved_at: '2026-11-26T10:00:00.000Z' },
        } satisfies TReconciliationAlertResponse),
    });
    const success = vi.spyOn(notify, 'success');
    open();
    expect(await screen.findByRole('tab', { name: 'Open 1' })).toBeTruthy();
    await click(await screen.findByRole('button', { name: `Mark resolved: ${alert.message}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark this mismatch resolved?' }));
    const note = dialog.getByLabelText(/^What you checked or did/);
    expect(document.activeElement).toBe(note);
    fireEvent.change(note, { target: { value: 'ok' } });
    await click(dialog.getByRole('button', { name: 'Mark resolved' }));
    expect(await dialog.findByText(M.alertNoteRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(note, { target: { value: 'The provider confirmed the refund; settled by hand.' } });
    const confirm = dialog.getByRole('button', { name: 'Mark resolved' });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: '/api/ops/reconciliation/alerts/a1/resolve',
        body: { note: 'The provider confirmed the refund; settled by hand.' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
    expect(success).toHaveBeenCalledWith(M.alertAcknowledged);
  });

  it('checks the export’s dates before asking, and shows the server’s field errors under them', async () => {
    const calls = serve({
      ...BASE,
      '/api/ops/books/transfers.csv': () => json(422, { message: 'The given data was invalid.', errors: { to: [M.rangeTooLong] } }),
    });
    open();
    const from = await screen.findByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(to, { target: { value: '2026-11-01' } });
    await click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(M.rangeInverted)).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/ops/books/transfers.csv'))).toBe(false);
    fireEvent.change(to, { target: { value: '2026-11-30' } });
    await click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(calls.map((call) => call.path)).toContain('/api/ops/books/transfers.csv?from=2026-11-20&to=2026-11-30');
    expect(await screen.findByText(M.rangeTooLong)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
  });
});
