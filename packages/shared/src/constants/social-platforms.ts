import { FOLLOWER_RANGES, LINKEDIN_CONNECTION_RANGES, type RangeOption, WEBSITE_VISITOR_RANGES } from './audience-ranges';
import { WEBSITE_PATTERN } from './patterns';

/** The social fields of step 3 (spec 2 §3.1), in the screen's row order. */
export const PLATFORM_KEYS = [
  'instagram',
  'twitter',
  'facebook',
  'youtube',
  'twitch',
  'amazon_storefront',
  'linkedin',
  'snapchat',
  'tiktok',
  'website',
] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

export interface SocialPlatform {
  key: PlatformKey;
  label: string;
  /** The form field (camelCase, spec 2 §3.1) of the audience range; null for the Amazon storefront. */
  rangeField: string | null;
  /** The same field in server error keys (snake_case). */
  rangeErrorKey: string | null;
  rangeOptions: readonly RangeOption[];
  placeholder: string;
  /** Shown in the invalid-link message. */
  example: string;
  /** Scheme and www are optional (spec 2 §5.3). Test it on the output of normaliseSocialInput. */
  pattern: RegExp;
  /** Where a bare handle ('@name' or 'name') points; null when the platform has no handles. */
  handleUrl: ((handle: string) => string) | null;
  /** Hosts that mark an input as a link rather than a handle. */
  hosts: readonly string[];
  /**
   * The spec's step 3 rows (§2.4). Snapchat and TikTok are form fields whose rows the spec does not show;
   * the server accepts them, and the wizard may offer them as extra rows.
   */
  primary: boolean;
}

const END = String.raw`\/?([?#]\S*)?$`;
const re = (body: string) => new RegExp(String.raw`^(https?:\/\/)?` + body + END, 'i');

/**
 * Amazon storefronts: `amazon.<marketplace>/shop/<name>` on Amazon's own marketplace domains, or an `amzn.to`
 * short link. The spec does not show this pattern.
 */
const AMAZON_MARKETPLACES = String.raw`com|ca|de|es|fr|in|it|nl|pl|se|sg|ae|sa|eg|co\.uk|co\.jp|com\.au|com\.br|com\.mx|com\.tr|com\.be`;

export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = [
  {
    key: 'instagram',
    label: 'Instagram',
    rangeField: 'instagramFollowers',
    rangeErrorKey: 'instagram_followers',
    rangeOptions: FOLLOWER_RANGES,
    placeholder: '@username or instagram.com/username',
    example: 'https://instagram.com/username',
    pattern: re(String.raw`(www\.)?instagram\.com\/[a-z0-9._]{1,30}`),
    handleUrl: (h) => `https://instagram.com/${h}`,
    hosts: ['instagram.com'],
    primary: true,
  },
  {
    key: 'twitter',
    label: 'Twitter (X)',
    rangeField: 'twitterFollowers',
    rangeErrorKey: 'twitter_followers',
    rangeOptions: FOLLOWER_RANGES,
    placeholder: '@username or x.com/username',
    example: 'https://twitter.com/username',
    pattern: re(String.raw`((www|mobile)\.)?(twitter|x)\.com(\/[a-z0-9_]{1,15})?`),
    handleUrl: (h) => `https://x.com/${h}`,
    hosts: ['twitter.com', 'x.com'],
    primary: true,
  },
  {
    key: 'facebook',
    label: 'Facebook',
    rangeField: 'facebookFollowers',
    rangeErrorKey: 'facebook_followers',
    rangeOptions: FOLLOWER_RANGES,
    placeholder: 'username or facebook.com/username',
    example: 'https://facebook.com/username',
    pattern: re(String.raw`((www|m)\.)?(facebook|fb)\.com(\/[a-z0-9.-]{1,100})?`),
    handleUrl: (h) => `https://facebook.com/${h}`,
    hosts: ['facebook.com', 'fb.com'],
    primary: true,
  },
  {
    key: 'youtube',
    label: 'YouTube',
    rangeField: 'youtubeSubscribers',
    rangeErrorKey: 'youtube_subscribers',
    rangeOptions: FOLLOWER_RANGES,
    placeholder: '@channel or youtube.com/@channel',
    example: 'https://youtube.com/@channel',
    pattern: re(
      String.raw`(((www|m)\.)?youtube\.com\/(channel\/[a-z0-9_-]{1,100}|c\/[a-z0-9._-]{1,100}|user\/[a-z0-9._-]{1,100}|@[a-z0-9._-]{1,100})|youtu\.be\/[a-z0-9_-]{1,100})`,
    ),
    handleUrl: (h) => `https://youtube.com/@${h}`,
    hosts: ['youtube.com', 'youtu.be'],
    primary: true,
  },
  {
    key: 'twitch',
    label: 'Twitch',
    rangeField: 'twitchFollowers',
    rangeErrorKey: 'twitch_followers',
    rangeOptions: FOLLOWER_RANGES,
    placeholder: 'username or twitch.tv/username',
    example: 'https://twitch.tv/username',
    pattern: re(String.raw`((www|m)\.)?twitch\.tv\/[a-z0-9_]{1,25}`),
    handleUrl: (h) => `https://twitch.tv/${h}`,
    hosts: ['twitch.tv'],
    primary: true,
  },
  {
    key: 'amazon_storefront',
    label: 'Amazon Storefront',
    rangeField: null,
    rangeErrorKey: null,
    rangeOptions: [],
    placeholder: 'amazon.in/shop/yourname',
    example: 'https://amazon.in/shop/yourname',
    pattern: re(String.raw`((www\.)?amazon\.(${AMAZON_MARKETPLACES})\/shop\/[a-z0-9._-]{1,100}|amzn\.to\/[a-z0-9]{1,30})`),
    // A storefront name alone does not say which marketplace it lives on.
    handleUrl: null,
    hosts: ['amazon.', 'amzn.to'],
    primary: true,
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    rangeField: 'linkedinConnections',
    rangeErrorKey: 'linkedin_connections',
    rangeOptions: LINKEDIN_CONNECTION_RANGES,
    placeholder: 'linkedin.com/in/username',
    example: 'https://linkedin.com/in/username',
    pattern: re(String.raw`([a-z]{2,3}\.)?linkedin\.com\/(in|company)\/[a-z0-9_%.-]{1,100}`),
    handleUrl: (h) => `https://linkedin.com/in/${h}`,
    hosts: ['linkedin.com'],
    primary: true,
  },
  {
    key: 'snapchat',
    label: 'Snapchat',
    rangeField: 'snapchatFollowers',
    rangeErrorKey: 'snapchat_followers',
    rangeOptions: FOLLOWER_RANGES,
    placeholder: '@username or snapchat.com/add/username',
    example: 'https://snapchat.com/add/username',
    pattern: re(String.raw`(www\.)?snapchat\.com\/add\/[a-z0-9._-]{1,30}`),
    handleUrl: (h) => `https://snapchat.com/add/${h}`,
    hosts: ['snapchat.com'],
    primary: false,
  },
  {
    key: 'tiktok',
    label: 'TikTok',
    rangeField: 'tiktokFollowers',
    rangeErrorKey: 'tiktok_followers',
    rangeOptions: FOLLOWER_RANGES,
    placeholder: '@username or tiktok.com/@username',
    example: 'https://tiktok.com/@username',
    pattern: re(String.raw`((www|m)\.)?tiktok\.com\/@[a-z0-9._]{1,30}`),
    handleUrl: (h) => `https://tiktok.com/@${h}`,
    hosts: ['tiktok.com'],
    primary: false,
  },
  {
    key: 'website',
    label: 'Website',
    rangeField: 'websiteVisitors',
    rangeErrorKey: 'website_visitors',
    rangeOptions: WEBSITE_VISITOR_RANGES,
    placeholder: 'yourwebsite.com',
    example: 'https://yourwebsite.com',
    pattern: WEBSITE_PATTERN,
    handleUrl: null,
    hosts: [],
    primary: true,
  },
];

export const PLATFORM_BY_KEY = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p.key, p])) as Record<PlatformKey, SocialPlatform>;
