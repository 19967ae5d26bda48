import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../lib/time-ago';
import { destinationSummary, isOpen } from './payout-labels';
import { payoutFixture } from './testing/payout-fixtures';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  it.each([
    ['2026-11-24T11:59:30.000Z', 'just now'],
    ['2026-11-24T11:48:00.000Z', '12 min ago'],
    ['2026-11-24T09:00:00.000Z', '3 h ago'],
    ['2026-11-23T11:00:00.000Z', '1 day ago'],
    ['2026-11-20T12:00:00.000Z', '4 days ago'],
    ['2026-11-24T12:05:00.000Z', 'just now'],
    ['not a date', ''],
  ])('%s is "%s"', (at, words) => {
    expect(timeAgo(at, now)).toBe(words);
  });
});

describe('destinationSummary', () => {
  it('names the UPI id, or the account, IFSC and holder', () => {
    expect(destinationSummary(payoutFixture())).toBe('UPI: cara@okaxis');
    expect(
      destinationSummary(
        payoutFixture({
          payment_method: 'bank',
          upi_id: null,
          account_number: '123456789',
          ifsc: 'HDFC0001234',
          account_holder_name: 'Cara Rao',
        }),
      ),
    ).toBe('Bank transfer: account 123456789, IFSC HDFC0001234, Cara Rao');
  });
});

describe('isOpen', () => {
  it('is true for pending and processing payouts only', () => {
    expect(['pending', 'processing', 'paid', 'failed'].map((status) => isOpen({ status: status as never }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
