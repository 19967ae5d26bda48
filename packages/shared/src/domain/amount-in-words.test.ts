import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words';

describe('numberInIndianWords', () => {
  it.each([
    [0n, 'Zero'],
    [1n, 'One'],
    [11n, 'Eleven'],
    [19n, 'Nineteen'],
    [20n, 'Twenty'],
    [99n, 'Ninety Nine'],
    [100n, 'One Hundred'],
    [101n, 'One Hundred One'],
    [999n, 'Nine Hundred Ninety Nine'],
    [1000n, 'One Thousand'],
    [1001n, 'One Thousand One'],
    [99_999n, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100_000n, 'One Lakh'],
    [118_000n, 'One Lakh Eighteen Thousand'],
    [9_999_999n, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [10_000_000n, 'One Crore'],
    [10_000_001n, 'One Crore One'],
    [123_456_789n, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
    [1_000_000_000n, 'One Hundred Crore'],
    [1_000_000_000_000n, 'One Lakh Crore'],
    [10_000_000_000_000n, 'Ten Lakh Crore'],
  ])('writes %s as "%s"', (n, words) => {
    expect(numberInIndianWords(n)).toBe(words);
  });

  it('refuses a negative number', () => {
    expect(() => numberInIndianWords(-1n)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it.each([
    [0n, 'Rupees Zero Only'],
    [1n, 'Rupees Zero and One Paise Only'],
    [50n, 'Rupees Zero and Fifty Paise Only'],
    [99n, 'Rupees Zero and Ninety Nine Paise Only'],
    [100n, 'Rupees One Only'],
    [101n, 'Rupees One and One Paise Only'],
    [11_800_000n, 'Rupees One Lakh Eighteen Thousand Only'],
    [118_050n, 'Rupees One Thousand One Hundred Eighty and Fifty Paise Only'],
    [1_000_000_000n, 'Rupees One Crore Only'],
    [999_999_999n, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
  ])('writes %s paise as "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses a negative amount', () => {
    expect(() => amountInWords(-1n)).toThrow(RangeError);
  });
});
