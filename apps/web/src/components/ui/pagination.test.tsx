import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

describe('Pagination', () => {
  it('says which items are shown and moves a page at a time', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} lastPage={5} total={42} perPage={10} noun="campaigns" onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 11–20 of 42 campaigns')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('stops at the ends: the last page shows the remainder and Next does nothing', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} lastPage={5} total={42} perPage={10} noun="campaigns" onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 41–42 of 42 campaigns')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('is not drawn when everything fits on one page', () => {
    const { container } = render(
      <Pagination page={1} lastPage={1} total={7} perPage={10} noun="campaigns" onPageChange={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('without a total says only which page of how many, and announces it', () => {
    render(<Pagination page={2} lastPage={3} noun="conversations" onPageChange={() => undefined} />);
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.getByText('Page 2 of 3').getAttribute('aria-live')).toBe('polite');
  });
});
