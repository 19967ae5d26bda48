import { z } from 'zod';
import { ALERT_KINDS } from '../constants/alerts';

export const ALERT_MESSAGES = {
  uploadContent: (product: string) => `Upload content for ${product}`,
  dueSoon: (date: string) => `Due soon: the campaign ends on ${date}.`,
  due: (date: string) => `The campaign ends on ${date}.`,
  /** A campaign without an end date. */
  noEndDate: 'Upload your video so the brand can review it.',
  /** After a rejection: the brand's reason is on the script. */
  reupload: (attempt: number, max: number) => `Upload a new video (re-upload attempt ${attempt} of ${max}).`,
  /** Issue 28 §1: after a script rejection the script comes first, never "a new video" alone. */
  scriptRejected: (attempt: number, max: number) =>
    `Edit your script, then film and upload a new video from it (upload attempt ${attempt} of ${max}).`,
  scriptRejectedApprovalFirst: (left: number, max: number) =>
    `Edit your script and send it again for approval (${left} of ${max} rejections left).`,
} as const;

/** One alert of spec 3 §2.2. contentDue alerts are computed (id "due:{script id}") and are never unread. */
export const ZAlert = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
  /** contentDue only: the campaign ends within 7 days. */
  due_soon: z.boolean().optional(),
});
export type TAlert = z.infer<typeof ZAlert>;

/** GET /api/creator/alerts: the three groups, newest first (at most 20 stored alerts each). */
export const ZAlertsResponse = z.object({
  success: z.literal(true),
  data: z.object({ contentDue: z.array(ZAlert), paymentStatus: z.array(ZAlert), campaignUpdates: z.array(ZAlert) }),
  unread_count: z.number().int(),
});
export type TAlertsResponse = z.infer<typeof ZAlertsResponse>;

/** POST /api/creator/alerts/read: marks the given stored alerts read, or all of them without ids. */
export const ZMarkAlertsReadRequest = z.object({ ids: z.array(z.uuid()).max(100).optional() });
export const ZMarkAlertsReadResponse = z.object({ success: z.literal(true), unread_count: z.number().int() });

/** GET /api/creator/performance-trends: one point a day the creator's metrics changed, summed over their accounts. */
export const ZPerformancePoint = z.object({
  date: z.string(),
  views: z.number(),
  likes: z.number(),
  /** (likes + comments) / followers × 100, two decimals (spec 3 §9). */
  engagement: z.number(),
});
export const ZPerformanceTrendsResponse = z.object({ success: z.literal(true), data: z.array(ZPerformancePoint) });
export type TPerformanceTrendsResponse = z.infer<typeof ZPerformanceTrendsResponse>;
