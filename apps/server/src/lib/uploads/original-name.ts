import { ORIGINAL_NAME_MAX_LENGTH } from '@amplio/shared/constants/files';

/**
 * The uploader's file name, kept only for display and downloads: no folders, no control or reserved
 * characters, at most 255 characters with the extension kept.
 */
export function sanitiseOriginalName(name: string | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return 'file';
  const chars = Array.from(cleaned);
  if (chars.length <= ORIGINAL_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 16).join('') : '';
  return chars.slice(0, ORIGINAL_NAME_MAX_LENGTH - ext.length).join('') + ext;
}
