import { describe, expect, it } from 'vitest';
import type { PayoutRow } from '../../../src/db/schema/index';
import { payoutNotice } from '../../../src/features/payouts/payout-records';

const at = new Date('2026-11-20T10:00:00Z');
const payout = (overrides: Partial<PayoutRow>): PayoutRow =>
  ({
    id: '6f1c2b9e-0000-4000-8000-000000000001',
    creatorId: '6f1c2b9e-0000-4000-8000-000000000002',
    amountPaise: 150_000n,
    method: 'upi',
    upiId: 'ravi@okhdfc',
    accountNumber: null,
    accountHolderName: null,
    ifsc: null,
    status: 'processing',
    utr: null,
    failureReason: null,
    requestedAt: at,
    processingAt: at,
    paidAt: null,
    failedAt: null,
    updatedAt: at,
    ...overrides,
  }) as PayoutRow;

describe('what the creator is told about a withdrawal on its way (issue 25)', () => {
  it('names UPI for a UPI payout, not the bank', () => {
    const notice = payoutNotice(payout({ method: 'upi' }));
    expect(notice.title).toBe('Withdrawal sent to your UPI ID');
    expect(notice.message).toBe('Your withdrawal of ₹1,500 to UPI ra…@okhdfc is on its way.');
  });

  it('names the bank account for a bank payout', () => {
    const notice = payoutNotice(payout({ method: 'bank', upiId: null, accountNumber: '123456781234', ifsc: 'HDFC0001234' }));
    expect(notice.title).toBe('Withdrawal sent to your bank account');
    expect(notice.message).toBe('Your withdrawal of ₹1,500 to bank account ••••1234 is on its way.');
  });

  it('does not promise a bank transfer when a UPI withdrawal is requested', () => {
    const notice = payoutNotice(payout({ method: 'upi', status: 'pending', processingAt: null }));
    expect(notice.message).toBe('We received your withdrawal of ₹1,500 to UPI ra…@okhdfc. It reaches you within two working days.');
  });
});
