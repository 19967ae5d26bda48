/** What a stored file is for. The same tuple feeds the stored_files.purpose database enum. */
export const FILE_PURPOSES = [
  'profile_photo',
  'campaign_video',
  'brand_logo',
  'campaign_cover',
  'message_attachment',
  'post_metric_proof',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** MIME types as detected from magic bytes (file-type), never from the name or the browser's claim. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'] as const;

export const ORIGINAL_NAME_MAX_LENGTH = 255;
