import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { TEST_MODE_LABEL } from '@amplio/shared/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { json, payoutFixture } from '../testing/payout-fixtures';
import { FailPayoutDialog } from './fail-payout-dialog';
import { SendPayoutDialog } from './send-payout-dialog';
import { SettlePayoutDialog } from './settle-payout-dialog';

interface Call {
  url: string;
  body: unknown;
  key: string | null;
}

/** Each POST gets the next queued answer (an Error is a lost connection); a pending Promise keeps the call open. */
function serve(...answers: (Response | Error | Promise<Response>)[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push({
        url: String(input),
        body: JSON.parse(String(init.body ?? 'null')),
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      const answer = answers.shift() ?? json(500, {});
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  return calls;
}

const payout = payoutFixture();
const done = (data = payout) => json(200, { success: true, message: OPS_MESSAGES.settled, data });

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const click = async (name: RegExp | string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(cleanup);

describe('Mark paid dialog', () => {
  it.each([
    ['11 characters', '12345678901'],
    ['23 characters', 'ABCDEFGHIJKLMNOPQRSTUVW'],
    ['a blank reference', '   '],
    ['a reference with a dash', 'HDFC-12345678901'],
  ])('refuses %s with the UTR message, without calling the server', async (_label, utr) => {
    const calls = serve();
    wrap(<SettlePayoutDialog payout={payout} onClose={() => undefined} />);
    type(/^Bank reference \(UTR\)/, utr);
    await click('Mark paid');
    expect(screen.getByText(OPS_MESSAGES.utrInvalid)).toBeTruthy();
    const input = screen.getByLabelText(/^Bank reference \(UTR\)/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The field gets the focus, and keeps its error while it has it.
    expect(document.activeElement).toBe(input);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText(OPS_MESSAGES.utrInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([
    ['12 digits (IMPS/UPI)', '412345678901'],
    ['22 characters (NEFT/RTGS)', 'hdfcr52026112412345678'],
  ])('sends %s, in capitals, and closes with the server message', async (_label, utr) => {
    const calls = serve(done());
    const onClose = vi.fn();
    const success = vi.spyOn(notify, 'success');
    wrap(<SettlePayoutDialog payout={payout} onClose={onClose} />);
    type(/^Bank reference \(UTR\)/, ` ${utr} `);
    await click('Mark paid');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/ops/payouts/p1/settle');
    expect(calls[0]?.body).toEqual({ utr: utr.toUpperCase() });
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith(OPS_MESSAGES.settled);
    expect(onClose).toHaveBeenCalled();
  });

  it('puts the server’s 422 under the field and keeps the dialog open', async () => {
    serve(json(422, { message: 'The given data was invalid.', errors: { utr: [OPS_MESSAGES.utrInvalid] } }));
    const onClose = vi.fn();
    wrap(<SettlePayoutDialog payout={payout} onClose={onClose} />);
    type(/^Bank reference \(UTR\)/, '412345678901');
    await click('Mark paid');
    expect(await screen.findByText(OPS_MESSAGES.utrInvalid)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on a 409 shows the server’s message and closes, so the list can refresh', async () => {
    const message = OPS_MESSAGES.notOpen('paid');
    serve(json(409, { message }));
    const onClose = vi.fn();
    const error = vi.spyOn(notify, 'error');
    wrap(<SettlePayoutDialog payout={payout} onClose={onClose} />);
    type(/^Bank reference \(UTR\)/, '412345678901');
    await click('Mark paid');
    expect(error).toHaveBeenCalledWith(message);
    expect(onClose).toHaveBeenCalled();
  });

  it('waits while the call is on its way: the button is disabled and a second press sends nothing', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serve(new Promise<Response>((resolve) => (answer = resolve)));
    wrap(<SettlePayoutDialog payout={payout} onClose={() => undefined} />);
    type(/^Bank reference \(UTR\)/, '412345678901');
    await click('Mark paid');
    const button = screen.getByRole('button', { name: /^Mark paid/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('aria-disabled')).toBe('true');
    await click(/^Mark paid/);
    expect(calls).toHaveLength(1);
    await act(async () => answer(done()));
  });

  it('sends the same Idempotency-Key again when the operator retries after a lost answer', async () => {
    const calls = serve(new TypeError('offline'), done());
    wrap(<SettlePayoutDialog payout={payout} onClose={() => undefined} />);
    type(/^Bank reference \(UTR\)/, '412345678901');
    await click('Mark paid');
    expect(await screen.findByText(/No response from the server|connection/i)).toBeTruthy();
    await click('Mark paid');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });
});

describe('Mark failed dialog', () => {
  it('says the money goes back to the creator’s wallet', () => {
    serve();
    wrap(<FailPayoutDialog payout={payout} onClose={() => undefined} />);
    expect(screen.getByText("₹2,500 goes back to Cara Creator's wallet, and they can withdraw it again.")).toBeTruthy();
  });

  it.each([
    ['an empty reason', ''],
    ['a reason of spaces and new lines', '  \n  '],
  ])('refuses %s with the reason message', async (_label, reason) => {
    const calls = serve();
    wrap(<FailPayoutDialog payout={payout} onClose={() => undefined} />);
    type(/^Reason/, reason);
    await click('Mark failed');
    expect(screen.getByText(OPS_MESSAGES.reasonRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a reason longer than 500 characters and accepts 500', async () => {
    const calls = serve(json(200, { success: true, message: OPS_MESSAGES.failed, data: { ...payout, status: 'failed' } }));
    wrap(<FailPayoutDialog payout={payout} onClose={() => undefined} />);
    type(/^Reason/, 'x'.repeat(501));
    await click('Mark failed');
    expect(screen.getByText(OPS_MESSAGES.reasonTooLong)).toBeTruthy();
    expect(calls).toEqual([]);
    type(/^Reason/, 'x'.repeat(500));
    await click('Mark failed');
    expect(calls[0]?.body).toEqual({ reason: 'x'.repeat(500) });
  });

  it('sends the trimmed reason and toasts the server’s message', async () => {
    const calls = serve(json(200, { success: true, message: OPS_MESSAGES.failed, data: { ...payout, status: 'failed' } }));
    const success = vi.spyOn(notify, 'success');
    const onClose = vi.fn();
    wrap(<FailPayoutDialog payout={payout} onClose={onClose} />);
    type(/^Reason/, '  The bank says the account is closed.  ');
    await click('Mark failed');
    expect(calls[0]).toMatchObject({ url: '/api/ops/payouts/p1/fail', body: { reason: 'The bank says the account is closed.' } });
    expect(success).toHaveBeenCalledWith(OPS_MESSAGES.failed);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps an unexpected refusal in the dialog, so the operator can try again', async () => {
    serve(json(500, { message: 'Something went wrong on our side. Please try again in a moment.' }));
    const onClose = vi.fn();
    wrap(<FailPayoutDialog payout={payout} onClose={onClose} />);
    type(/^Reason/, 'Account closed');
    await click('Mark failed');
    expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Send dialog', () => {
  it('in test mode offers the two sandbox outcomes under the test-mode notice, and sends the one chosen', async () => {
    const calls = serve(json(200, { success: true, message: OPS_MESSAGES.sent, data: { ...payout, status: 'processing' } }));
    const success = vi.spyOn(notify, 'success');
    wrap(<SendPayoutDialog payout={payout} testMode onClose={() => undefined} />);
    expect(screen.getByText(TEST_MODE_LABEL)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send — sandbox pays it' })).toBeTruthy();
    await click('Send — sandbox fails it');
    expect(calls[0]).toMatchObject({ url: '/api/ops/payouts/p1/send', body: { simulate: 'failed' } });
    expect(success).toHaveBeenCalledWith(OPS_MESSAGES.sent);
  });

  it('disables both choices while the send is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serve(new Promise<Response>((resolve) => (answer = resolve)));
    wrap(<SendPayoutDialog payout={payout} testMode onClose={() => undefined} />);
    await click('Send — sandbox pays it');
    expect(screen.getByRole('button', { name: /Send — sandbox pays it/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Send — sandbox fails it' }).getAttribute('aria-disabled')).toBe('true');
    await click('Send — sandbox fails it');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ simulate: 'processed' });
    await act(async () => answer(json(200, { success: true, message: OPS_MESSAGES.sent, data: payout })));
  });

  it('with a real provider has one Send button and no simulation', async () => {
    const calls = serve(json(200, { success: true, message: OPS_MESSAGES.sent, data: { ...payout, status: 'processing' } }));
    wrap(<SendPayoutDialog payout={payout} testMode={false} onClose={() => undefined} />);
    expect(screen.queryByText(TEST_MODE_LABEL)).toBeNull();
    await click('Send ₹2,500');
    expect(calls[0]?.body).toEqual({});
  });

  it('on a 409 (sent meanwhile) shows the server’s message and closes', async () => {
    serve(json(409, { message: OPS_MESSAGES.notPending }));
    const onClose = vi.fn();
    const error = vi.spyOn(notify, 'error');
    wrap(<SendPayoutDialog payout={payout} testMode onClose={onClose} />);
    await click('Send — sandbox pays it');
    expect(error).toHaveBeenCalledWith(OPS_MESSAGES.notPending);
    expect(onClose).toHaveBeenCalled();
  });
});
