/** BRAND.md: one money helper, en-IN rupees. Demo figures only (the app's own helper lives with the dashboards). */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatInr = (amount: number) => inr.format(amount);

/** Spec 3 §9: K, M and B abbreviations; N/A when missing. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'N/A';
  const abs = Math.abs(value);
  const short = (n: number, unit: string) => `${(value / n).toFixed(1).replace(/\.0$/, '')}${unit}`;
  if (abs >= 1e9) return short(1e9, 'B');
  if (abs >= 1e6) return short(1e6, 'M');
  if (abs >= 1e3) return short(1e3, 'K');
  return value.toLocaleString('en-IN');
}
