import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getOpsReportsQueryOptions, opsReportsKey, type TOpsReportsResponse } from './get-ops-reports';

/** POST /api/ops/reports/{id}/resolve: the operator has dealt with the report. */
export const resolveReport = (reportId: string): Promise<{ success: true }> =>
  api.post<{ success: true }>(`/api/ops/reports/${encodeURIComponent(reportId)}/resolve`);

/** Shows the report resolved at once, then reads the queue again whatever happened. */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_answer, reportId) => {
      const resolvedAt = new Date().toISOString();
      client.setQueryData<TOpsReportsResponse>(getOpsReportsQueryOptions().queryKey, (page) =>
        page
          ? { ...page, data: page.data.map((report) => (report.id === reportId ? { ...report, resolved_at: resolvedAt } : report)) }
          : page,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: [...opsReportsKey, 'list'] }),
  });
}
