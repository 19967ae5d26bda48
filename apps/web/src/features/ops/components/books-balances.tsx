import type { TOpsBooksResponse } from '@amplio/shared/schemas/ops-books';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';
import { ACCOUNT_HINT, BOOKS_ORDER } from '../books-labels';

/** A balance with its sign spelled out: the books' external account is negative. */
const signed = (value: number) => (value < 0 ? `−${formatRupees(-value)}` : formatRupees(value));

/**
 * The balances by account kind, in the books' order, and their total: 0 when every rupee that came in has a place.
 * One table on every screen: the account's name and what it holds on the left, its balance on the right.
 */
export function BooksBalances({ books }: { books: TOpsBooksResponse }) {
  const byKind = new Map(books.accounts.map((account) => [account.kind, account]));
  const rows = BOOKS_ORDER.map((kind) => byKind.get(kind)).filter((account) => account !== undefined);
  const balanced = books.total === 0;
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Balances by account kind, in rupees</caption>
      <thead>
        <tr className="border-b border-border text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Account
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Balance
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((account) => (
          <tr key={account.kind}>
            <th scope="row" className="py-3 pr-4 align-top font-normal">
              <span className="block text-[15px] font-medium text-ink">{account.label}</span>
              <span className="block text-sm text-ink-muted">
                {ACCOUNT_HINT[account.kind]}
                {account.accounts > 1 ? ` · ${account.accounts} accounts` : ''}
              </span>
            </th>
            <td
              className={cn(
                'tabular py-3 text-right align-top text-[15px] font-semibold whitespace-nowrap',
                account.balance < 0 ? 'text-ink-muted' : 'text-ink',
              )}
            >
              {signed(account.balance)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-ink">
          <th scope="row" className="py-3 pr-4 text-left">
            <span className="block font-semibold text-ink">Total</span>
            <span className={cn('block text-sm font-normal', balanced ? 'text-success-strong' : 'text-danger-strong')}>
              {balanced ? 'The books balance' : 'The books do not balance'}
            </span>
          </th>
          <td className={cn('tabular py-3 text-right text-lg font-semibold', balanced ? 'text-ink' : 'text-danger-strong')}>
            {signed(books.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
