import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EscrowFigures } from './escrow-figures';

afterEach(cleanup);

/** The value shown under a figure's label. */
const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getAllByRole('definition')[0]?.textContent;
};

describe('Escrow figures', () => {
  it('shows a refund still on its way apart from what has been refunded', () => {
    render(
      <EscrowFigures escrow={{ funded: 10_000, reserved: 1_000, released: 2_000, refunded: 7_000, refund_pending: 4_500, available: 0 }} />,
    );
    expect(figure('Refunded')).toBe('₹2,500');
    expect(figure('Refund on its way')).toBe('₹4,500');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Of ₹10,000 funded: ₹2,000 released, ₹1,000 reserved, ₹2,500 refunded, ₹4,500 refund on its way',
    );
  });

  it('shows no refund on its way once the provider has confirmed every refund', () => {
    render(<EscrowFigures escrow={{ funded: 10_000, reserved: 0, released: 0, refunded: 10_000, refund_pending: 0, available: 0 }} />);
    expect(figure('Refunded')).toBe('₹10,000');
    expect(screen.queryByText('Refund on its way')).toBeNull();
  });
});
