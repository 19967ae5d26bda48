import { formatTimeLeft } from '../../../lib/format-time-left';

const DAY = 24 * 60 * 60 * 1000;

/** "expires in 5 days" (to the nearest day), "expires in 6 h 12 min" under a day, "has expired" once past; empty without a date. */
export function expiresIn(iso: string | null, now: number = Date.now()): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const left = at - now;
  if (left <= 0) return 'has expired';
  if (left < DAY) return `expires in ${formatTimeLeft(left)}`;
  const days = Math.round(left / DAY);
  return `expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}
