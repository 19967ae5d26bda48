import type { TReportCreator } from '@amplio/shared/schemas/campaign-reports';
import { formatRupees } from '../../lib/format-money';

/** An en dash where nothing is known (issue 27: "–" where nothing is known; never 0 for unknown). */
export const UNKNOWN = '–';

const counts = new Intl.NumberFormat('en-IN');

export const formatCount = (value: number | null | undefined) => (value === null || value === undefined ? UNKNOWN : counts.format(value));
export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? UNKNOWN : `${value.toFixed(2)}%`;
export const formatCost = (value: number | null | undefined) => (value === null || value === undefined ? UNKNOWN : formatRupees(value));

export const METRIC_SOURCE_LABELS = {
  self_reported_with_proof: 'Reported by the creator, with a screenshot',
  tracked: 'Tracked by Amplio',
  platform_api: 'Verified with the platform',
} as const;

/** The label next to a creator's numbers: where they came from and whether the brand has accepted them. */
export function metricsLabel(row: Pick<TReportCreator, 'metrics' | 'questioned'>): string {
  if (!row.metrics) return row.questioned ? 'Questioned — waiting for the creator' : 'Not reported yet';
  const day = `day ${row.metrics.checkpoint_day}`;
  const state = row.metrics.status === 'accepted' ? 'accepted' : 'not reviewed yet';
  const extra = row.questioned ? ' · newer report questioned' : '';
  return `Self-reported with proof (${day}, ${state})${extra}`;
}

/** How a sorted header says its order (aria-sort), from the API's `order`. */
export const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
