const MINUTE = 60_000;

/**
 * The time left before an automatic decision, rounded up to the minute: "4 days 6 h", "1 day", "6 h 12 min",
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

export type CountdownKind = 'video' | 'post';

/**
 * What the card says while a submission waits for the brand (issue 13 §2, auto-approval): a video is approved, and a post
 * completed and paid, when the brand stays silent until `auto_approve_at`. Null when nothing waits.
 */
export function countdownText(input: { autoApproveAt: string | null; kind: CountdownKind; now: number }): string | null {
  if (!input.autoApproveAt) return null;
  const due = Date.parse(input.autoApproveAt);
  if (Number.isNaN(due)) return null;
  const left = due - input.now;
  if (input.kind === 'post') {
    return left > 0
      ? `Completes and pays automatically in ${formatTimeLeft(left)} if you don't decide`
      : 'Completing and paying automatically now';
  }
  return left > 0 ? `Approves automatically in ${formatTimeLeft(left)} if you don't decide` : 'Approving automatically now';
}

/** True when an automatic decision is due (the list is then refreshed until the server has made it). */
export const isOverdue = (autoApproveAt: string | null, now: number) => autoApproveAt !== null && Date.parse(autoApproveAt) <= now;
