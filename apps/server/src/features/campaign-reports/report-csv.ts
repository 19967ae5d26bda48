import { REPORT_CSV_COLUMNS, type TReportCreator } from '@amplio/shared/schemas/campaign-reports';

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is escaped so no spreadsheet runs it. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The per-creator table as CSV (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so spreadsheets read ₹ and names). */
export function reportCsv(rows: TReportCreator[]): string {
  const lines = [REPORT_CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const cells: (string | number | null)[] = [
      r.name,
      r.username,
      r.platform,
      r.status,
      r.post_link,
      r.released.toFixed(2),
      r.held.toFixed(2),
      r.views,
      r.likes,
      r.comments,
      r.shares,
      r.saves,
      r.clicks,
      r.unique_clicks,
      r.engagement_rate === null ? null : r.engagement_rate.toFixed(2),
      r.cost_per_view === null ? null : r.cost_per_view.toFixed(2),
      r.cost_per_click === null ? null : r.cost_per_click.toFixed(2),
      r.metrics?.source ?? null,
      r.metrics ? (r.questioned ? `${r.metrics.status} (newer report questioned)` : r.metrics.status) : null,
      r.metrics?.reported_at ?? null,
    ];
    lines.push(cells.map(csvField).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
