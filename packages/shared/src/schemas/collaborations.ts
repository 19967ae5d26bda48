import { z } from 'zod';
import { CAMPAIGN_PLATFORM_VALUES } from '../constants/campaigns';
import { CREATOR_CATEGORY_VALUES } from '../constants/creator-options';
import { LANGUAGES } from '../constants/languages';

/** Issue 23 §3: who may work on a campaign. `open` is how every campaign worked before. */
export const CAMPAIGN_ACCESS_MODES = ['open', 'approval', 'invite_only'] as const;
export type CampaignAccessMode = (typeof CAMPAIGN_ACCESS_MODES)[number];

/** An invitation (brand → creator) or an application (creator → brand) to work on one campaign. */
export const COLLABORATION_KINDS = ['invitation', 'application'] as const;
export type CollaborationKind = (typeof COLLABORATION_KINDS)[number];

/**
 * pending: waiting for the other side. accepted: the price is held from escrow until the creator saves the script
 * (then `script_id` is set) or the hold lapses. declined, expired (7 days unanswered), withdrawn (by whoever sent it),
 * lapsed (accepted, no script within 7 days, the hold went back to escrow).
 */
export const COLLABORATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn', 'lapsed'] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

/**
 * An invitation in one of these (waiting or accepted) marks its campaign "Invited" for the creator and lifts it to the
 * top of their discovery (issue 23 §3); a declined, expired, withdrawn or lapsed one no longer does.
 */
export const INVITED_STATUSES = ['pending', 'accepted'] as const satisfies readonly CollaborationStatus[];

export const COLLABORATION_LIMITS = {
  pitchMax: 1000,
  messageMax: 1000,
  reasonMax: 500,
  /** An unanswered invitation or application expires this long after it was sent. */
  expiryDays: 7,
  /** An accepted one whose creator has not saved the script this long after acceptance lapses: the hold returns. */
  holdDays: 7,
  maxCreatorsMax: 10_000,
  /** How many creators "Invite the whole list" sends at once. */
  inviteManyMax: 500,
} as const;

export const COLLABORATION_MESSAGES = {
  platformInvalid: 'Pick one of the campaign’s platforms.',
  pitchTooLong: `Keep your pitch to ${COLLABORATION_LIMITS.pitchMax.toLocaleString('en-IN')} characters or fewer.`,
  messageTooLong: `Keep your message to ${COLLABORATION_LIMITS.messageMax.toLocaleString('en-IN')} characters or fewer.`,
  reasonTooLong: `Keep the reason to ${COLLABORATION_LIMITS.reasonMax} characters or fewer.`,
  priceInvalid: 'Enter the price in rupees as a whole number, like 2500.',
  priceBelowComputed: (computed: number) =>
    `You can offer more than the creator’s price of ₹${computed.toLocaleString('en-IN')}, never less.`,
  creatorRequired: 'Choose a creator to invite.',
  creatorNotFound: 'No creator with this id is open to brands on Amplio.',
  notOpenToInvitations: 'This creator is not taking invitations right now.',
  campaignNotFound: 'This campaign does not exist, or it is not yours.',
  campaignNotRunning: 'Invitations and applications are open only while a campaign is upcoming or running.',
  notApprovalMode: 'This campaign does not take applications. Open campaigns can be started straight away.',
  inviteOnly: 'This campaign is by invitation only.',
  needsAcceptance: 'This campaign takes applications: apply first, and start once the brand accepts.',
  alreadyPending: 'There is already an invitation or application waiting for an answer on this campaign.',
  alreadyWorking: 'This creator already works on this campaign.',
  alreadyWorked: 'This creator has already worked on this campaign. Invite them to work on it again.',
  workedBeforeCreator: 'You have already worked on this campaign. The brand can invite you to work on it again.',
  slotsFull: 'This campaign has all the creators it needs.',
  notFound: 'This invitation or application does not exist, or it is not yours.',
  notPending: 'This has already been answered, withdrawn or has expired.',
  escrowShort: (price: number) =>
    `The campaign’s escrow cannot cover ₹${price.toLocaleString('en-IN')} right now. Add funds to the campaign, then accept again. Nothing was held.`,
  accessModeInvalid: 'Choose open, approval or invite only.',
  maxCreatorsInvalid: `Enter how many creators you need, from 1 to ${COLLABORATION_LIMITS.maxCreatorsMax.toLocaleString('en-IN')}, or leave it empty for no limit.`,
  maxCreatorsBelowTaken: (taken: number) => `${taken} creators already work on this campaign: the limit cannot be lower than that.`,
  listEmpty: 'This list has no creators to invite.',
  minFollowersInvalid: 'Enter the followers a creator needs as a whole number from 1 to 1,000,000,000, or leave it empty.',
  categoriesInvalid: 'Choose categories from the list.',
  languagesInvalid: 'Choose languages from the list.',
  countriesInvalid: 'Choose countries from the list.',
} as const;

const M = COLLABORATION_MESSAGES;
const platform = z.enum(CAMPAIGN_PLATFORM_VALUES, { error: M.platformInvalid });
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .transform((s) => s.trim())
    .optional()
    .nullable();

/** POST /api/campaigns/{id}/applications */
export const ZApplyRequest = z.object({ platform, pitch: optionalText(COLLABORATION_LIMITS.pitchMax, M.pitchTooLong) });
export type TApplyRequest = z.input<typeof ZApplyRequest>;

/** POST /api/brands/campaigns/{id}/invitations; `price` in whole rupees, defaulting to the creator's computed price. */
export const ZInviteRequest = z.object({
  creator_id: z.string({ error: M.creatorRequired }).min(1, M.creatorRequired).max(64, M.creatorNotFound),
  platform,
  message: optionalText(COLLABORATION_LIMITS.messageMax, M.messageTooLong),
  price: z
    .number({ error: M.priceInvalid })
    .int(M.priceInvalid)
    .min(1, M.priceInvalid)
    .max(10_000_000, M.priceInvalid)
    .optional()
    .nullable(),
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;

/** POST /api/brands/campaigns/{id}/invitations/list: everyone on a saved list, each at their own price. */
export const ZInviteListRequest = z.object({
  list_id: z.string().min(1).max(64),
  platform,
  message: optionalText(COLLABORATION_LIMITS.messageMax, M.messageTooLong),
});
export type TInviteListRequest = z.input<typeof ZInviteListRequest>;

/** POST …/decline */
export const ZDeclineRequest = z.object({ reason: optionalText(COLLABORATION_LIMITS.reasonMax, M.reasonTooLong) });
export type TDeclineRequest = z.input<typeof ZDeclineRequest>;

/** Who the campaign is for (issue 23 §3); checked in discovery, in applications and when a script is saved. */
export const ZCampaignRequirements = z.object({
  min_followers: z
    .number({ error: M.minFollowersInvalid })
    .int(M.minFollowersInvalid)
    .min(1, M.minFollowersInvalid)
    .max(1_000_000_000, M.minFollowersInvalid)
    .nullable(),
  categories: z
    .array(z.enum(CREATOR_CATEGORY_VALUES, { error: M.categoriesInvalid }), { error: M.categoriesInvalid })
    .max(CREATOR_CATEGORY_VALUES.length, M.categoriesInvalid),
  languages: z.array(z.enum(LANGUAGES, { error: M.languagesInvalid }), { error: M.languagesInvalid }).max(20, M.languagesInvalid),
  countries: z
    .array(z.string({ error: M.countriesInvalid }).regex(/^[A-Z]{2}$/, M.countriesInvalid), { error: M.countriesInvalid })
    .max(30, M.countriesInvalid),
});
export type TCampaignRequirements = z.infer<typeof ZCampaignRequirements>;

/** PUT /api/brands/campaigns/{id}/access */
export const ZCampaignAccessRequest = z.object({
  access_mode: z.enum(CAMPAIGN_ACCESS_MODES, { error: M.accessModeInvalid }),
  max_creators: z
    .number({ error: M.maxCreatorsInvalid })
    .int(M.maxCreatorsInvalid)
    .min(1, M.maxCreatorsInvalid)
    .max(COLLABORATION_LIMITS.maxCreatorsMax, M.maxCreatorsInvalid)
    .nullable()
    .optional(),
  /** Left out: the requirements stay as they are. */
  requirements: ZCampaignRequirements.optional(),
});
export type TCampaignAccessRequest = z.input<typeof ZCampaignAccessRequest>;

export const ZCampaignAccess = z.object({
  access_mode: z.enum(CAMPAIGN_ACCESS_MODES),
  max_creators: z.number().int().nullable(),
  /** Creators holding a slot: accepted and waiting for their script, or with a script that is not closed. */
  slots_taken: z.number().int(),
  requirements: z.object({
    min_followers: z.number().int().nullable(),
    categories: z.array(z.string()),
    languages: z.array(z.string()),
    countries: z.array(z.string()),
  }),
});
export type TCampaignAccess = z.infer<typeof ZCampaignAccess>;

/** One invitation or application, as either side sees it. */
export const ZCollaboration = z.object({
  id: z.uuid(),
  kind: z.enum(COLLABORATION_KINDS),
  status: z.enum(COLLABORATION_STATUSES),
  campaign_id: z.uuid(),
  campaign_name: z.string(),
  brand_name: z.string().nullable(),
  creator_id: z.uuid(),
  creator_name: z.string(),
  creator_username: z.string().nullable(),
  platform: platform,
  /** Whole rupees: what is held from escrow once accepted. */
  price: z.number(),
  message: z.string().nullable(),
  decline_reason: z.string().nullable(),
  script_id: z.uuid().nullable(),
  script_status: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type TCollaboration = z.infer<typeof ZCollaboration>;

export const ZCollaborationResponse = z.object({ success: z.literal(true), message: z.string(), data: ZCollaboration });
export type TCollaborationResponse = z.infer<typeof ZCollaborationResponse>;

export const ZCollaborationsResponse = z.object({ success: z.literal(true), data: z.array(ZCollaboration) });
export type TCollaborationsResponse = z.infer<typeof ZCollaborationsResponse>;

/** GET /api/brands/campaigns/{id}/creators: everyone invited, applied, working, completed, declined or expired. */
export const ZCampaignCreatorsResponse = z.object({
  success: z.literal(true),
  access: ZCampaignAccess,
  /** Whole rupees held for accepted creators who have not saved their script yet. */
  held: z.number(),
  data: z.array(ZCollaboration),
});
export type TCampaignCreatorsResponse = z.infer<typeof ZCampaignCreatorsResponse>;

export const ZInviteListResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  invited: z.number().int(),
  /** Creators on the list who were not invited, with why (already invited, working, not taking invitations…). */
  skipped: z.array(z.object({ creator_id: z.uuid(), reason: z.string() })),
});
export type TInviteListResponse = z.infer<typeof ZInviteListResponse>;
