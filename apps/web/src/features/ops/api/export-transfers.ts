import type { TBooksExportQuery } from '@amplio/shared/schemas/ops-books';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The name the server gives the file (its Content-Disposition), so a saved export says what it covers. */
export const exportFileName = (range: TBooksExportQuery) => `amplio-transfers-${range.from}-to-${range.to}.csv`;

/**
 * GET /api/ops/books/transfers.csv?from=&to=: every ledger transfer of the period (days in IST, both included), as
 * CSV text. Fetched rather than followed as a link, so a 422 (a bad date, a range over 366 days) can be shown under
 * the field it names.
 */
export function getTransfersCsv(range: TBooksExportQuery): Promise<string> {
  return api.get<string>('/api/ops/books/transfers.csv', {
    query: { from: range.from, to: range.to },
    cache: 'no-store',
    timeoutMs: 120_000,
  });
}

/** Hands the CSV to the browser as a download. */
export function saveCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useExportTransfers = () =>
  useMutation({
    mutationFn: async (range: TBooksExportQuery) => {
      const csv = await getTransfersCsv(range);
      saveCsv(csv, exportFileName(range));
      return csv;
    },
  });
