import { describe, expect, it } from 'vitest';
import { campaignSlug, isBotUserAgent, trackedDestination } from './tracked-link';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('tracked destination', () => {
  it('adds the four utm parameters in order and keeps the destination’s own query and fragment', () => {
    const url = trackedDestination('https://shop.example/p/glow?size=m&color=red#reviews', {
      campaignSlug: 'glow-serum',
      creatorUsername: 'asha_k',
    });
    expect(url).toBe(
      'https://shop.example/p/glow?size=m&color=red&utm_source=amplio&utm_medium=influencer&utm_campaign=glow-serum&utm_content=asha_k#reviews',
    );
  });

  it('replaces a utm_source, medium, campaign or content the destination had, and keeps its other utm_* parameters', () => {
    const url = new URL(
      trackedDestination('https://shop.example/?utm_source=newsletter&utm_campaign=old&utm_term=serum&ref=1', {
        campaignSlug: 'glow',
        creatorUsername: 'asha',
      }),
    );
    expect(url.searchParams.getAll('utm_source')).toEqual(['amplio']);
    expect(url.searchParams.getAll('utm_campaign')).toEqual(['glow']);
    expect(url.searchParams.get('utm_term')).toBe('serum');
    expect(url.searchParams.get('ref')).toBe('1');
  });

  it('encodes a username or slug with characters a query must escape', () => {
    const url = trackedDestination('https://shop.example/', { campaignSlug: 'a-b', creatorUsername: 'x&y=z' });
    expect(new URL(url).searchParams.get('utm_content')).toBe('x&y=z');
  });
});

describe('campaign slug', () => {
  it('lower-cases the product name and joins its words with hyphens', () => {
    expect(campaignSlug('  Glow Serum — 50 ml! ', 'id')).toBe('glow-serum-50-ml');
    expect(campaignSlug('Crème Brûlée', 'id')).toBe('creme-brulee');
  });
  it('falls back to the campaign id when the name has no letters or digits', () => {
    expect(campaignSlug('✨✨', '0b7c2f7e-aaaa-bbbb-cccc-000000000000')).toBe('campaign-0b7c2f7e');
    expect(campaignSlug(null, '0b7c2f7e-aaaa')).toBe('campaign-0b7c2f7e');
  });
});

describe('bot user agents', () => {
  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'facebookexternalhit/1.1',
    'Twitterbot/1.0',
    'WhatsApp/2.23.20',
    'curl/8.5.0',
    'python-requests/2.31',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    '',
  ])('leaves out %j', (ua) => expect(isBotUserAgent(ua)).toBe(true));

  it.each([BROWSER, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0'])(
    'counts a browser: %j',
    (ua) => expect(isBotUserAgent(ua)).toBe(false),
  );
});
