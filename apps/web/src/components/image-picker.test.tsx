import { describe, expect, it } from 'vitest';
import { checkImage } from './image-picker';

const rules = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
  wrongType: 'wrong type',
  tooLarge: 'too large',
};
const file = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'logo.png', { type });

describe('checkImage', () => {
  it('accepts an image of exactly the limit', () => {
    expect(checkImage(file(2 * 1024 * 1024), rules)).toBeNull();
  });

  it('refuses one byte over the limit', () => {
    expect(checkImage(file(2 * 1024 * 1024 + 1), rules)).toBe('too large');
  });

  it('refuses a type outside the list, whatever its size', () => {
    expect(checkImage(file(10, 'image/gif'), rules)).toBe('wrong type');
    expect(checkImage(file(10, ''), rules)).toBe('wrong type');
  });
});
