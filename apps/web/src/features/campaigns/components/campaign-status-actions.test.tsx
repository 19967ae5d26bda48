import { FEES_FOLLOW_THE_WORK as F } from '@amplio/shared/constants/refunds';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignStatusActions, completionRefundText } from './campaign-status-actions';

const escrow = { funded: 10_000, reserved: 3_333.34, released: 0, refunded: 0, refund_pending: 0, available: 6_666.66 };
const campaign = (over: Partial<TCampaign['escrow']> = {}) =>
  ({
    id: 'c1',
    product_name: 'Glow serum',
    status: 'active',
    allowed_status_changes: ['paused', 'completed'],
    escrow: { ...escrow, ...over },
  }) as TCampaign;

afterEach(cleanup);

describe('the completion dialog', () => {
  it('says how much escrow, fee and GST go back, in the figures the server worked out', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <CampaignStatusActions
          campaign={campaign({ unused_refund: { escrow: 6_666.66, platform_fee: 666.66, gst: 119.99, total: 7_453.31 } })}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'The ₹6,666.66 no creator has reserved is refunded to you, with the ₹666.66 platform fee and ₹119.99 GST charged on it: ₹7,453.31 in all, with a credit note.',
    );
    expect(within(dialog).getByText(/stays with the creators' work, and so do its fee and GST/)).toBeTruthy();
    expect(dialog.textContent).not.toContain('not refunded');
  });

  it('still says the fee and GST follow the escrow without the server’s figures, or with nothing unreserved', () => {
    expect(completionRefundText(campaign())).toBe(F.completionAmount('₹6,666.66'));
    expect(completionRefundText(campaign({ available: 0 }))).toBe(F.completionNone);
  });
});
