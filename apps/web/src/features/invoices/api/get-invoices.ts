import type { TInvoiceListResponse } from '@amplio/shared/schemas/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const invoicesKey = ['brand-invoices'] as const;

/** GET /api/brands/invoices: the brand's tax invoices and credit notes, newest first; `fundingId` narrows to one funding's. */
export function getInvoices(options: { fundingId?: string; signal?: AbortSignal } = {}): Promise<TInvoiceListResponse> {
  const query = options.fundingId ? `?funding_id=${encodeURIComponent(options.fundingId)}` : '';
  return api.get<TInvoiceListResponse>(`/api/brands/invoices${query}`, { signal: options.signal, cache: 'no-store' });
}

export const getInvoicesQueryOptions = (fundingId?: string) =>
  queryOptions({
    queryKey: fundingId ? [...invoicesKey, fundingId] : invoicesKey,
    queryFn: ({ signal }) => getInvoices({ fundingId, signal }),
  });

export const useInvoices = (options: { fundingId?: string; enabled?: boolean } = {}) =>
  useQuery({ ...getInvoicesQueryOptions(options.fundingId), enabled: options.enabled ?? true });
