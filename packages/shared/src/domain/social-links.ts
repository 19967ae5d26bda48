import { PLATFORM_BY_KEY, type PlatformKey } from '../constants/social-platforms';

/**
 * Turns what a creator types into the link step 3 validates and stores (a deviation from spec 2 §5.3, whose
 * placeholders ask for a username while its rule demands a link):
 * - '@name' → the platform's profile link; 'name' too, unless it names the platform's host;
 * - a link without a scheme gets https://;
 * - anything else is returned trimmed, for the pattern to judge.
 */
export function normaliseSocialInput(platform: PlatformKey, raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  const { handleUrl, hosts } = PLATFORM_BY_KEY[platform];
  if (/^https?:\/\//i.test(value)) return value;
  if (handleUrl && (value.startsWith('@') || !looksLikeLink(value, hosts))) return handleUrl(value.replace(/^@/, ''));
  return `https://${value}`;
}

function looksLikeLink(value: string, hosts: readonly string[]): boolean {
  if (/[/:]/.test(value)) return true;
  const host = value.toLowerCase().replace(/^(www|m|mobile)\./, '');
  return hosts.some((h) => host === h || host.startsWith(h.endsWith('.') ? h : `${h}/`) || host.startsWith(`${h}?`));
}

/** Whether a filled value, once normalised, is a link of the platform. */
export const isValidPlatformLink = (platform: PlatformKey, raw: string) => {
  const value = normaliseSocialInput(platform, raw);
  return value !== '' && PLATFORM_BY_KEY[platform].pattern.test(value);
};
