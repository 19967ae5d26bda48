import { CONTENT_DUE_SOON_DAYS } from '@amplio/shared/constants/alerts';
import { campaignToday } from '@amplio/shared/domain/campaign-status';
import { ALERT_MESSAGES, type TAlert, type TAlertsResponse, ZMarkAlertsReadRequest } from '@amplio/shared/schemas/alerts';
import { MAX_SCRIPT_REJECTIONS, type ScriptStatus } from '@amplio/shared/schemas/scripts';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { parseOrThrow } from '../../lib/validation';
import { countUnreadAlerts, listContentDue, listStoredAlerts, markAlertsRead } from './alerts.repository';

/** Each group of the overview's Alerts holds at most this many. */
export const ALERTS_PER_GROUP = 20;

/** Scripts that wait for a video from the creator: saved and never uploaded, or rejected and not re-uploaded yet. */
export const CONTENT_DUE_STATUSES: readonly ScriptStatus[] = ['Script Generated', 'Rejected', 'Script Rejected', 'Script Approved'];

const DAY_MS = 86_400_000;

/** What a rejection asks of the creator next, naming what was rejected (issue 28 §1); null before any rejection. */
function nextAfterRejection(row: { status: ScriptStatus; rejectionCount: number; scriptApprovalRequired: boolean }): string | null {
  if (row.rejectionCount === 0 || row.status === 'Script Approved' || row.status === 'Script Generated') return null;
  if (row.status === 'Script Rejected') {
    return row.scriptApprovalRequired
      ? ALERT_MESSAGES.scriptRejectedApprovalFirst(MAX_SCRIPT_REJECTIONS - row.rejectionCount, MAX_SCRIPT_REJECTIONS)
      : ALERT_MESSAGES.scriptRejected(row.rejectionCount + 1, MAX_SCRIPT_REJECTIONS);
  }
  return ALERT_MESSAGES.reupload(row.rejectionCount + 1, MAX_SCRIPT_REJECTIONS);
}

/** '12 Dec 2026' for a YYYY-MM-DD date. */
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const storedView = (row: NotificationRow): TAlert => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  message: row.message,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export function createAlertsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Spec 3 §9: a campaign ending within 7 days is 'due soon'; every script waiting for a video says 'Upload content for {product}'. */
  async function contentDue(userId: string): Promise<TAlert[]> {
    const today = campaignToday(clock.now());
    const rows = await listContentDue(db, { creatorId: userId, statuses: CONTENT_DUE_STATUSES, limit: ALERTS_PER_GROUP });
    return rows.map((row) => {
      const daysLeft = row.endDate ? (Date.parse(row.endDate) - Date.parse(today)) / DAY_MS : null;
      const dueSoon = daysLeft !== null && daysLeft <= CONTENT_DUE_SOON_DAYS;
      const reupload = nextAfterRejection(row);
      const when = row.endDate
        ? (dueSoon ? ALERT_MESSAGES.dueSoon : ALERT_MESSAGES.due)(formatDay(row.endDate))
        : reupload
          ? null
          : ALERT_MESSAGES.noEndDate;
      return {
        id: `due:${row.scriptId}`,
        kind: 'contentDue',
        title: ALERT_MESSAGES.uploadContent(row.productName || 'your campaign'),
        message: [reupload, when].filter(Boolean).join(' '),
        link: `/creator/dashboard/campaigns/${row.campaignId}/submit`,
        created_at: row.updatedAt.toISOString(),
        // Worked out on every read: nothing to mark read, never counted as unread.
        read: true,
        due_soon: dueSoon,
      };
    });
  }

  return {
    /** GET /api/creator/alerts: the three groups of spec 3 §2.2 and the unread count of the stored ones. */
    async list(input: { userId: string }): Promise<TAlertsResponse> {
      const { userId } = input;
      const [due, payments, updates, unread] = await Promise.all([
        contentDue(userId),
        listStoredAlerts(db, { userId, kind: 'paymentStatus', limit: ALERTS_PER_GROUP }),
        listStoredAlerts(db, { userId, kind: 'campaignUpdates', limit: ALERTS_PER_GROUP }),
        countUnreadAlerts(db, userId),
      ]);
      return {
        success: true,
        data: { contentDue: due, paymentStatus: payments.map(storedView), campaignUpdates: updates.map(storedView) },
        unread_count: unread,
      };
    },

    /** POST /api/creator/alerts/read: the given stored alerts (or all of them) become read. */
    async markRead(input: { userId: string; body: unknown }) {
      const body = parseOrThrow(ZMarkAlertsReadRequest, input.body);
      await markAlertsRead(db, { userId: input.userId, ids: body.ids, at: clock.now() });
      return { success: true as const, unread_count: await countUnreadAlerts(db, input.userId) };
    },

    unreadCount: (input: { userId: string }) => countUnreadAlerts(db, input.userId),
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
