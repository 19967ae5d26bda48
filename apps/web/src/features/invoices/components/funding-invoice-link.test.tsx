import type { TInvoiceListResponse, TInvoiceSummary } from '@amplio/shared/schemas/invoices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FundingInvoiceLink } from './funding-invoice-link';

const links = (id: string) => ({
  self: `/api/brands/invoices/${id}`,
  pdf: `/api/brands/invoices/${id}/pdf`,
  html: `/api/brands/invoices/${id}/print`,
});
const invoice: TInvoiceSummary = {
  id: 'i1',
  kind: 'invoice',
  number: 'AMP/26-27/000123',
  date: '2026-11-27',
  issued_at: '2026-11-27T10:00:00.000Z',
  funding_id: 'f1',
  invoice_id: null,
  invoice_number: null,
  taxable_value: 1000,
  cgst: 90,
  sgst: 90,
  igst: 0,
  total: 1180,
  links: links('i1'),
};
const credit: TInvoiceSummary = {
  ...invoice,
  id: 'c1',
  kind: 'credit_note',
  number: 'ACN/26-27/000001',
  invoice_id: 'i1',
  invoice_number: 'AMP/26-27/000123',
  taxable_value: 666.66,
  cgst: 60,
  sgst: 59.99,
  total: 786.65,
  links: links('c1'),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FundingInvoiceLink', () => {
  it('links the funding’s invoice and its credit notes, each credit note with the fee and GST it returned', async () => {
    const body: TInvoiceListResponse = { success: true, data: [credit, invoice], current_page: 1, per_page: 50, total: 2, last_page: 1 };
    const fetch = vi.fn(
      async (_url: string | URL | Request) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FundingInvoiceLink fundingId="f1" paid />
      </QueryClientProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(String(fetch.mock.calls[0]![0])).toContain('funding_id=f1');
    expect(section.textContent).toContain('Credit note ACN/26-27/000001');
    expect(within(section).getByText('Fee ₹666.66 and GST ₹119.99 returned with unused escrow: ₹786.65')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Download PDF of ACN/26-27/000001' }).getAttribute('href')).toBe(
      '/api/brands/invoices/c1/pdf',
    );
    expect(within(section).getByRole('link', { name: 'View AMP/26-27/000123' })).toBeTruthy();
  });
});
