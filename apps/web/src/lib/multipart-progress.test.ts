import { describe, expect, it } from 'vitest';
import { perFileProgress } from './multipart-progress';

const at = (loaded: number, total: number | null) => ({ loaded, total, fraction: total ? loaded / total : null });

describe('perFileProgress', () => {
  it('fills the files one after another, after the body text', () => {
    // 100 bytes of fields and part headers, then files of 1000 and 500 bytes.
    expect(perFileProgress([1000, 500], at(50, 1600))).toEqual([0, 0]);
    expect(perFileProgress([1000, 500], at(600, 1600))).toEqual([0.5, 0]);
    expect(perFileProgress([1000, 500], at(1350, 1600))).toEqual([1, 0.5]);
    expect(perFileProgress([1000, 500], at(1600, 1600))).toEqual([1, 1]);
  });

  it('counts from the start when the total is unknown', () => {
    expect(perFileProgress([100, 100], at(150, null))).toEqual([1, 0.5]);
  });

  it('is all zero before anything was sent', () => {
    expect(perFileProgress([10, 20], null)).toEqual([0, 0]);
  });
});
