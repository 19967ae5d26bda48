const MINUTE = 60_000;

/**
 * The time left before something happens on its own, rounded up to the minute: "4 days 6 h", "1 day", "6 h 12 min",
 * "12 min". Nothing finer than minutes, so the text does not flicker while the page is open.
 */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${mins > 0 ? ` ${mins} min` : ''}`;
  return `${mins} min`;
}
