import { INVOICE_LIST_LIMITS, type TInvoiceListResponse } from '@amplio/shared/schemas/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const invoicesKey = ['brand-invoices'] as const;

export interface InvoicesQuery {
  /** Narrows to one funding's invoice and credit notes. */
  fundingId?: string;
  page?: number;
  perPage?: number;
}

/**
 * GET /api/brands/invoices?funding_id=&page=&per_page=: the brand's tax invoices and credit notes, newest first, a page
 * at a time.
 */
export function getInvoices(input: InvoicesQuery & { signal?: AbortSignal } = {}): Promise<TInvoiceListResponse> {
  return api.get<TInvoiceListResponse>('/api/brands/invoices', {
    query: {
      ...(input.fundingId ? { funding_id: input.fundingId } : {}),
      page: input.page ?? 1,
      per_page: input.perPage ?? INVOICE_LIST_LIMITS.perPage,
    },
    signal: input.signal,
    cache: 'no-store',
  });
}

export const getInvoicesQueryOptions = (input: InvoicesQuery = {}) =>
  queryOptions({
    queryKey: [
      ...invoicesKey,
      { fundingId: input.fundingId ?? null, page: input.page ?? 1, perPage: input.perPage ?? INVOICE_LIST_LIMITS.perPage },
    ],
    queryFn: ({ signal }) => getInvoices({ ...input, signal }),
    // Paging through the list keeps the page shown until the next arrives; one funding's documents never show another's.
    placeholderData: input.fundingId ? undefined : keepPreviousData,
  });

export const useInvoices = (input: InvoicesQuery & { enabled?: boolean } = {}) => {
  const { enabled, ...query } = input;
  return useQuery({ ...getInvoicesQueryOptions(query), enabled: enabled ?? true });
};
