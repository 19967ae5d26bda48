import type { TConversation } from '@amplio/shared/schemas/conversations';
import { paths, pathTo } from '../../config/paths';

/** Which side of the conversations the signed-in user is on: the brand account or the creator. */
export type Side = 'brand' | 'creator';

const LIST = { brand: paths.brandMessages.path, creator: paths.creatorMessages.path } as const;
const THREAD = { brand: paths.brandConversation.path, creator: paths.creatorConversation.path } as const;

export const messagesPath = (side: Side, query?: Record<string, string | undefined>) => pathTo(LIST[side], undefined, query);
export const conversationPath = (side: Side, id: string) => pathTo(THREAD[side], { id });

/** The campaign as the user's side sees it: the brand's Campaign Details, the creator's submission screen. */
export const campaignPath = (side: Side, campaignId: string) =>
  side === 'brand' ? pathTo(paths.brandCampaign.path, { id: campaignId }) : pathTo(paths.creatorCampaign.path, { campaignId });

export interface OtherParty {
  name: string;
  photo: string | null;
  /** The other side's page, where the user has one to see (a brand sees the creator's profile). */
  href: string | null;
}

/** Who the user is talking to. */
export function otherParty(conversation: TConversation, side: Side): OtherParty {
  if (side === 'creator') return { name: conversation.brand.name, photo: conversation.brand.logo_url, href: null };
  const { creator } = conversation;
  return {
    name: creator.name,
    photo: creator.profile_photo,
    href: creator.username ? pathTo(paths.brandCreator.path, { username: creator.username }) : null,
  };
}
