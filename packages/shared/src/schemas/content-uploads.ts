import { z } from 'zod';
import { CONTENT_UPLOAD_MESSAGES as M, POST_LINK_MAX_LENGTH } from '../domain/script-upload-rules';
import { ZScript } from './scripts';

/** POST /api/creator/upload-video answers (spec 3 §8): `file_path` and `upload.rejection_count`, plus the script. */
export const ZUploadVideoResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Where the uploader and the campaign's brand read the video: /api/files/{id}, with HTTP Range. */
  file_path: z.string(),
  upload: z.object({ rejection_count: z.number().int() }),
  data: ZScript,
});
export type TUploadVideoResponse = z.infer<typeof ZUploadVideoResponse>;

/** POST /api/creator/submit-post-link (spec 3 §8). The link's host is checked against the campaign's platforms. */
export const ZSubmitPostLinkRequest = z.object({
  script_id: z.string({ error: M.scriptRequired }).trim().min(1, M.scriptRequired).max(64, M.scriptRequired),
  post_link: z.string({ error: M.postLinkRequired }).trim().min(1, M.postLinkRequired).max(POST_LINK_MAX_LENGTH, M.postLinkTooLong),
});
export type TSubmitPostLinkRequest = z.input<typeof ZSubmitPostLinkRequest>;

export const ZSubmitPostLinkResponse = z.object({ success: z.literal(true), message: z.string(), data: ZScript });
export type TSubmitPostLinkResponse = z.infer<typeof ZSubmitPostLinkResponse>;
