import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, ZFundCampaignRequest } from './payments';

function messageFor(input: unknown): string | undefined {
  const result = ZFundCampaignRequest.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('ZFundCampaignRequest', () => {
  it('asks for the amount when it is missing or empty', () => {
    expect(messageFor({})).toBe(PAYMENT_MESSAGES.amountRequired);
    expect(messageFor({ amount: null })).toBe(PAYMENT_MESSAGES.amountRequired);
    expect(PAYMENT_MESSAGES.amountRequired).toBe('Enter the amount to fund.');
  });

  it('refuses a string, NaN or infinity as not a number', () => {
    expect(messageFor({ amount: '500' })).toBe(PAYMENT_MESSAGES.amountNotNumber);
    expect(messageFor({ amount: Number.NaN })).toBe(PAYMENT_MESSAGES.amountNotNumber);
    expect(messageFor({ amount: Number.POSITIVE_INFINITY })).toBe(PAYMENT_MESSAGES.amountNotNumber);
  });

  it('accepts ₹100 and refuses ₹99.99', () => {
    expect(messageFor({ amount: 100 })).toBeUndefined();
    expect(messageFor({ amount: 99.99 })).toBe('The minimum funding is ₹100.');
  });

  it('accepts ₹1,00,00,000 and refuses a paisa more', () => {
    expect(messageFor({ amount: 10_000_000 })).toBeUndefined();
    expect(messageFor({ amount: 10_000_000.01 })).toBe('The maximum funding in one payment is ₹1,00,00,000.');
  });

  it('accepts paise and refuses a third decimal', () => {
    expect(messageFor({ amount: 100.01 })).toBeUndefined();
    expect(messageFor({ amount: 0.1 + 0.2 + 100 })).toBeUndefined();
    expect(messageFor({ amount: 100.005 })).toBe(PAYMENT_MESSAGES.amountDecimals);
  });
});
