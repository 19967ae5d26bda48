import type { TPayoutMethod } from '@amplio/shared/schemas/payout-methods';
import { WALLET_MESSAGES } from '@amplio/shared/schemas/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../components/ui/toaster';
import { formatRupees } from '../../../lib/format-money';
import { useEarnings } from '../api/get-earnings';
import { getEarningsQueryOptions } from '../api/get-earnings';
import { getPaymentHistoryQueryOptions, usePaymentHistory } from '../api/get-payment-history';
import { earnings, HISTORY_ROWS, history, json, serve } from '../wallet-fixtures.test-support';
import { getPayoutMethodsQueryOptions } from '../../payout-methods/api/get-payout-methods';
import { PaymentHistoryTable } from './payment-history-table';
import { WithdrawDialog } from './withdraw-dialog';

const BALANCE = 8050;
const M = WALLET_MESSAGES;

/** What the overview shows from the same cache: the balance and the history table. */
function WalletView() {
  const e = useEarnings();
  const h = usePaymentHistory({ page: 1 });
  return (
    <div>
      <p data-testid="balance">{e.data ? formatRupees(e.data.available_balance) : ''}</p>
      {h.data ? <PaymentHistoryTable rows={h.data.data} /> : null}
    </div>
  );
}

function renderDialog(options: { balance?: number; saved?: TPayoutMethod[] } = {}) {
  const balance = options.balance ?? BALANCE;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(getEarningsQueryOptions().queryKey, earnings({ available_balance: balance }));
  client.setQueryData(getPaymentHistoryQueryOptions({ page: 1 }).queryKey, history());
  client.setQueryData(getPayoutMethodsQueryOptions().queryKey, options.saved ?? []);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <WalletView />
      <WithdrawDialog open onOpenChange={onOpenChange} availableBalance={balance} />
    </QueryClientProvider>,
  );
  return { onOpenChange, client };
}

const dialog = () => screen.getByRole('dialog', { name: 'Withdraw money' });
const field = (label: RegExp) => within(dialog()).getByLabelText(label);
const type = (label: RegExp, value: string) => {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const confirmButton = () => within(dialog()).getByRole('button', { name: /^(Confirm withdrawal|Withdraw ₹[\d,]+)$/ });
const isDisabled = () => confirmButton().getAttribute('aria-disabled') === 'true';
const chooseBank = () => fireEvent.click(within(dialog()).getByLabelText('Bank account'));
const fillValidBank = () => {
  chooseBank();
  type(/^Account number/, '123456789012');
  type(/^Confirm account number/, '123456789012');
  type(/^IFSC/, 'HDFC0001234');
  type(/^Account holder name/, 'Asha Rao');
};
/** The error tied to the field (aria-describedby), or null. */
const errorUnder = (label: RegExp) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((i) => i.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const settle = () => act(async () => {});

/** The wallet's reads as the server answers them, and the withdrawal answered by `withdrawal`. */
const serveWithdrawal = (withdrawal: () => Response | Promise<Response>) =>
  serve({
    'POST /api/creator/payment-history/withdrawal': withdrawal,
    '/api/creator/earnings': () => json(200, earnings({ available_balance: BALANCE })),
    '/api/creator/payment-history': () => json(200, history()),
  });

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Withdraw modal: the amount', () => {
  it('refuses ₹99 and accepts ₹100 (the minimum)', async () => {
    renderDialog();
    type(/^UPI ID/, 'asha@okhdfc');
    type(/^Amount/, '99');
    await settle();
    expect(errorUnder(/^Amount/)).toBe(M.amountMin);
    expect(isDisabled()).toBe(true);
    type(/^Amount/, '100');
    await settle();
    expect(within(dialog()).queryByText(M.amountMin)).toBeNull();
    expect(isDisabled()).toBe(false);
    expect(confirmButton().textContent).toBe('Withdraw ₹100');
  });

  it('accepts the whole balance and refuses a rupee more, with the spec’s message under the field', async () => {
    renderDialog();
    type(/^UPI ID/, 'asha@okhdfc');
    type(/^Amount/, String(BALANCE + 1));
    await settle();
    expect(errorUnder(/^Amount/)).toBe(M.amountOverBalance);
    expect(isDisabled()).toBe(true);
    type(/^Amount/, String(BALANCE));
    await settle();
    expect(errorUnder(/^Amount/)).not.toBe(M.amountOverBalance);
    expect(isDisabled()).toBe(false);
  });

  it('keeps Confirm disabled for an empty amount, 0, a negative one and paise, saying why', async () => {
    renderDialog();
    type(/^UPI ID/, 'asha@okhdfc');
    expect(isDisabled()).toBe(true);
    expect(within(dialog()).getByText(`To continue: ${M.amountInvalid}`)).toBeTruthy();
    for (const [value, message] of [
      ['0', M.amountInvalid],
      ['-5', M.amountInvalid],
      ['150.50', M.amountWhole],
    ] as const) {
      type(/^Amount/, value);
      await settle();
      expect(errorUnder(/^Amount/), value).toBe(message);
      expect(isDisabled(), value).toBe(true);
    }
  });

  it('fills the whole balance with "Withdraw all"', async () => {
    renderDialog({ balance: 2500.5 });
    type(/^UPI ID/, 'asha@okhdfc');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Withdraw all' }));
    await settle();
    expect((field(/^Amount/) as HTMLInputElement).value).toBe('2500');
    expect(isDisabled()).toBe(false);
  });

  it('gives the amount input min 100, step 1 and the whole available balance as max (spec 3 §5)', () => {
    renderDialog({ balance: 2500.5 });
    const input = field(/^Amount/) as HTMLInputElement;
    expect([input.min, input.step, input.max]).toEqual(['100', '1', '2500']);
  });

  it('says why nothing can be withdrawn below ₹100', () => {
    renderDialog({ balance: 60 });
    expect(within(dialog()).getByText('You can withdraw once you have ₹100')).toBeTruthy();
  });
});

describe('the Withdraw modal: payment details', () => {
  it('needs a UPI ID like name@bank', async () => {
    renderDialog();
    type(/^Amount/, '500');
    type(/^UPI ID/, 'asha');
    await settle();
    expect(errorUnder(/^UPI ID/)).toBe(M.upiInvalid);
    expect(isDisabled()).toBe(true);
    type(/^UPI ID/, 'asha.rao@okhdfc');
    await settle();
    expect(isDisabled()).toBe(false);
  });

  it('accepts 9 and 18 digit account numbers and refuses 8 and 19', async () => {
    renderDialog();
    type(/^Amount/, '500');
    fillValidBank();
    for (const [digits, ok] of [
      ['12345678', false],
      ['123456789', true],
      ['123456789012345678', true],
      ['1234567890123456789', false],
    ] as const) {
      type(/^Account number/, digits);
      type(/^Confirm account number/, digits);
      await settle();
      expect(errorUnder(/^Account number/) === M.accountInvalid, digits).toBe(!ok);
      expect(isDisabled(), digits).toBe(!ok);
    }
  });

  it('refuses a confirmation that does not match the account number', async () => {
    renderDialog();
    type(/^Amount/, '500');
    fillValidBank();
    type(/^Confirm account number/, '123456789013');
    await settle();
    expect(errorUnder(/^Confirm account number/)).toBe(M.accountMismatch);
    expect(isDisabled()).toBe(true);
  });

  it('writes the IFSC in capitals as it is typed and checks its shape', async () => {
    renderDialog();
    type(/^Amount/, '500');
    fillValidBank();
    type(/^IFSC/, 'hdfc0001234');
    await settle();
    expect((field(/^IFSC/) as HTMLInputElement).value).toBe('HDFC0001234');
    expect(isDisabled()).toBe(false);
    for (const bad of ['HDFC1001234', 'HDF0001234', 'HDFC00012345']) {
      type(/^IFSC/, bad);
      await settle();
      expect(errorUnder(/^IFSC/), bad).toBe(M.ifscInvalid);
      expect(isDisabled(), bad).toBe(true);
    }
  });

  it("needs the account holder's name", async () => {
    renderDialog();
    type(/^Amount/, '500');
    fillValidBank();
    type(/^Account holder name/, '   ');
    await settle();
    expect(errorUnder(/^Account holder name/)).toBe(M.holderRequired);
    expect(isDisabled()).toBe(true);
  });

  it('shows every problem at once, not only the amount’s', async () => {
    renderDialog();
    type(/^UPI ID/, 'nope');
    type(/^Amount/, '');
    await settle();
    expect(errorUnder(/^UPI ID/)).toBe(M.upiInvalid);
    expect(errorUnder(/^Amount/)).toBe(M.amountInvalid);
  });
});

describe('the Withdraw modal: saved payout methods (issue 25)', () => {
  const SAVED: TPayoutMethod = {
    id: '5f1e2d3c-0000-4000-8000-000000000001',
    payment_method: 'upi',
    label: 'UPI as…@okhdfc',
    account_holder_name: null,
    ifsc: null,
    is_default: true,
    created_at: '2026-11-20T10:00:00.000Z',
  };

  it('chooses the default saved method, asks for no details, and sends its id', async () => {
    vi.spyOn(toaster.notify, 'success').mockImplementation(() => 1);
    const { calls } = serve({
      'POST /api/creator/payment-history/withdrawal': () =>
        json(201, { success: true, message: M.submitted, data: {}, available_balance: BALANCE - 500 }),
      '/api/creator/earnings': () => json(200, earnings({ available_balance: BALANCE - 500 })),
      '/api/creator/payment-history': () => json(200, history()),
    });
    const { onOpenChange } = renderDialog({ saved: [SAVED] });
    await waitFor(() => expect((within(dialog()).getByLabelText('UPI as…@okhdfc (default)') as HTMLInputElement).checked).toBe(true));
    expect(within(dialog()).queryByLabelText(/^UPI ID/)).toBeNull();
    type(/^Amount/, '500');
    await settle();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [post] = calls.filter((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post!.init.body))).toEqual({
      amount: 500,
      payment_method: 'upi',
      payout_method_id: SAVED.id,
      type: 'withdrawal',
      status: 'pending',
    });
  });

  it('opens the detail fields for "Other UPI ID or bank account"', async () => {
    renderDialog({ saved: [SAVED] });
    fireEvent.click(within(dialog()).getByLabelText('Other UPI ID or bank account'));
    expect(await within(dialog()).findByLabelText(/^UPI ID/)).toBeTruthy();
  });
});

describe('the Withdraw modal: sending', () => {
  it('sends one request with one Idempotency-Key on a double click, only the chosen method’s fields, then closes', async () => {
    const success = vi.spyOn(toaster.notify, 'success').mockImplementation(() => 1);
    const { calls } = serve({
      'POST /api/creator/payment-history/withdrawal': () =>
        json(201, { success: true, message: M.submitted, data: {}, available_balance: BALANCE - 500 }),
      '/api/creator/earnings': () => json(200, earnings({ available_balance: BALANCE - 500 })),
      '/api/creator/payment-history': () => json(200, history()),
    });
    const { onOpenChange } = renderDialog();
    chooseBank();
    fireEvent.click(within(dialog()).getByLabelText('UPI'));
    type(/^UPI ID/, 'asha@okhdfc');
    type(/^Amount/, '500');
    await settle();
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(new Headers(posts[0]!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(posts[0]!.init.body))).toEqual({
      amount: 500,
      payment_method: 'upi',
      upi_id: 'asha@okhdfc',
      type: 'withdrawal',
      status: 'pending',
    });
    expect(success).toHaveBeenCalledWith(M.submitted);
  });

  it('shows the Pending row and the lower balance at once, and puts them back when the server refuses', async () => {
    const error = vi.spyOn(toaster.notify, 'error').mockImplementation(() => 1);
    let answer: (response: Response) => void = () => undefined;
    serveWithdrawal(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderDialog();
    type(/^UPI ID/, 'asha@okhdfc');
    type(/^Amount/, '500');
    await settle();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(screen.getAllByText('Sending your request…').length).toBeGreaterThan(0));

    const table = screen.getByRole('table', { hidden: true });
    const first = within(table).getAllByRole('row', { hidden: true })[1]!;
    expect(within(first).getByText('Pending')).toBeTruthy();
    expect(within(first).getByText('Sending your request…')).toBeTruthy();
    expect(within(first).getByText('−₹500')).toBeTruthy();
    expect(within(first).getByText('₹7,550')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('₹7,550');
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(HISTORY_ROWS.length + 2);

    await act(async () => {
      answer(json(422, { message: M.amountOverBalance, errors: { amount: [M.amountOverBalance] } }));
    });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('₹8,050'));
    expect(screen.queryAllByText('Sending your request…')).toEqual([]);
    expect(within(dialog()).getByRole('alert').textContent).toContain(M.amountOverBalance);
    expect(errorUnder(/^Amount/)).toBe(M.amountOverBalance);
    expect(error).toHaveBeenCalledWith(M.amountOverBalance);
  });

  it("shows the server's 'Please enter valid payment details.' and puts each field's reason under it", async () => {
    const error = vi.spyOn(toaster.notify, 'error').mockImplementation(() => 1);
    serveWithdrawal(() => json(422, { message: 'Please enter valid payment details.', errors: { upi_id: [M.upiInvalid] } }));
    renderDialog();
    type(/^UPI ID/, 'asha@okhdfc');
    type(/^Amount/, '500');
    await settle();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toContain('Please enter valid payment details.'));
    expect(errorUnder(/^UPI ID/)).toBe(M.upiInvalid);
    expect(error).toHaveBeenCalledWith('Please enter valid payment details.');
  });

  it("says 'Failed to submit withdrawal request. Please try again.' without an answer, and retries with the same key", async () => {
    vi.spyOn(toaster.notify, 'error').mockImplementation(() => 1);
    vi.spyOn(toaster.notify, 'success').mockImplementation(() => 1);
    let attempts = 0;
    const { calls } = serve({
      'POST /api/creator/payment-history/withdrawal': () => {
        attempts++;
        if (attempts === 1) throw new TypeError('offline');
        return json(201, { success: true, message: M.submitted, data: {}, available_balance: BALANCE - 500 });
      },
      '/api/creator/earnings': () => json(200, earnings()),
      '/api/creator/payment-history': () => json(200, history()),
    });
    const { onOpenChange } = renderDialog();
    type(/^UPI ID/, 'asha@okhdfc');
    type(/^Amount/, '500');
    await settle();
    fireEvent.click(confirmButton());
    expect(await within(dialog()).findByText(M.submitFailed)).toBeTruthy();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const keys = calls.filter((c) => c.init.method === 'POST').map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("says 'Failed to process withdrawal' when the server answers without success", async () => {
    const error = vi.spyOn(toaster.notify, 'error').mockImplementation(() => 1);
    serve({
      'POST /api/creator/payment-history/withdrawal': () => json(200, { success: false }),
      '/api/creator/earnings': () => json(200, earnings()),
      '/api/creator/payment-history': () => json(200, history()),
    });
    renderDialog();
    type(/^UPI ID/, 'asha@okhdfc');
    type(/^Amount/, '500');
    await settle();
    fireEvent.click(confirmButton());
    expect(await within(dialog()).findByText(M.processFailed)).toBeTruthy();
    expect(error).toHaveBeenCalledWith(M.processFailed);
  });
});
