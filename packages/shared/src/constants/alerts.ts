/**
 * Spec 3 §2.2 "Alerts (contentDue, paymentStatus, campaignUpdates)". contentDue is worked out from the creator's open
 * scripts on every read; the other two are stored, one row per event, and count towards the unread badge.
 */
export const ALERT_KINDS = ['contentDue', 'paymentStatus', 'campaignUpdates'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const STORED_ALERT_KINDS = ['paymentStatus', 'campaignUpdates'] as const satisfies readonly AlertKind[];
export type StoredAlertKind = (typeof STORED_ALERT_KINDS)[number];

/** Spec 3 §9: a campaign ending within this many days gives 'due soon'. */
export const CONTENT_DUE_SOON_DAYS = 7;
