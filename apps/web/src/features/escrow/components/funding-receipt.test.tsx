import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fundingFixture } from '../testing/funding-fixtures';
import { FundingReceipt } from './funding-receipt';

afterEach(cleanup);

const LATE = PAYMENT_MESSAGES.fundingReason.refundedLate('₹1,118', PAYMENT_MESSAGES.fundingReason.lateAfter.expired);

describe('Funding receipt', () => {
  it.each([
    ['captured', 'Paid', null],
    ['failed', 'Failed', PAYMENT_MESSAGES.fundingReason.failed],
    ['cancelled', 'Cancelled', PAYMENT_MESSAGES.fundingReason.cancelled],
    ['expired', 'Expired', PAYMENT_MESSAGES.fundingReason.expired(30)],
    ['refunded', 'Refunded in full', LATE],
    ['held', 'Being checked', PAYMENT_MESSAGES.fundingReason.held('₹1,117', '₹1,118')],
  ] as const)('labels a %s funding "%s" and says why it ended that way', (status, label, reason) => {
    render(<FundingReceipt receipt={fundingFixture({ status, status_reason: reason })} />);
    expect(screen.getByText(label)).toBeTruthy();
    if (reason) expect(screen.getByText(reason)).toBeTruthy();
  });

  it('calls the total of a payment refunded in full what it is, and says when the money arrives', () => {
    render(<FundingReceipt receipt={fundingFixture({ status: 'refunded', captured_at: null, status_reason: LATE })} />);
    expect(screen.getByText('Total, refunded in full')).toBeTruthy();
    expect(screen.queryByText('Total paid')).toBeNull();
    expect(screen.getByText(`None of this payment went into escrow. ${PAYMENT_MESSAGES.refundTiming}`)).toBeTruthy();
  });
});
