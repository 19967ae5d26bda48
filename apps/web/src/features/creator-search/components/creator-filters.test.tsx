import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withoutPriceIfNoCampaign } from '../hooks/use-creator-search-params';
import { CreatorFilters } from './creator-filters';

afterEach(cleanup);

const CAMPAIGN = '5c0f2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41';
const campaigns = [{ value: CAMPAIGN, label: 'Monsoon sale' }];

describe('CreatorFilters', () => {
  it('offers a price range once a campaign is chosen, and applies it with the campaign', () => {
    const onApply = vi.fn();
    render(<CreatorFilters filters={{}} facets={undefined} campaigns={campaigns} onApply={onApply} onClear={() => {}} />);
    expect(screen.queryByLabelText('Price from')).toBeNull();
    fireEvent.change(screen.getByLabelText('Price for campaign'), { target: { value: CAMPAIGN } });
    fireEvent.change(screen.getByLabelText('Price from'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Price to'), { target: { value: '15000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ campaign_id: CAMPAIGN, min_price: '2000', max_price: '15000' });
  });

  it('starts with the range from the address when it holds a campaign', () => {
    render(
      <CreatorFilters
        filters={{ campaign_id: CAMPAIGN, min_price: '500', sort: 'price' }}
        facets={undefined}
        campaigns={campaigns}
        onApply={() => {}}
        onClear={() => {}}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Price from').value).toBe('500');
  });
});

describe('withoutPriceIfNoCampaign', () => {
  it('drops the price range and the price sort when no campaign is chosen, and keeps the rest', () => {
    expect(withoutPriceIfNoCampaign({ min_price: '1', max_price: '2', sort: 'price', city: 'Pune' })).toEqual({ city: 'Pune' });
    expect(withoutPriceIfNoCampaign({ sort: 'followers' })).toEqual({ sort: 'followers' });
  });

  it('keeps them with a campaign', () => {
    const filters = { campaign_id: CAMPAIGN, min_price: '1', sort: 'price' };
    expect(withoutPriceIfNoCampaign(filters)).toEqual(filters);
  });
});
