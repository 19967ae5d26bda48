import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type NotificationMailer, mailNotification } from './notification-mail';
import { recordNotification } from './notify';

/** What a creator did to one of the brand's invitations or applications. */
export type BrandCollaborationEvent = 'applied' | 'invitationAccepted' | 'invitationDeclined';

interface Facts {
  id: string;
  campaign_id: string;
  product_name: string | null;
  creator_name: string;
  brand_user_id: string;
  brand_email: string;
  brand_name: string;
  price_paise: string;
  decline_reason: string | null;
}

const rupees = (paise: string) => `₹${(Number(paise) / 100).toLocaleString('en-IN')}`;

function noticeFor(f: Facts, event: BrandCollaborationEvent) {
  const campaign = f.product_name ?? 'your campaign';
  switch (event) {
    case 'applied':
      return {
        title: `${f.creator_name} applied to ${campaign}`,
        message: `${f.creator_name} would work on ${campaign} for ${rupees(f.price_paise)}. Accept or decline within 7 days.`,
        action: 'See the application',
      };
    case 'invitationAccepted':
      return {
        title: `${f.creator_name} accepted your invitation to ${campaign}`,
        message: `${rupees(f.price_paise)} is held from the campaign’s escrow until ${f.creator_name} saves the script.`,
        action: 'Open the campaign',
      };
    case 'invitationDeclined':
      return {
        title: `${f.creator_name} declined your invitation to ${campaign}`,
        message: f.decline_reason ? `Their reason: ${f.decline_reason}` : 'No reason was given. Nothing was held from the escrow.',
        action: 'Open the campaign',
      };
  }
}

/** The brand's notification and e-mail about a creator's answer, in the transaction that records it (issue 24 §3). */
export async function noticeBrandOfCollaboration(
  mailer: NotificationMailer,
  input: { tx: DbOrTx; collaborationId: string; event: BrandCollaborationEvent; at: Date },
) {
  const { rows } = (await input.tx.execute(sql`
    select co.id, co.campaign_id, c.product_name, cu.name as creator_name, co.brand_user_id, bu.email as brand_email, bu.name as brand_name,
      co.price_paise::text as price_paise, co.decline_reason
    from collaborations co join campaigns c on c.id = co.campaign_id join users cu on cu.id = co.creator_id join users bu on bu.id = co.brand_user_id
    where co.id = ${input.collaborationId}`)) as unknown as { rows: Facts[] };
  const facts = rows[0];
  if (!facts) return;
  const notice = noticeFor(facts, input.event);
  const link = `/brand/campaigns/${facts.campaign_id}?tab=creators`;
  const row = await recordNotification({
    tx: input.tx,
    at: input.at,
    userId: facts.brand_user_id,
    category: 'collaborations',
    title: notice.title,
    message: notice.message,
    link,
    dedupeKey: `brand-collaboration:${facts.id}:${input.event}`,
  });
  if (!row) return;
  await mailNotification(mailer, {
    tx: input.tx,
    userId: facts.brand_user_id,
    to: facts.brand_email,
    name: facts.brand_name,
    category: 'collaborations',
    title: notice.title,
    message: notice.message,
    link,
    action: notice.action,
  });
}
