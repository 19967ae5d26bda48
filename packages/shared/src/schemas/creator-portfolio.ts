import { z } from 'zod';
import type { UsageRights } from '../constants/campaigns';

/** Issue 23 §2: the creator's portfolio, up to 12 completed Amplio videos and up to 12 links to other work. */
export const PORTFOLIO_LIMITS = {
  videosMax: 12,
  linksMax: 12,
  titleMax: 100,
  urlMax: 2000,
} as const;

/**
 * The usage rights under which a creator may show a completed video to other brands. Organic posting and time-boxed
 * paid ads license the video to the brand while the creator keeps it: it is already on the creator's own channels.
 * `perpetual` lets the brand use the video anywhere with no end date, which Amplio treats as a buy-out: the video
 * stays out of the portfolio.
 */
export const PORTFOLIO_USAGE_RIGHTS = ['organic_only', 'paid_ads_30_days', 'paid_ads_90_days'] as const satisfies readonly UsageRights[];

export const isPortfolioUsageRights = (value: string | null): boolean =>
  value !== null && (PORTFOLIO_USAGE_RIGHTS as readonly string[]).includes(value);

export const PORTFOLIO_MESSAGES = {
  itemInvalid: 'Each piece of work is a video you pick or a link you add.',
  tooManyItems: `Pick up to ${PORTFOLIO_LIMITS.videosMax} videos and add up to ${PORTFOLIO_LIMITS.linksMax} links.`,
  tooManyVideos: `Pick up to ${PORTFOLIO_LIMITS.videosMax} videos.`,
  tooManyLinks: `Add up to ${PORTFOLIO_LIMITS.linksMax} links.`,
  videoRequired: 'Pick one of your completed videos.',
  videoTwice: 'This video is already in your portfolio.',
  videoNotYours: 'Pick a video from your own completed collaborations.',
  videoNotCompleted: 'This collaboration is not completed yet. Its video can be shown once the brand marks it complete.',
  videoRightsForbid: 'The brand bought perpetual rights to this video, so it cannot be shown in your portfolio.',
  titleRequired: 'Give the link a title.',
  titleTooLong: `Keep the title to ${PORTFOLIO_LIMITS.titleMax} characters or fewer.`,
  urlRequired: 'Enter the link to your work.',
  urlInvalid: 'Enter a full web address, like https://example.com/my-work.',
  urlNotHttps: 'Use a secure link that starts with https://.',
  urlTooLong: `Keep the link to ${PORTFOLIO_LIMITS.urlMax.toLocaleString('en-IN')} characters or fewer.`,
  linkTwice: 'This link is already in your portfolio.',
  saved: 'Portfolio saved. Brands see it on your page now.',
} as const;

const M = PORTFOLIO_MESSAGES;

/** Why a link to other work is refused, or null when it is a full https address (shared by the form and the server). */
export function portfolioUrlProblem(value: string): string | null {
  if (value === '') return M.urlRequired;
  if (value.length > PORTFOLIO_LIMITS.urlMax) return M.urlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https:/i.test(value) ? M.urlNotHttps : M.urlInvalid;
  }
  if (url.protocol !== 'https:') return M.urlNotHttps;
  if (!url.hostname.includes('.') || url.username || url.password) return M.urlInvalid;
  return null;
}

const ZLinkTitle = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(PORTFOLIO_LIMITS.titleMax, M.titleTooLong);

const ZLinkUrl = z
  .string({ error: M.urlRequired })
  .trim()
  .superRefine((value, ctx) => {
    const problem = portfolioUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ZPortfolioVideoPick = z.object({
  kind: z.literal('video'),
  script_id: z.uuid({ error: M.videoNotYours }),
});

/** A link to other work: the "Add a link" form's fields. */
export const ZPortfolioLinkFields = z.object({ title: ZLinkTitle, url: ZLinkUrl });
export type TPortfolioLinkFields = z.input<typeof ZPortfolioLinkFields>;

export const ZPortfolioLink = ZPortfolioLinkFields.extend({ kind: z.literal('link') });

/** One piece of work in the order the creator chose: a completed video, or a link to other work. */
export const ZPortfolioEntry = z.discriminatedUnion('kind', [ZPortfolioVideoPick, ZPortfolioLink], { error: M.itemInvalid });
export type TPortfolioEntry = z.input<typeof ZPortfolioEntry>;

/** PUT /api/creator/brand-view/portfolio: the whole portfolio, in order. */
export const ZUpdatePortfolioRequest = z.object({
  items: z
    .array(ZPortfolioEntry, { error: M.itemInvalid })
    .max(PORTFOLIO_LIMITS.videosMax + PORTFOLIO_LIMITS.linksMax, M.tooManyItems)
    .superRefine((items, ctx) => {
      const videos = items.filter((item) => item.kind === 'video');
      const links = items.filter((item) => item.kind === 'link');
      if (videos.length > PORTFOLIO_LIMITS.videosMax) ctx.addIssue({ code: 'custom', message: M.tooManyVideos });
      if (links.length > PORTFOLIO_LIMITS.linksMax) ctx.addIssue({ code: 'custom', message: M.tooManyLinks });
      const seenVideos = new Set<string>();
      const seenLinks = new Set<string>();
      items.forEach((item, index) => {
        if (item.kind === 'video') {
          if (seenVideos.has(item.script_id)) ctx.addIssue({ code: 'custom', path: [index, 'script_id'], message: M.videoTwice });
          seenVideos.add(item.script_id);
        } else {
          if (seenLinks.has(item.url)) ctx.addIssue({ code: 'custom', path: [index, 'url'], message: M.linkTwice });
          seenLinks.add(item.url);
        }
      });
    }),
});
export type TUpdatePortfolioRequest = z.input<typeof ZUpdatePortfolioRequest>;

/** One of the creator's completed videos, whether or not it is picked, and whether it may be. */
export const ZPortfolioVideo = z.object({
  script_id: z.uuid(),
  title: z.string(),
  campaign_name: z.string(),
  brand_name: z.string(),
  completed_at: z.string().nullable(),
  video_url: z.string(),
  video_mime_type: z.string().nullable(),
  poster_url: z.string().nullable(),
  /** Whether the campaign's usage rights let the creator show it; `reason` says why not. */
  can_show: z.boolean(),
  reason: z.string().nullable(),
});
export type TPortfolioVideo = z.infer<typeof ZPortfolioVideo>;

export const ZPortfolioEditorItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video'), script_id: z.uuid() }),
  z.object({ kind: z.literal('link'), title: z.string(), url: z.string() }),
]);
export type TPortfolioEditorItem = z.infer<typeof ZPortfolioEditorItem>;

/** GET|PUT /api/creator/brand-view/portfolio: what is picked (still qualifying), in order, and every completed video. */
export const ZCreatorPortfolioResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    items: z.array(ZPortfolioEditorItem),
    videos: z.array(ZPortfolioVideo),
  }),
});
export type TCreatorPortfolioResponse = z.infer<typeof ZCreatorPortfolioResponse>;
