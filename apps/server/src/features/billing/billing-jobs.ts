import type { TrialReminderDays } from '@amplio/shared/constants/billing';

/** The billing feature's queues. Each handler re-reads the brand's billing under its lock: a stale or repeated job does nothing. */
export const BILLING_JOBS = {
  /** Enqueued at verification, to run 3 days before the trial's end. */
  reminder3: 'billing.trial-reminder-3d',
  /** Enqueued at verification, to run 1 day before the trial's end. */
  reminder1: 'billing.trial-reminder-1d',
  /** Enqueued at verification, to run at the trial's end: a trial still unpaid lapses. */
  trialEnd: 'billing.trial-end',
} as const;

export const REMINDER_QUEUES: Record<TrialReminderDays, string> = { 3: BILLING_JOBS.reminder3, 1: BILLING_JOBS.reminder1 };

export interface TrialJobData {
  userId: string;
  /** The trial end the job was queued for (ISO): a job for an older trial does nothing. */
  trialEndsAt: string;
}
