const grouped = new Intl.NumberFormat('en-IN');

const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * Spec 3 §9: large counts get K, M and B, with at most one decimal ("12.5K", "1M", "3.2B"); below a thousand the
 * number as it is, with en-IN separators; N/A when missing. A value that rounds up to the next unit moves to it
 * (999,960 is "1M", never "1000K").
 */
export function abbreviateCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    if (abs < unit.size) continue;
    const rounded = Math.round((abs / unit.size) * 10) / 10;
    const bigger = UNITS[i - 1];
    if (rounded >= 1000 && bigger) return `${sign}${Math.round((abs / bigger.size) * 10) / 10}${bigger.suffix}`;
    return `${sign}${grouped.format(rounded)}${unit.suffix}`;
  }
  const small = Math.round(abs * 10) / 10;
  if (small >= 999.95) return `${sign}1K`;
  return `${sign}${grouped.format(small)}`;
}

/** Money in a tight spot (a chart axis, a phone's stat tile): "₹12.5K", "₹1.2M"; the full amount belongs in formatRupees. */
export function abbreviateRupees(value: number | null | undefined): string {
  const short = abbreviateCount(value);
  if (short === 'N/A') return short;
  return short.startsWith('-') ? `-₹${short.slice(1)}` : `₹${short}`;
}
