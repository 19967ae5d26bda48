import { formatTimeLeft } from '../../lib/format-time-left';

export type CountdownKind = 'script' | 'video' | 'post';

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
  if (input.kind === 'script') {
    return left > 0
      ? `Approves the script automatically in ${formatTimeLeft(left)} if you don't decide`
      : 'Approving the script automatically now';
  }
  return left > 0 ? `Approves automatically in ${formatTimeLeft(left)} if you don't decide` : 'Approving automatically now';
}

/** True when an automatic decision is due (the list is then refreshed until the server has made it). */
export const isOverdue = (autoApproveAt: string | null, now: number) => autoApproveAt !== null && Date.parse(autoApproveAt) <= now;
