import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { json } from '../testing/payout-fixtures';
import { conversationPage, messageFixture, reportFixture } from '../testing/report-fixtures';
import { ReportConversation } from './report-conversation';
import { ReportsQueue } from './reports-queue';

configure({ asyncUtilTimeout: 5000 });

interface Call {
  method: string;
  path: string;
}

/** A fake server: the queue answers `reports` (resolving one marks it), the thread answers by `before`. */
function serve(reports = [reportFixture()], thread: Record<string, Response> = {}) {
  const calls: Call[] = [];
  let rows = reports;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname + url.search });
      if (url.pathname === '/api/ops/reports') return json(200, { success: true, data: rows });
      const resolve = url.pathname.match(/^\/api\/ops\/reports\/([^/]+)\/resolve$/);
      if (method === 'POST' && resolve) {
        rows = rows.map((r) => (r.id === resolve[1] ? { ...r, resolved_at: '2026-11-26T09:00:00.000Z' } : r));
        return json(200, { success: true });
      }
      if (url.pathname.endsWith('/conversation')) return (thread[url.searchParams.get('before') ?? 'first'] ?? json(404, {})).clone();
      throw new Error(`unexpected call ${input}`);
    }),
  );
  return calls;
}

function ReportRoute() {
  const { id = '' } = useParams();
  return <ReportConversation reportId={id} />;
}

function open(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.opsReports.path, element: <ReportsQueue /> },
      { path: paths.opsReport.path, Component: ReportRoute },
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

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(cleanup);

describe('Reports queue', () => {
  it('lists an open report with the message, reason, who reported it, campaign, brand and creator', async () => {
    serve();
    open(paths.opsReports.path);
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const card = within(list).getByRole('article');
    expect(within(card).getByText('Pay me on UPI instead, it is quicker.')).toBeTruthy();
    expect(within(card).getByText('Asks to be paid outside Amplio.')).toBeTruthy();
    expect(within(card).getByText(/Reported by the brand/)).toBeTruthy();
    expect(within(card).getByText('Message from Ishita Banerjee')).toBeTruthy();
    expect(within(card).getByText('Glow serum')).toBeTruthy();
    expect(within(card).getByText('Meera Naturals')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Read conversation' }).getAttribute('href')).toBe('/ops/reports/rep-1');
  });

  it('marks a report resolved and moves it out of the open queue', async () => {
    const calls = serve();
    open(paths.opsReports.path);
    await click(await screen.findByRole('button', { name: /Mark resolved/ }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/ops/reports/rep-1/resolve']);
    expect(await screen.findByText('No open reports')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Resolved/ }).textContent).toContain('1');
  });

  it('shows the conversation read-only, oldest first, with the reported message marked', async () => {
    const earlier = messageFixture({ id: 'm0', sender: 'brand', body: 'Welcome aboard!', created_at: '2026-11-24T10:00:00.000Z' });
    const reply = messageFixture({
      id: 'm2',
      sender: 'brand',
      body: 'Please keep payments on Amplio.',
      created_at: '2026-11-25T10:05:00.000Z',
    });
    serve([reportFixture()], { first: json(200, conversationPage([earlier, messageFixture(), reply], true)) });
    open('/ops/reports/rep-1');
    const thread = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const reported = within(thread).getByRole('article', { name: 'Ishita Banerjee, reported' });
    expect(within(reported).getByText('Reported')).toBeTruthy();
    expect(
      within(thread)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('Welcome aboard!'),
      expect.stringContaining('Pay me on UPI'),
      expect.stringContaining('Please keep payments'),
    ]);
    expect(screen.getByText('Showing the newest 3 messages; older ones are not shown here.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('says so when the report does not exist', async () => {
    serve([]);
    open('/ops/reports/nope');
    expect(await screen.findByText('This report does not exist')).toBeTruthy();
  });
});
