/**
 * Tracked links (issue 27 §2, decision 049): the redirect's target and who is left out of the counts. Pure, so the
 * server and the tests read one rule.
 */

/** The campaign's part of utm_campaign: its product name in lower case, words joined by hyphens, at most 60 characters. */
export function campaignSlug(productName: string | null, campaignId: string): string {
  const slug = (productName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || `campaign-${campaignId.slice(0, 8)}`;
}

export const UTM_SOURCE = 'amplio';
export const UTM_MEDIUM = 'influencer';

/**
 * The destination with Amplio's utm parameters. The destination's own query and fragment stay; a utm_source,
 * utm_medium, utm_campaign or utm_content it already carried is replaced (the click came through Amplio, so the
 * attribution is Amplio's), while any other utm_* (utm_term, utm_id) stays.
 */
export function trackedDestination(destination: string, input: { campaignSlug: string; creatorUsername: string }): string {
  const url = new URL(destination);
  const ours: [string, string][] = [
    ['utm_source', UTM_SOURCE],
    ['utm_medium', UTM_MEDIUM],
    ['utm_campaign', input.campaignSlug],
    ['utm_content', input.creatorUsername],
  ];
  for (const [key] of ours) url.searchParams.delete(key);
  for (const [key, value] of ours) url.searchParams.append(key, value);
  return url.toString();
}

/**
 * Known bots, crawlers, link previewers and HTTP tools by their user agent; an empty user agent counts as one too.
 * Their visits are redirected like anyone's and never counted.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|embedly|quora link|pinterest\/|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|headlesschrome|phantomjs|lighthouse|curl\/|wget\/|python-requests|python-urllib|aiohttp|go-http-client|okhttp|java\/|libwww|httpclient|axios\/|node-fetch|undici|postman|insomnia|monitor|pingdom|uptime|scan|archive\.org|bingpreview|google-inspectiontool|googleother|apis-google|mediapartners|feedfetcher|\bhttpie\b/i;

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  const ua = (userAgent ?? '').trim();
  return ua === '' || BOT_PATTERN.test(ua);
}
