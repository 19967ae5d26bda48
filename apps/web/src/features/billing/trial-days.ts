const DAY_MS = 86_400_000;

/** Whole days left in a trial ending at `endsAt` (ISO), rounded up: 1 on its last day, 0 once it has ended. */
export function trialDaysLeft(endsAt: string | null, now: Date = new Date()): number {
  if (!endsAt) return 0;
  const left = Date.parse(endsAt) - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

export const daysLeftText = (days: number) => (days === 1 ? '1 day left' : `${days} days left`);
