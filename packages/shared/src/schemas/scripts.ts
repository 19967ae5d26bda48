import { z } from 'zod';
import { CAMPAIGN_PLATFORM_VALUES } from '../constants/campaigns';
import { zRupees } from './money-field';

/** Spec 3 §4: every status a script can have. */
export const SCRIPT_STATUSES = [
  'New',
  'Draft',
  'Script Generated',
  'In Review',
  'Approved',
  'Rejected',
  'Script Rejected',
  'Post Rejected',
  'Published',
  'Completed',
  'Not Uploaded',
  // Issue 28 §1, on campaigns that approve scripts before filming: the script waits for the brand, then may be filmed.
  'Script Submitted',
  'Script Approved',
] as const;
export type ScriptStatus = (typeof SCRIPT_STATUSES)[number];

/** What a saved script starts as: generated, saved, money reserved, no video yet. */
export const SAVED_SCRIPT_STATUS: ScriptStatus = 'Script Generated';

/** What a saved (or edited and sent again) script becomes on a campaign that approves scripts before filming. */
export const SUBMITTED_SCRIPT_STATUS: ScriptStatus = 'Script Submitted';

/**
 * Why a script closed (its `closed_at` is set): the brand completed it and the money was released; the third
 * rejection refunded it; the creator abandoned it; or the campaign ended with no content from it.
 */
export const SCRIPT_CLOSED_REASONS = ['completed', 'rejected', 'abandoned', 'campaign_ended'] as const;
export type ScriptClosedReason = (typeof SCRIPT_CLOSED_REASONS)[number];

/** Spec 3 §9: at most 3 rejections per script. */
export const MAX_SCRIPT_REJECTIONS = 3;

export const SCRIPT_LIMITS = {
  scriptMax: 20_000,
  titleMax: 200,
  descriptionMax: 2_000,
  listMax: 100,
  /** Rupees: the largest dynamic_price a client may send back. */
  priceMax: 1_000_000_000_000,
} as const;

const rupeeText = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** Spec 3 §5 and §8, and the cases the spec does not show. */
export const SCRIPT_MESSAGES = {
  selectCampaign: 'Please select a campaign first',
  generateFirst: 'Please generate a script first',
  invalidCampaign: 'Invalid campaign',
  saveFailed: (reason: string) => `Failed to save script: ${reason}`,
  generateFailed: (reason: string) => `Failed to generate script: ${reason}`,
  loadFailed: 'Failed to load scripts. Please try again later.',
  noPrevious: 'No previous scripts found.',
  noCurrent: 'You have no script yet. Choose a brand and a campaign, then generate one.',
  selectBrand: 'Please select a brand first',
  copied: 'Script copied to clipboard',
  copyFailed: 'Could not copy the script. Select the text and copy it yourself.',
  scriptTooLong: `A script can be at most ${SCRIPT_LIMITS.scriptMax.toLocaleString('en-IN')} characters.`,
  titleTooLong: `The title can be at most ${SCRIPT_LIMITS.titleMax} characters.`,
  descriptionTooLong: `The description can be at most ${SCRIPT_LIMITS.descriptionMax.toLocaleString('en-IN')} characters.`,
  priceInvalid: 'The price must be an amount in rupees, 0 or more.',
  platformInvalid: 'Please choose one of the campaign’s platforms.',
  notFound: 'Script not found.',
  saved: (price: number) => `Script saved. ${rupeeText(price)} is reserved for you in the campaign’s escrow.`,
  priceAdjusted: (sent: number, price: number) =>
    `Your price was worked out again from your current numbers: ${rupeeText(price)}, not ${rupeeText(sent)}. The script is saved at ${rupeeText(price)}.`,
  escrowShort: (price: number) =>
    `This campaign does not have ${rupeeText(price)} left in escrow to pay your price, so nothing was reserved. Please choose another campaign.`,
  alreadyOpen: 'You already have a script for this campaign. Find it under Generated Scripts.',
  rejectedOut: 'The brand rejected your work for this campaign three times, so it is closed to you. Find another campaign in discovery.',
  /** Issue 28 §1: saving on a campaign that approves scripts before filming. */
  savedForApproval: (price: number) =>
    `Script sent to the brand for approval. ${rupeeText(price)} is reserved for you in the campaign’s escrow. Film your video once they approve it.`,
  /** POST /api/creator/scripts/{id}/resubmit. */
  resubmitted: 'Script sent to the brand again. Film your video once they approve it.',
  revised: 'Script updated. Film a new video from it and upload it.',
  resubmitNotRejected: 'Only a script the brand rejected can be edited and sent again.',
  resubmitUnchanged: 'Change your script before you send it again: it is the same text the brand rejected.',
  approvalNote: `This brand approves scripts before filming. A rejected script counts as one of the ${MAX_SCRIPT_REJECTIONS} rejections this script may have, like a rejected video.`,
} as const;
const M = SCRIPT_MESSAGES;

const text = (max: number, message: string) =>
  z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max, message).optional());

/** POST /api/campaigns/save-script (spec 3 §3 "Script save payload"); `platform` is ours and optional. */
export const ZSaveScriptRequest = z.object({
  brand_id: z.string({ error: M.invalidCampaign }).trim().min(1, M.invalidCampaign).max(64, M.invalidCampaign),
  campaign_id: z.string({ error: M.selectCampaign }).trim().min(1, M.selectCampaign).max(64, M.invalidCampaign),
  script: z.string({ error: M.generateFirst }).trim().min(1, M.generateFirst).max(SCRIPT_LIMITS.scriptMax, M.scriptTooLong),
  /** What the browser showed; the server computes its own and never reserves this. */
  dynamic_price: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    zRupees({
      min: 0,
      max: SCRIPT_LIMITS.priceMax,
      text: true,
      messages: { required: M.priceInvalid, invalid: M.priceInvalid, fraction: M.priceInvalid, min: M.priceInvalid, max: M.priceInvalid },
    }).optional(),
  ),
  title: text(SCRIPT_LIMITS.titleMax, M.titleTooLong),
  description: text(SCRIPT_LIMITS.descriptionMax, M.descriptionTooLong),
  /** The platform to be priced on; without it, the creator's best-paid platform of the campaign. */
  platform: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(CAMPAIGN_PLATFORM_VALUES, { error: M.platformInvalid }).optional(),
  ),
});
export type TSaveScriptRequest = z.input<typeof ZSaveScriptRequest>;

/** A script as its creator sees it (spec 3 §3 "Script"), with the campaign it belongs to and the money reserved. */
export const ZScript = z.object({
  id: z.uuid(),
  script: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  productName: z.string(),
  brand_id: z.string(),
  brand_name: z.string().nullable(),
  campaign_id: z.string(),
  status: z.enum(SCRIPT_STATUSES),
  platform: z.enum(CAMPAIGN_PLATFORM_VALUES).nullable(),
  /** Rupees reserved for this script in the campaign's escrow. */
  dynamic_price: z.number(),
  rejection_count: z.number().int(),
  script_rejected_remarks: z.string().nullable(),
  video_path: z.string().nullable(),
  post_link: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The brand's reason for the latest rejection of the video, and of the post link (spec 3 §3 "Submission"). */
  rejected_remarks: z.string().nullable(),
  rejected_post_remarks: z.string().nullable(),
  rejected_at: z.string().nullable(),
  /** When the submission now In Review is decided if the brand stays silent (approved, or completed for a post). */
  auto_approve_at: z.string().nullable(),
  /**
   * Once the campaign has ended and the next move is the creator's (the post link when Approved or Post Rejected, a
   * new video when Rejected or Script Rejected): when the script closes and its money goes back to the brand unless
   * the creator acts. Null when nothing is due from the creator.
   */
  creator_due_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Why the script closed (completed, rejected 3 times, abandoned, campaign ended); null while it is open. */
  closed_reason: z.enum(SCRIPT_CLOSED_REASONS).nullable(),
  /** Issue 28 §1: the brand approves this script before it is filmed (the campaign's option when it was saved). */
  script_approval_required: z.boolean(),
  /** When the brand (or its silence) approved the script; null until then. */
  script_approved_at: z.string().nullable(),
});
export type TScript = z.infer<typeof ZScript>;

export const ZSaveScriptResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when the server's price differs from the dynamic_price sent; the script is saved at the server's. */
  price_adjusted: z.boolean(),
  dynamic_price: z.number(),
  data: ZScript,
});
export type TSaveScriptResponse = z.infer<typeof ZSaveScriptResponse>;

export const ZScriptsResponse = z.object({ success: z.literal(true), data: z.array(ZScript) });
export type TScriptsResponse = z.infer<typeof ZScriptsResponse>;

export const ZScriptResponse = z.object({ success: z.literal(true), data: ZScript });

export const ZScriptIdParams = z.object({ id: z.string().max(64) });

/** POST /api/creator/scripts/{id}/resubmit: the edited script, after the brand rejected it. */
export const ZResubmitScriptRequest = z.object({
  script: z.string({ error: M.generateFirst }).trim().min(1, M.generateFirst).max(SCRIPT_LIMITS.scriptMax, M.scriptTooLong),
  title: text(SCRIPT_LIMITS.titleMax, M.titleTooLong),
  description: text(SCRIPT_LIMITS.descriptionMax, M.descriptionTooLong),
});
export type TResubmitScriptRequest = z.input<typeof ZResubmitScriptRequest>;

export const ZResubmitScriptResponse = z.object({ success: z.literal(true), message: z.string(), data: ZScript });
export type TResubmitScriptResponse = z.infer<typeof ZResubmitScriptResponse>;

/** GET /api/creator/campaigns: the campaigns the creator has a script for (spec 3 §3 "Dashboard campaign row"). */
export const ZCreatorCampaign = z.object({
  id: z.string(),
  product_name: z.string(),
  brand_name: z.string().nullable(),
  end_date: z.string().nullable(),
  campaign_status: z.string(),
  script_id: z.string(),
  script_status: z.enum(SCRIPT_STATUSES),
  /** 'not uploaded' until a video is uploaded, then 'uploaded' (spec 3 §9 "pending tasks"). */
  creator_upload: z.enum(['not uploaded', 'uploaded']),
  /** The post's views and likes; null until a post is tracked. */
  views: z.number().nullable(),
  likes: z.number().nullable(),
  dynamic_price: z.number(),
});
export type TCreatorCampaign = z.infer<typeof ZCreatorCampaign>;

export const ZCreatorCampaignsResponse = z.object({ success: z.literal(true), data: z.array(ZCreatorCampaign) });
export type TCreatorCampaignsResponse = z.infer<typeof ZCreatorCampaignsResponse>;

/** Spec 3 §4: what comes next for a script, in words, while upload and post links are not open yet. */
export function scriptNextStep(
  script: Pick<TScript, 'status' | 'rejection_count'> & Partial<Pick<TScript, 'script_approval_required' | 'video_path'>>,
): string {
  if (script.rejection_count >= MAX_SCRIPT_REJECTIONS) return 'Maximum reject time attempts (3) reached for this script.';
  const left = MAX_SCRIPT_REJECTIONS - script.rejection_count;
  switch (script.status) {
    case 'Script Submitted':
      return 'The brand is reviewing your script. Film your video once they approve it.';
    case 'Script Approved':
      return 'The brand approved your script. Film your video and upload it.';
    case 'Script Rejected':
      return script.script_approval_required
        ? `Next: edit your script and send it again (${left} of ${MAX_SCRIPT_REJECTIONS} rejections left).`
        : `Next: edit your script, then film and upload a new video from it (upload attempt ${script.rejection_count + 1} of ${MAX_SCRIPT_REJECTIONS}).`;
    case 'In Review':
      return 'The brand is reviewing your content.';
    case 'Approved':
      return 'Approved. Share the link to your post when it is live.';
    case 'Post Rejected':
      return 'The brand asked for an updated post link.';
    case 'Completed':
      return 'Completed. The payment is on its way to your wallet.';
    default:
      return script.rejection_count > 0
        ? `Next: re-upload attempt ${script.rejection_count + 1} of ${MAX_SCRIPT_REJECTIONS}.`
        : 'Next: film your video and upload it for the brand to review.';
  }
}
