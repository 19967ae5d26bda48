import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MIME_TYPES } from '@amplio/shared/constants/brand-profiles';
import { BRAND_PROFILE_MESSAGES as M } from '@amplio/shared/schemas/brand-profiles';
import type { FileFieldRule } from '../../lib/uploads/receive-file';

/** A brand's logo: JPEG, PNG or WebP by magic bytes, at most 2 MB. */
export const BRAND_LOGO_RULE: FileFieldRule = {
  purpose: 'brand_logo',
  maxBytes: BRAND_LOGO_MAX_BYTES,
  allowed: BRAND_LOGO_MIME_TYPES,
  messages: { tooLarge: M.logoTooLarge, wrongType: M.logoWrongType },
};
