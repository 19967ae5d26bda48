import type { TInvoiceListResponse, TInvoiceSummary } from '@amplio/shared/schemas/invoices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoicesSection } from './invoices-section';

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
  cgst: 0,
  sgst: 0,
  igst: 180,
  total: 1180,
  links: { self: '/api/brands/invoices/i1', pdf: '/api/brands/invoices/i1/pdf', html: '/api/brands/invoices/i1/print' },
};
const credit: TInvoiceSummary = {
  ...invoice,
  id: 'c1',
  kind: 'credit_note',
  number: 'ACN/26-27/000001',
  invoice_id: 'i1',
  invoice_number: 'AMP/26-27/000123',
  taxable_value: 250,
  igst: 0,
  cgst: 22.5,
  sgst: 22.5,
  total: 295,
  links: { self: '/api/brands/invoices/c1', pdf: '/api/brands/invoices/c1/pdf', html: '/api/brands/invoices/c1/print' },
};

const page = (data: TInvoiceSummary[], over: Partial<TInvoiceListResponse> = {}): TInvoiceListResponse => ({
  success: true,
  data,
  current_page: 1,
  per_page: 50,
  total: data.length,
  last_page: 1,
  ...over,
});

function serve(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <InvoicesSection /> }], { initialEntries: ['/brand/billing'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvoicesSection', () => {
  it('lists invoices and credit notes with their amounts, a view link and a PDF download', async () => {
    serve(200, page([credit, invoice]));
    show();
    const list = await screen.findByRole('list', { name: 'Invoices and credit notes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Credit note')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('against AMP/26-27/000123');
    expect(rows[1]!.textContent).toContain('IGST ₹180');
    const pdf = within(rows[1]!).getByRole('link', { name: 'Download PDF of AMP/26-27/000123' });
    expect(pdf.getAttribute('href')).toBe('/api/brands/invoices/i1/pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(within(rows[1]!).getByRole('link', { name: 'View AMP/26-27/000123' }).getAttribute('href')).toBe(
      '/api/brands/invoices/i1/print',
    );
  });

  it('says so when there are no invoices yet, and links the company details invoices carry', async () => {
    serve(200, page([]));
    show();
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'company details' }).getAttribute('href')).toBe('/brand/profile');
  });

  it('pages through a long list, newest first, asking the server for the next page', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      ...invoice,
      id: `i${i}`,
      number: `AMP/26-27/${String(100 + i).padStart(6, '0')}`,
    }));
    const fetch = vi.fn(async (url: string | URL | Request) => {
      const next = String(url).includes('page=2');
      const body = next
        ? page([{ ...invoice, id: 'last', number: 'AMP/26-27/000001' }], { current_page: 2, total: 51, last_page: 2 })
        : page(many, { total: 51, last_page: 2 });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    show();
    expect(await screen.findByText('Showing 1–50 of 51 documents')).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain('page=1');
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Showing 51–51 of 51 documents', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Invoices and credit notes' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the error with a retry when the list cannot load', async () => {
    serve(500, { message: 'Something went wrong on our side.' });
    show();
    expect(await screen.findByText('We could not load your invoices.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
