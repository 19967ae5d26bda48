import { IMAGE_MIME_TYPES, VIDEO_MIME_TYPES } from '@amplio/shared/constants/files';
import { PROFILE_PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '@amplio/shared/constants/limits';
import { UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import type { FileFieldRule } from './receive-file';

/** The spec's photo rule: JPEG, PNG or GIF, at most 2 MB. */
export const PROFILE_PHOTO_RULE: FileFieldRule = {
  purpose: 'profile_photo',
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  allowed: IMAGE_MIME_TYPES,
  messages: { tooLarge: UPLOAD_MESSAGES.photoTooLarge, wrongType: UPLOAD_MESSAGES.photoWrongType },
};

/** The spec's video rule: MP4, WebM, OGG or QuickTime, at most 100 MB. */
export const CAMPAIGN_VIDEO_RULE: FileFieldRule = {
  purpose: 'campaign_video',
  maxBytes: VIDEO_MAX_BYTES,
  allowed: VIDEO_MIME_TYPES,
  messages: { tooLarge: UPLOAD_MESSAGES.videoTooLarge, wrongType: UPLOAD_MESSAGES.videoWrongType },
};
