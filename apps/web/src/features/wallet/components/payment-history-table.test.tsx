import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isDebit, signedAmount } from '../history-lines';
import { HISTORY_ROWS, history, json, row, serve } from '../wallet-fixtures.test-support';
import { PaymentHistoryCard } from './payment-history-card';
import { PaymentHistoryTable } from './payment-history-table';

afterEach(cleanup);

const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((td) => td.textContent?.trim());

describe('the payment history table', () => {
  it('shows money in as +, money out as −, and the balance after each line with the newest on top', () => {
    render(<PaymentHistoryTable rows={HISTORY_ROWS} />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tr) => cells(tr).slice(2))).toEqual([
      ['Pending', 'Debit −₹500', '₹8,050'],
      ['Completed', 'Credit +₹1,000', '₹8,550'],
      ['Failed', 'Debit −₹1,000', '₹7,550'],
      ['Completed', 'Credit +₹8,550', '₹8,550'],
    ]);
    expect(within(rows[0]!).getByText('Withdrawal to asha@okhdfc')).toBeTruthy();
    expect(within(rows[1]!).getByText('Failed withdrawal returned to your wallet: Account closed')).toBeTruthy();
  });

  it('keeps every balance equal to the one below it plus its own amount', () => {
    for (let i = 0; i < HISTORY_ROWS.length - 1; i++) {
      const line = HISTORY_ROWS[i]!;
      const below = HISTORY_ROWS[i + 1]!;
      expect(below.balance + line.amount).toBe(line.balance);
    }
  });

  it('treats a withdrawal as a debit even when its amount arrives without a sign', () => {
    expect(isDebit({ amount: 500, is_withdrawal: true })).toBe(true);
    expect(signedAmount({ amount: 500, is_withdrawal: true })).toBe('−₹500');
    expect(signedAmount({ amount: 2500.5, is_withdrawal: false })).toBe('+₹2,500.50');
  });

  it('lists the same lines for phones, with the balance under each', () => {
    render(<PaymentHistoryTable rows={[row({ id: 'only', balance: 8550 })]} />);
    const list = screen.getByRole('list', { name: 'Payment history, newest first' });
    expect(within(list).getByText('Balance ₹8,550')).toBeTruthy();
    expect(within(list).getByText('+₹8,550')).toBeTruthy();
  });
});

describe('the payment history card', () => {
  const renderCard = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PaymentHistoryCard />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it("says 'No payment history available' when the wallet has no lines yet", async () => {
    serve({ '/api/creator/payment-history': () => json(200, history([])) });
    renderCard();
    expect(await screen.findByText('No payment history available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a campaign' })).toBeTruthy();
  });

  it('asks for the next page and shows where it is', async () => {
    const { calls } = serve({
      '/api/creator/payment-history': (_init, url) =>
        json(
          200,
          history(HISTORY_ROWS, { total: 45, last_page: 3, current_page: Number(new URL(url, 'http://x').searchParams.get('page')) }),
        ),
    });
    renderCard();
    expect(await screen.findByText('Showing 1–20 of 45 lines')).toBeTruthy();
    screen.getByRole('button', { name: /Next/ }).click();
    expect(await screen.findByText('Showing 21–40 of 45 lines')).toBeTruthy();
    const historyCalls = calls.filter((c) => c.url.includes('/api/creator/payment-history'));
    expect(historyCalls.map((c) => new URL(c.url, 'http://x').search)).toEqual(['?page=1&per_page=20', '?page=2&per_page=20']);
  });

  it('names the creator on the statement and shows the PAN once given (issue 25)', async () => {
    serve({
      '/api/creator/payment-history': () => json(200, history(HISTORY_ROWS)),
      '/api/creator/profile': () => json(200, { success: true, data: { first_name: 'Meera', last_name: 'Iyer', pan: 'ABCDE1234F' } }),
    });
    renderCard();
    expect((await screen.findByTestId('statement-identity')).textContent).toBe('Statement for Meera Iyer · PAN ABCDE1234F');
  });
});
