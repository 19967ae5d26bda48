import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('runs an action once while it is running, and again once it has finished or failed', async () => {
    let calls = 0;
    let finish: () => void = () => undefined;
    const { result } = renderHook(() =>
      useSingleFlight(async (fail: boolean) => {
        calls += 1;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        if (fail) throw new Error('refused');
      }),
    );
    let first!: Promise<void>;
    act(() => {
      first = result.current(true);
      void result.current(false);
      void result.current(false);
    });
    expect(calls).toBe(1);
    finish();
    await expect(first).rejects.toThrow('refused');
    let second!: Promise<void>;
    act(() => {
      second = result.current(false);
    });
    expect(calls).toBe(2);
    finish();
    await second;
  });
});
