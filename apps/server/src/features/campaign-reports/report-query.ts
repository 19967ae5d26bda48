import {
  defaultReportOrder,
  REPORT_DEFAULT_SORT,
  REPORT_PAGE_SIZE,
  type TReportSortKey,
  type TReportSortOrder,
  ZCampaignReportQuery,
} from '@amplio/shared/schemas/campaign-reports';
import { AppError } from '../../lib/errors';

export interface ReportPageQuery {
  sort: TReportSortKey;
  order: TReportSortOrder;
  page: number;
  perPage: number;
}

/** The report's page of the per-creator table from the query string; a wrong value is a 400 that names it. */
export function parseReportQuery(query: unknown): ReportPageQuery {
  const parsed = ZCampaignReportQuery.safeParse(query ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError({ code: 'invalid_query', status: 400, message: issue?.message ?? 'The report query is not valid.' });
  }
  const sort = parsed.data.sort ?? REPORT_DEFAULT_SORT;
  return {
    sort,
    order: parsed.data.order ?? defaultReportOrder(sort),
    page: parsed.data.page ?? 1,
    perPage: parsed.data.per_page ?? REPORT_PAGE_SIZE,
  };
}
