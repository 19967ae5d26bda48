import type { MessageSender, TOpsReport } from '@amplio/shared/schemas/conversations';

/** "Reported by the brand" / "by the creator". */
export const reporterText = (report: Pick<TOpsReport, 'reporter'>) => `Reported by the ${report.reporter}`;

/** Who wrote a message in a reported thread, by name where the report gives one. */
export function senderName(sender: MessageSender, report: Pick<TOpsReport, 'brand_name' | 'creator_name'>): string {
  if (sender === 'brand') return report.brand_name;
  if (sender === 'creator') return report.creator_name;
  return 'Amplio';
}

/** Open reports first, oldest first (the longest waiting); resolved ones latest first. */
export function sortReports(reports: readonly TOpsReport[]): { open: TOpsReport[]; resolved: TOpsReport[] } {
  const by = (key: (r: TOpsReport) => string, direction: 1 | -1) => (a: TOpsReport, b: TOpsReport) =>
    direction * (Date.parse(key(a)) - Date.parse(key(b)));
  return {
    open: reports.filter((r) => !r.resolved_at).sort(by((r) => r.created_at, 1)),
    resolved: reports.filter((r) => r.resolved_at).sort(by((r) => r.resolved_at ?? r.created_at, -1)),
  };
}
