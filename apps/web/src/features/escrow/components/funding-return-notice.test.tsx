import { PAYMENT_MESSAGES, type TFundingReceipt } from '@amplio/shared/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundingFixture, json } from '../testing/funding-fixtures';
import { FundingReturnNotice } from './funding-return-notice';

configure({ asyncUtilTimeout: 5000 });

const LATE = PAYMENT_MESSAGES.fundingReason.refundedLate('₹1,118', PAYMENT_MESSAGES.fundingReason.lateAfter.cancelled);

/** GET /api/brands/fundings/{id} answers each of `answers` in turn, then the last one again; POST …/cancel answers `cancel`. */
function serve(answers: TFundingReceipt[], cancel?: Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${input}`);
      if (String(input).endsWith('/cancel')) return cancel ?? json(500, {});
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return json(200, next);
    }),
  );
  return calls;
}

function show() {
  const onFundAgain = vi.fn();
  const onDismiss = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <FundingReturnNotice fundingId={fundingFixture().id} onDismiss={onDismiss} onFundAgain={onFundAgain} /> }],
    { initialEntries: ['/brand/campaigns/c1?funding=x'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onFundAgain, onDismiss };
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Funding return notice', () => {
  it('says a payment that reached a closed checkout is refunded in full, with the reason and when it arrives', async () => {
    serve([fundingFixture({ status: 'refunded', captured_at: null, status_reason: LATE })]);
    const { onFundAgain } = show();
    expect(await screen.findByText('Your payment is being refunded in full.')).toBeTruthy();
    expect(screen.getByText(LATE)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.refundTiming)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fund campaign' }));
    expect(onFundAgain).toHaveBeenCalledTimes(1);
  });

  it('follows a cancelled checkout the brand paid anyway until it turns refunded', async () => {
    serve([
      fundingFixture({ status: 'cancelled', captured_at: null, status_reason: PAYMENT_MESSAGES.fundingReason.cancelled }),
      fundingFixture({ status: 'refunded', captured_at: null, status_reason: LATE }),
    ]);
    show();
    expect(await screen.findByText('This checkout was cancelled.')).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.fundingReason.cancelled)).toBeTruthy();
    expect(await screen.findByText(LATE)).toBeTruthy();
    expect(screen.queryByText('This checkout was cancelled.')).toBeNull();
  });

  it.each([
    ['failed', 'The payment did not go through.', PAYMENT_MESSAGES.fundingReason.failed, 'Try again'],
    ['expired', 'This checkout expired before it was paid.', PAYMENT_MESSAGES.fundingReason.expired(30), 'Fund campaign'],
  ] as const)('says a %s checkout plainly and offers a new checkout', async (status, title, reason, action) => {
    serve([fundingFixture({ status, captured_at: null, status_reason: reason })]);
    const { onFundAgain } = show();
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: action }));
    expect(onFundAgain).toHaveBeenCalledTimes(1);
  });

  it('says a payment of another amount is being checked, and offers no second checkout for it', async () => {
    const reason = PAYMENT_MESSAGES.fundingReason.held('₹1,117', '₹1,118');
    serve([fundingFixture({ status: 'held', captured_at: null, status_reason: reason })]);
    show();
    expect(await screen.findByText('We are checking this payment.')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fund campaign|Try again/ })).toBeNull();
  });

  it('offers to continue or cancel a checkout that is still not paid a few seconds after coming back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = fundingFixture({
      status: 'pending',
      captured_at: null,
      expires_at: new Date(Date.now() + 29 * 60_000).toISOString(),
    });
    const calls = serve([pending], json(200, { message: PAYMENT_MESSAGES.fundingCancelled, data: { ...pending, status: 'cancelled' } }));
    show();
    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6500);
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentInProgress('₹1,118'))).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    });
    expect(calls).toContain(`POST /api/brands/fundings/${pending.id}/cancel`);
  });
});
