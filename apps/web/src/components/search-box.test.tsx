import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBox(search: string | undefined) {
  const onSearch = vi.fn();
  const view = render(<SearchBox id="s" placeholder="Search" search={search} onSearch={onSearch} />);
  const rerender = (next: string | undefined) => view.rerender(<SearchBox id="s" placeholder="Search" search={next} onSearch={onSearch} />);
  return { onSearch, rerender, input: () => screen.getByLabelText('Search campaigns') as HTMLInputElement };
}

describe('SearchBox', () => {
  it('searches 300 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const { onSearch, input } = renderBox(undefined);
    fireEvent.change(input(), { target: { value: 'vitamin' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('vitamin');
  });

  it('follows the address when it changes from outside', () => {
    const { rerender, input } = renderBox('glow');
    rerender('serum');
    expect(input().value).toBe('serum');
    rerender(undefined);
    expect(input().value).toBe('');
  });

  it('keeps what was typed when an earlier address change lands after the keystroke, and searches for it', () => {
    vi.useFakeTimers();
    const { onSearch, rerender, input } = renderBox('no such product');
    // "Show all campaigns" was clicked; the visitor types before the cleared address arrives.
    fireEvent.change(input(), { target: { value: 'vitamin' } });
    rerender(undefined);
    expect(input().value).toBe('vitamin');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('vitamin');
  });
});
