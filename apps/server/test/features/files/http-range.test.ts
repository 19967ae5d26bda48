import { describe, expect, it } from 'vitest';
import { decideRange } from '../../../src/features/files/http-range';

describe('decideRange', () => {
  it.each([
    ['bytes=0-9', 100, { kind: 'partial', range: { start: 0, end: 9 } }],
    ['bytes=10-', 100, { kind: 'partial', range: { start: 10, end: 99 } }],
    ['bytes=-5', 100, { kind: 'partial', range: { start: 95, end: 99 } }],
    ['bytes=-500', 100, { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=90-500', 100, { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=99-99', 100, { kind: 'partial', range: { start: 99, end: 99 } }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=100-200', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    [undefined, 100, { kind: 'full' }],
    ['bytes=5-2', 100, { kind: 'full' }],
    ['bytes=0-1,5-6', 100, { kind: 'full' }],
    ['items=0-1', 100, { kind: 'full' }],
    ['bytes=-', 100, { kind: 'full' }],
    ['bytes=abc', 100, { kind: 'full' }],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(decideRange(header, size)).toEqual(expected);
  });
});
