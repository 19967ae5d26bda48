import { describe, expect, it } from 'vitest';
import { statementName } from '../../src/lib/prepared-once';

describe('statementName', () => {
  it('keeps a name of 63 bytes as it is', () => {
    const name = `amplio_${'x'.repeat(56)}`;
    expect(name).toHaveLength(63);
    expect(statementName(name)).toBe(name);
  });

  it('shortens a name of 64 bytes to 63, ending in a hash of the whole', () => {
    const name = `amplio_${'x'.repeat(57)}`;
    const short = statementName(name);
    expect(Buffer.byteLength(short)).toBe(63);
    expect(short).toMatch(/^amplio_x+_[0-9a-f]{12}$/);
  });

  it('gives two long names that share their first 63 bytes different statements', () => {
    const base = 'amplio_count_submissions_rejected_script_rejected_post_rejected';
    expect(base).toHaveLength(63);
    expect(statementName(base)).toBe(base);
    const withCampaign = statementName(`${base}_campaign`);
    expect(withCampaign).not.toBe(base);
    expect(Buffer.byteLength(withCampaign)).toBeLessThanOrEqual(63);
  });
});
