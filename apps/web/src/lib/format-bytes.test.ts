import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes small sizes in bytes', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
  });

  it('rounds kilobytes to whole numbers and megabytes under 10 to one decimal', () => {
    expect(formatBytes(12 * 1024 + 300)).toBe('12 KB');
    expect(formatBytes(3.44 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('says N/A for a size it cannot read', () => {
    expect(formatBytes(-1)).toBe('N/A');
    expect(formatBytes(Number.NaN)).toBe('N/A');
  });
});
