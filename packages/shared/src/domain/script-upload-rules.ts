import type { CampaignPlatform } from '../constants/campaigns';
import { VIDEO_MIME_TYPES } from '../constants/files';
import { VIDEO_MAX_BYTES } from '../constants/limits';
import { joinList } from './list-join';
import { UPLOAD_MESSAGES } from '../constants/messages';
import { MAX_SCRIPT_REJECTIONS, type ScriptStatus } from '../schemas/scripts';

/** Spec 3 §4 and §8: what the upload and post-link controls say and whether they are open. */
export const CONTENT_UPLOAD_MESSAGES = {
  uploaded: 'Video uploaded successfully! Status updated to "In Review"',
  uploadFailed: 'Failed to upload video. Please try again.',
  maxAttempts: `Maximum reject time attempts (${MAX_SCRIPT_REJECTIONS}) reached for this script.`,
  inReview: 'Your content is with the brand for review. You can upload again only if they reject it.',
  approved: 'The brand approved your video. Share the link to your post instead of uploading again.',
  postRejected: 'The brand asked for an updated post link, not a new video.',
  completed: 'This script is completed; nothing more can be uploaded.',
  videoRequired: 'Please choose a video to upload.',
  scriptRequired: 'Please choose the script this content is for.',
  postLinkSubmitted: 'Post link submitted successfully! Your content is now under review.',
  postLinkFailed: 'Failed to submit post link. Please try again.',
  postLinkRequired: 'Please enter the link to your post.',
  postLinkHttps: 'The post link must start with https://.',
  postLinkInvalid: 'Please enter a valid link, e.g. https://www.instagram.com/p/…',
  postLinkTooLong: 'The post link can be at most 2,000 characters.',
  postLinkHost: (platforms: string) => `The link must point to your post on ${platforms}.`,
  postLinkNotYet: 'A post link can be submitted once the brand approves your video.',
  postLinkInReview: 'Your post link is with the brand for review.',
  /** Issue 28 §1: on a campaign that approves scripts before filming. */
  scriptAwaitingApproval: 'Your script is with the brand for approval. You can upload your video once they approve it.',
  scriptRejectedFirst: 'The brand rejected your script. Edit it and send it again; you can upload your video once they approve it.',
} as const;
const M = CONTENT_UPLOAD_MESSAGES;

export const POST_LINK_MAX_LENGTH = 2_000;

/** The states in which uploading is not offered (spec 3 §4). */
const UPLOAD_CLOSED: Partial<Record<ScriptStatus, string>> = {
  'In Review': M.inReview,
  Approved: M.approved,
  'Post Rejected': M.postRejected,
  Completed: M.completed,
};
const POST_LINK_OPEN: readonly ScriptStatus[] = ['Approved', 'Post Rejected'];

export type UploadDecision =
  | { allowed: true /** 1 for the first upload, then the re-upload attempt. */; attempt: number; label: string }
  | { allowed: false; reason: 'max_attempts' | 'status'; message: string };

export interface ScriptState {
  status: ScriptStatus;
  rejection_count: number;
  /** Issue 28 §1: the brand approves the script before it is filmed; absent means the spec's flow. */
  script_approval_required?: boolean;
  /** The current video, if one was ever uploaded: the first upload reads 'Upload video' whatever was rejected before. */
  video_path?: string | null;
}

/** Whether a video may be uploaded for the script now, and the button's text when it may. */
export function uploadDecision(script: ScriptState): UploadDecision {
  if (script.rejection_count >= MAX_SCRIPT_REJECTIONS) return { allowed: false, reason: 'max_attempts', message: M.maxAttempts };
  const closed = UPLOAD_CLOSED[script.status];
  if (closed) return { allowed: false, reason: 'status', message: closed };
  if (script.status === 'Script Submitted') return { allowed: false, reason: 'status', message: M.scriptAwaitingApproval };
  if (script.status === 'Script Rejected' && script.script_approval_required) {
    return { allowed: false, reason: 'status', message: M.scriptRejectedFirst };
  }
  const attempt = script.rejection_count + 1;
  // A script rejected before filming counts towards the three too, but the first video is an upload, not a re-upload.
  const first = script.rejection_count === 0 || (script.script_approval_required && !script.video_path);
  const label = first ? 'Upload video' : `re-upload attempt ${attempt} of ${MAX_SCRIPT_REJECTIONS}`;
  return { allowed: true, attempt, label };
}

export type PostLinkDecision = { allowed: true; label: 'Submit post link' | 'Resubmit' } | { allowed: false; message: string };

/** Whether a post link may be submitted now (Approved or Post Rejected), and the button's text. */
export function postLinkDecision(script: ScriptState): PostLinkDecision {
  if (POST_LINK_OPEN.includes(script.status)) {
    return { allowed: true, label: script.status === 'Post Rejected' ? 'Resubmit' : 'Submit post link' };
  }
  if (script.status === 'Completed') return { allowed: false, message: M.completed };
  return { allowed: false, message: M.postLinkNotYet };
}

/** The hosts a post on each campaign platform lives on (any subdomain of them is accepted too). */
export const POST_LINK_HOSTS: Record<CampaignPlatform, readonly string[]> = {
  instagram: ['instagram.com', 'instagr.am'],
  youtube: ['youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch'],
  tiktok: ['tiktok.com'],
  twitter: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com', 'lnkd.in'],
};

const PLATFORM_LABELS: Record<CampaignPlatform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

export type PostLinkCheck = { ok: true; url: string; platform: CampaignPlatform } | { ok: false; message: string };

/** A post link must be an https URL on the host of one of the campaign's platforms. */
export function checkPostLink(raw: string, platforms: readonly CampaignPlatform[]): PostLinkCheck {
  const value = raw.trim();
  if (!value) return { ok: false, message: M.postLinkRequired };
  if (value.length > POST_LINK_MAX_LENGTH) return { ok: false, message: M.postLinkTooLong };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: M.postLinkInvalid };
  }
  if (url.protocol !== 'https:') return { ok: false, message: M.postLinkHttps };
  if (url.username || url.password || url.port) return { ok: false, message: M.postLinkInvalid };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const platform = platforms.find((p) => POST_LINK_HOSTS[p].some((h) => host === h || host.endsWith(`.${h}`)));
  if (!platform) {
    return {
      ok: false,
      message: M.postLinkHost(
        joinList(
          platforms.map((p) => PLATFORM_LABELS[p]),
          'or',
        ) || 'the campaign’s platforms',
      ),
    };
  }
  return { ok: true, url: url.toString(), platform };
}

/**
 * The browser's early check of a chosen video (spec 3 §8's alerts), before any byte is sent. The server decides by
 * the magic bytes; a file whose type the browser does not know is left for it to judge.
 */
export function checkVideoFile(file: { type: string; size: number }): string | null {
  if (file.type && !(VIDEO_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.videoWrongType;
  if (file.size > VIDEO_MAX_BYTES) return UPLOAD_MESSAGES.videoTooLarge;
  return null;
}
