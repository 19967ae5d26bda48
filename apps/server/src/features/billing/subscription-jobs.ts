/** The subscriptions' queues. Each handler re-reads the brand's billing under its lock: a stale or repeated job does nothing. */
export const SUBSCRIPTION_JOBS = {
  /** 24 hours before a period's end: the pre-debit notice (RBI e-mandate rule). */
  preDebit: 'subscriptions.pre-debit',
  /** At a period's end: the renewal charge (or the end of a cancelled plan). */
  renew: 'subscriptions.renew',
  /** 1, 3 and 5 days after a charge failed: the retry (or the lapse after the last). */
  retry: 'subscriptions.retry',
  /** Asks the provider to charge the mandate for one pending charge (after the transaction that created it). */
  charge: 'subscriptions.charge',
} as const;

export interface PeriodJobData {
  userId: string;
  /** The period end (ISO) the job was queued for: a job for another period does nothing. */
  periodEnd: string;
}

export interface RetryJobData {
  userId: string;
  /** 1, 2 or 3. */
  attempt: number;
  /** When this retry is due (ISO). */
  at: string;
}

export interface ChargeJobData {
  chargeId: string;
}
