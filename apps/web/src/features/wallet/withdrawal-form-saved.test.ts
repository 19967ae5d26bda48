import { WALLET_MESSAGES } from '@amplio/shared/schemas/wallet';
import { describe, expect, it } from 'vitest';
import { destinationLabel, EMPTY_WITHDRAW_FORM, NEW_DETAILS, withdrawalBlocker } from './withdrawal-form';

const saved = [{ id: '7b0d3c1e-0000-4000-8000-000000000001', label: 'UPI ra…@okhdfc' }];

describe('the Withdraw modal with a saved payout method', () => {
  it('needs no typed details when a saved method is chosen, and names it in the summary', () => {
    const values = { ...EMPTY_WITHDRAW_FORM, amount: '500', payout_method_id: saved[0]!.id };
    expect(withdrawalBlocker(values, 1_000)).toBeNull();
    expect(destinationLabel(values, saved)).toBe('UPI ra…@okhdfc');
  });

  it('asks for the details again when "Other details" is chosen', () => {
    const values = { ...EMPTY_WITHDRAW_FORM, amount: '500', payout_method_id: NEW_DETAILS };
    expect(withdrawalBlocker(values, 1_000)).toBe(WALLET_MESSAGES.upiInvalid);
  });
});
