import {
  defaultReportOrder,
  REPORT_DEFAULT_SORT,
  REPORT_SORT_KEYS,
  REPORT_SORT_ORDERS,
  type TReportSortKey,
  type TReportSortOrder,
} from '@amplio/shared/schemas/campaign-reports';
import { useSearchParams } from 'react-router';
import type { ReportTableParams } from './api/get-campaign-report';

const isSortKey = (v: string | null): v is TReportSortKey => REPORT_SORT_KEYS.includes(v as TReportSortKey);
const isOrder = (v: string | null): v is TReportSortOrder => REPORT_SORT_ORDERS.includes(v as TReportSortOrder);

/**
 * The per-creator table's sort and page, kept in the address (`?sort=clicks&order=asc&page=2`) so a refresh or a
 * shared link shows the same rows. A value the API would refuse falls back to the default.
 */
export function useReportTableParams() {
  const [search, setSearch] = useSearchParams();
  const rawSort = search.get('sort');
  const sort = isSortKey(rawSort) ? rawSort : REPORT_DEFAULT_SORT;
  const rawOrder = search.get('order');
  const order = isOrder(rawOrder) ? rawOrder : defaultReportOrder(sort);
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  const params: ReportTableParams = { sort, order, page };

  const update = (next: ReportTableParams) =>
    setSearch(
      (now) => {
        const out = new URLSearchParams(now);
        out.set('sort', next.sort);
        out.set('order', next.order);
        if (next.page > 1) out.set('page', String(next.page));
        else out.delete('page');
        return out;
      },
      { preventScrollReset: true },
    );

  return {
    params,
    /** The same column again reverses the order; another column starts with its default order, on page 1. */
    sortBy: (key: TReportSortKey) =>
      update({ sort: key, order: key === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultReportOrder(key), page: 1 }),
    goToPage: (next: number) => update({ ...params, page: next }),
  };
}
