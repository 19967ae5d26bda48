import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './contact-masking';

describe('maskContactDetails', () => {
  it.each([
    ['Call me on 98765 43210', 'Call me on [hidden]'],
    ['+91 98765-43210 any time', '[hidden] any time'],
    ['(022) 2345 6789 ext', '[hidden] ext'],
    ['mail asha.rao@example.co.in please', 'mail [hidden] please'],
    ['pay asha@okaxis now', 'pay [hidden] now'],
    ['UPI 9876543210@ybl', 'UPI [hidden]'],
    ['https://wa.me/919876543210', '[hidden]'],
    ['join t.me/asharao', 'join [hidden]'],
    ['chat.whatsapp.com/AbCdEf', '[hidden]'],
  ])('hides %s', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'The fee is ₹2,500 for 3 reels',
    'Post on 12/12/2026 at 6 pm',
    'My handle is @asharao on Instagram',
    'See https://www.instagram.com/p/abc123',
    'Order 123456789 arrived',
  ])('leaves %s as it is', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });
});
