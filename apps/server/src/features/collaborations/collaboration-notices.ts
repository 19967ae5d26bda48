import type { Tx } from '../../db/client';
import { recordCreatorAlert } from '../alerts/creator-alerts';
import type { MailService } from '../mail/mail.service';
import { mailNotification } from '../notifications/notification-mail';
import type { CollaborationWithNames } from './collaborations.repository';

const rupees = (paise: bigint) => `₹${(Number(paise) / 100).toLocaleString('en-IN')}`;

/** What the creator is told when something happens to one of their invitations or applications. */
function noticeFor(row: CollaborationWithNames, event: CreatorNoticeEvent): { title: string; message: string } {
  const campaign = row.campaignName ?? 'a campaign';
  const brand = row.brandName ?? 'A brand';
  switch (event) {
    case 'invited':
      return {
        title: `${brand} invited you to ${campaign}`,
        message: `${brand} invited you to ${campaign} for ${rupees(row.pricePaise)}. The invitation is open for 7 days.`,
      };
    case 'expiringSoon':
      return {
        title: `${brand}’s invitation to ${campaign} expires in 24 hours`,
        message: `Accept it before it expires to have ${rupees(row.pricePaise)} held for you, or decline it so ${brand} can invite someone else.`,
      };
    case 'accepted':
      return {
        title: `Your application to ${campaign} was accepted`,
        message: `${brand} accepted your application: ${rupees(row.pricePaise)} is held for you. Write your script to start.`,
      };
    case 'declined':
      return {
        title: `Your application to ${campaign} was declined`,
        message: row.declineReason ? `${brand} declined your application: ${row.declineReason}` : `${brand} declined your application.`,
      };
    case 'expired':
      return {
        title: `Your application to ${campaign} expired`,
        message: `${brand} did not answer within 7 days, so the application expired. You can apply to other campaigns.`,
      };
    case 'endedHeld':
      return {
        title: `${campaign} has ended`,
        message: `The campaign ended before you saved a script, so the ${rupees(row.pricePaise)} held for you went back to ${brand}.`,
      };
    case 'endedPending':
      return {
        title: `${campaign} has ended`,
        message: `The campaign ended, so your ${row.kind === 'invitation' ? 'invitation' : 'application'} closed without an answer.`,
      };
    case 'lapsed':
      return {
        title: `Your place on ${campaign} was released`,
        message: `You did not save a script within 7 days of being accepted, so the money held for you went back to the campaign.`,
      };
  }
}

export type CreatorNoticeEvent = 'invited' | 'expiringSoon' | 'accepted' | 'declined' | 'expired' | 'lapsed' | 'endedHeld' | 'endedPending';

/** The creator's in-app alert and e-mail, written in the transaction that makes the change. */
export async function tellCreator(input: {
  tx: Tx;
  at: Date;
  mail: Pick<MailService, 'enqueue'>;
  appUrl: string;
  /** Signs the e-mail's one-click unsubscribe link. */
  secret: string;
  row: CollaborationWithNames;
  event: CreatorNoticeEvent;
}) {
  const { tx, at, row, event } = input;
  const notice = noticeFor(row, event);
  const category = event === 'expiringSoon' ? 'deadlines' : 'collaborations';
  const link = '/creator/dashboard/invitations';
  await recordCreatorAlert({
    tx,
    at,
    userId: row.creatorId,
    kind: 'campaignUpdates',
    category,
    title: notice.title,
    message: notice.message,
    link,
    dedupeKey: `collaboration:${row.id}:${event}`,
  });
  await mailNotification(
    { mail: input.mail, secret: input.secret, appUrl: input.appUrl },
    {
      tx,
      userId: row.creatorId,
      to: row.creatorEmail,
      name: row.creatorName,
      category,
      title: notice.title,
      message: notice.message,
      link,
      action: event === 'invited' || event === 'expiringSoon' ? 'See the invitation' : 'Open your invitations',
    },
  );
}
