import type { TCreatorCampaign } from '@amplio/shared/schemas/scripts';
import type {
  TEarningsResponse,
  TPaymentHistoryResponse,
  TPaymentHistoryRow,
  TPaymentTrackerResponse,
} from '@amplio/shared/schemas/wallet';
import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const earnings = (overrides: Partial<TEarningsResponse> = {}): TEarningsResponse => ({
  success: true,
  total_earnings: 8050,
  total: 8050,
  available_balance: 8050,
  lifetime_earnings: 8550,
  pending_withdrawals: 500,
  paid_out: 0,
  in_escrow: 12_000,
  currency: 'INR',
  ...overrides,
});

/** A campaign the creator works on, as GET /api/creator/campaigns lists it (an open script, no upload yet). */
export const creatorCampaign = (overrides: Partial<TCreatorCampaign> = {}): TCreatorCampaign => ({
  id: 'c1',
  product_name: 'Glow serum',
  brand_name: 'Glow Labs',
  end_date: '2026-12-31',
  campaign_status: 'active',
  script_id: 's1',
  script_status: 'Script Generated',
  creator_upload: 'not uploaded',
  views: null,
  likes: null,
  dynamic_price: 8550,
  ...overrides,
});

export const row = (overrides: Partial<TPaymentHistoryRow>): TPaymentHistoryRow => ({
  id: 'r1',
  transaction_id: '9f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
  date: '2026-11-20T10:00:00.000Z',
  campaignId: 'c1',
  campaignName: 'Glow serum',
  amount: 8550,
  type: 'earning',
  is_withdrawal: false,
  status: 'Completed',
  remark: 'Payment for Glow serum',
  payment_method: null,
  payout_id: null,
  balance: 8550,
  ...overrides,
});

/** Newest first: an earning, a withdrawal that failed, the money coming back, then a pending withdrawal. */
export const HISTORY_ROWS: TPaymentHistoryRow[] = [
  row({
    id: 'r4',
    amount: -500,
    type: 'withdrawal',
    is_withdrawal: true,
    status: 'Pending',
    remark: 'Withdrawal to asha@okhdfc',
    payment_method: 'upi',
    campaignId: null,
    campaignName: null,
    balance: 8050,
    date: '2026-11-23T09:00:00.000Z',
  }),
  row({
    id: 'r3',
    amount: 1000,
    type: 'withdrawal_returned',
    remark: 'Failed withdrawal returned to your wallet: Account closed',
    campaignId: null,
    campaignName: null,
    balance: 8550,
    date: '2026-11-22T09:00:00.000Z',
  }),
  row({
    id: 'r2',
    amount: -1000,
    type: 'withdrawal',
    is_withdrawal: true,
    status: 'Failed',
    remark: 'Withdrawal to bank ••••6789 · failed, returned to your wallet',
    payment_method: 'bank',
    campaignId: null,
    campaignName: null,
    balance: 7550,
    date: '2026-11-21T09:00:00.000Z',
  }),
  row({ id: 'r1', balance: 8550 }),
];

export const history = (
  rows: TPaymentHistoryRow[] = HISTORY_ROWS,
  overrides: Partial<TPaymentHistoryResponse> = {},
): TPaymentHistoryResponse => ({
  success: true,
  data: rows,
  available_balance: rows[0]?.balance ?? 0,
  current_page: 1,
  per_page: 20,
  total: rows.length,
  last_page: 1,
  ...overrides,
});

export const tracker = (data: Partial<TPaymentTrackerResponse['data']> = {}): TPaymentTrackerResponse => ({
  success: true,
  data: { jobs: [], withdrawals: [], ...data },
});

/** A fake server: each path (without its query) answers from the table; anything else fails the test loudly. */
export function serve(table: Record<string, (init: RequestInit, url: string) => Response | Promise<Response>>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = table[key] ?? table[url.split('?')[0] ?? url];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}
