import type { TReportCreator, TReportSortKey, TReportSortOrder } from '@amplio/shared/schemas/campaign-reports';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatRupees } from '../../../lib/format-money';
import { ARIA_SORT, formatCost, formatCount, formatPercent, metricsLabel } from '../report-format';

const COLUMNS: { key: TReportSortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Creator', numeric: false },
  { key: 'released', label: 'Paid', numeric: true },
  { key: 'views', label: 'Views', numeric: true },
  { key: 'likes', label: 'Likes', numeric: true },
  { key: 'comments', label: 'Comments', numeric: true },
  { key: 'shares', label: 'Shares', numeric: true },
  { key: 'saves', label: 'Saves', numeric: true },
  { key: 'clicks', label: 'Clicks', numeric: true },
  { key: 'unique_clicks', label: 'Unique', numeric: true },
  { key: 'engagement_rate', label: 'Engagement', numeric: true },
  { key: 'cost_per_view', label: 'Per view', numeric: true },
  { key: 'cost_per_click', label: 'Per click', numeric: true },
];

function cell(row: TReportCreator, key: TReportSortKey): string {
  switch (key) {
    case 'name':
      return row.name;
    case 'released':
      return formatRupees(row.released);
    case 'engagement_rate':
      return formatPercent(row.engagement_rate);
    case 'cost_per_view':
    case 'cost_per_click':
      return formatCost(row[key]);
    default:
      return formatCount(row[key]);
  }
}

/**
 * One page of the per-creator table, sorted by the server: every column header is a button (Tab to it, Enter or
 * Space sorts; again reverses), and the sorted column says so through aria-sort. Unknown numbers show "–" and sort
 * last. While another page or order loads, the rows on screen stay, marked busy.
 */
export function CreatorTable({
  rows,
  sort,
  order,
  onSort,
  busy = false,
}: {
  rows: readonly TReportCreator[];
  sort: TReportSortKey;
  order: TReportSortOrder;
  onSort: (key: TReportSortKey) => void;
  busy?: boolean;
}) {
  return (
    <div
      className={`overflow-x-auto rounded-card border border-border print:overflow-visible ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy}
    >
      <table className="w-full min-w-[960px] border-collapse text-sm print:min-w-0 print:text-[10px]">
        <caption className="sr-only">Results per creator. Column headers are buttons that sort the table.</caption>
        <thead className="bg-surface-subtle">
          <tr>
            {COLUMNS.map((c) => {
              const active = sort === c.key;
              const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={active ? ARIA_SORT[order] : 'none'}
                  className={`px-3 py-2 font-semibold text-ink ${c.numeric ? 'text-right' : 'text-left'}`}
                >
                  <button
                    type="button"
                    onClick={() => onSort(c.key)}
                    className={`inline-flex items-center gap-1 rounded-control px-1 py-0.5 hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand ${c.numeric ? 'flex-row-reverse' : ''}`}
                  >
                    {c.label}
                    <Icon
                      className={`size-3.5 print:hidden ${active ? 'text-brand' : 'text-ink-subtle'}`}
                      strokeWidth={1.75}
                      aria-hidden="true"
                    />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.script_id} className="border-t border-border align-top">
              <th scope="row" className="min-w-48 px-3 py-2 text-left font-normal print:min-w-0">
                <span className="block font-semibold text-ink">{row.name}</span>
                <span className="block text-xs text-ink-muted">
                  {row.username ? `@${row.username}` : null}
                  {row.platform ? ` · ${row.platform}` : null}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-1">
                  {row.questioned ? <Badge tone="warning">Questioned</Badge> : null}
                  <span className="text-xs text-ink-muted">{metricsLabel(row)}</span>
                </span>
                {row.post_link ? (
                  <a
                    href={row.post_link}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-xs font-semibold text-brand underline-offset-2 hover:underline print:hidden"
                  >
                    Open post
                  </a>
                ) : null}
              </th>
              {COLUMNS.slice(1).map((c) => (
                <td key={c.key} className="tabular px-3 py-2 text-right text-ink">
                  {cell(row, c.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
