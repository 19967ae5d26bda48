import { describe, expect, it } from 'vitest';
import { brandNamed } from './brand-profiles';

describe('brandNamed', () => {
  const brands = [{ name: 'Monsoon Threads' }];
  it('finds a brand the account has by name, ignoring case and spacing', () => {
    expect(brandNamed(brands, 'monsoon  threads ')).toEqual({ name: 'Monsoon Threads' });
    expect(brandNamed(brands, 'Monsoon Thread')).toBeUndefined();
    expect(brandNamed(brands, '   ')).toBeUndefined();
    expect(brandNamed([], 'Monsoon Threads')).toBeUndefined();
  });
});
