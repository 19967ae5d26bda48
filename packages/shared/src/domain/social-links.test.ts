import { describe, expect, it } from 'vitest';
import { PLATFORM_KEYS, type PlatformKey, PLATFORM_BY_KEY } from '../constants/social-platforms';
import { isValidPlatformLink, normaliseSocialInput } from './social-links';

const VALID: Record<PlatformKey, string[]> = {
  instagram: ['instagram.com/jane.doe', 'https://www.instagram.com/jane_doe/', 'http://instagram.com/jane?hl=en'],
  twitter: ['twitter.com', 'x.com', 'https://twitter.com/jane_doe', 'www.x.com/Jane', 'https://mobile.twitter.com/jane'],
  facebook: [
    'facebook.com',
    'fb.com',
    'https://www.facebook.com/jane.doe',
    'm.facebook.com/jane-doe',
    'facebook.com/profile.php?id=1000123',
  ],
  youtube: [
    'https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw',
    'youtube.com/c/JaneCooks',
    'youtube.com/user/janecooks',
    'https://youtube.com/@jane.cooks',
    'https://youtu.be/dQw4w9WgXcQ',
    'm.youtube.com/@jane',
  ],
  twitch: ['twitch.tv/jane_plays', 'https://www.twitch.tv/JanePlays/'],
  amazon_storefront: [
    'https://www.amazon.com/shop/janedoe',
    'amazon.in/shop/jane.doe',
    'amazon.co.uk/shop/jane-doe',
    'https://amazon.com.au/shop/jane',
    'https://amzn.to/3xYz12A',
  ],
  linkedin: ['linkedin.com/in/jane-doe', 'https://www.linkedin.com/company/acme-inc/', 'https://in.linkedin.com/in/jane'],
  snapchat: ['snapchat.com/add/jane.doe', 'https://www.snapchat.com/add/jane_doe'],
  tiktok: ['tiktok.com/@jane.doe', 'https://www.tiktok.com/@jane_doe?lang=en'],
  website: ['janedoe.com', 'https://www.jane-doe.co.in/blog', 'http://shop.jane.io'],
};

const INVALID: Record<PlatformKey, string[]> = {
  instagram: ['instagram.com', 'https://facebook.com/jane', 'instagram.com/jane doe', 'instagram.com/jane/extra', 'instagram.org/jane'],
  twitter: ['twitter.com/jane-doe', 'twitter.com/thisnameiswaytoolong', 'https://x.co/jane', 'ftp://twitter.com/jane'],
  facebook: ['facebook.org/jane', 'facebook.com/jane/photos', 'face book.com', 'https://facebook.com/jane doe'],
  youtube: ['youtube.com', 'youtube.com/jane', 'youtube.com/watch?v=abc', 'youtu.be/', 'vimeo.com/@jane'],
  twitch: ['twitch.tv', 'twitch.com/jane', 'twitch.tv/jane-plays', 'https://twitch.tv/a/b'],
  amazon_storefront: ['amazon.com', 'amazon.com/dp/B000123', 'amazon.xyz/shop/jane', 'amzn.to', 'janedoe', '@janedoe', 'amazon.in/shop/'],
  linkedin: ['linkedin.com', 'linkedin.com/jane', 'linkedin.com/in/', 'linkedin.com/pub/jane'],
  snapchat: ['snapchat.com', 'snapchat.com/jane', 'snapchat.com/add/', 'snapchat.com/add/jane doe'],
  tiktok: ['tiktok.com', 'tiktok.com/jane', 'tiktok.com/@', 'tiktok.com/@jane/video/1'],
  website: ['not a site', 'http://', 'localhost', '@jane', 'jane'],
};

describe('platform link patterns (spec 2 §5.3)', () => {
  for (const key of PLATFORM_KEYS) {
    it.each(VALID[key])(`${key} accepts %s`, (link) => {
      expect(isValidPlatformLink(key, link)).toBe(true);
    });
    it.each(INVALID[key])(`${key} refuses %s`, (link) => {
      expect(isValidPlatformLink(key, link)).toBe(false);
    });
  }

  it('matches the scheme and host in any letter case', () => {
    expect(isValidPlatformLink('instagram', 'HTTPS://WWW.INSTAGRAM.COM/Jane')).toBe(true);
  });

  it('gives every platform an example that its own pattern accepts', () => {
    for (const key of PLATFORM_KEYS) expect(PLATFORM_BY_KEY[key].pattern.test(PLATFORM_BY_KEY[key].example)).toBe(true);
  });
});

describe('normaliseSocialInput', () => {
  it.each([
    ['instagram', '@jane.doe', 'https://instagram.com/jane.doe'],
    ['instagram', 'jane.doe', 'https://instagram.com/jane.doe'],
    ['instagram', '  @jane  ', 'https://instagram.com/jane'],
    ['twitter', '@jane_doe', 'https://x.com/jane_doe'],
    ['facebook', 'jane.doe', 'https://facebook.com/jane.doe'],
    ['youtube', '@janecooks', 'https://youtube.com/@janecooks'],
    ['youtube', 'janecooks', 'https://youtube.com/@janecooks'],
    ['twitch', 'jane_plays', 'https://twitch.tv/jane_plays'],
    ['linkedin', 'jane-doe', 'https://linkedin.com/in/jane-doe'],
    ['snapchat', '@jane', 'https://snapchat.com/add/jane'],
    ['tiktok', '@jane', 'https://tiktok.com/@jane'],
  ] as const)('%s %j → %s', (platform, raw, expected) => {
    expect(normaliseSocialInput(platform, raw)).toBe(expected);
    expect(isValidPlatformLink(platform, raw)).toBe(true);
  });

  it.each([
    ['instagram', 'instagram.com/jane', 'https://instagram.com/jane'],
    ['instagram', 'www.instagram.com/jane', 'https://www.instagram.com/jane'],
    ['twitter', 'x.com', 'https://x.com'],
    ['facebook', 'fb.com', 'https://fb.com'],
    ['website', 'janedoe.com', 'https://janedoe.com'],
    ['amazon_storefront', 'amazon.in/shop/jane', 'https://amazon.in/shop/jane'],
  ] as const)('%s link %j gets a scheme: %s', (platform, raw, expected) => {
    expect(normaliseSocialInput(platform, raw)).toBe(expected);
  });

  it('keeps a link that already has a scheme as typed', () => {
    expect(normaliseSocialInput('instagram', ' http://Instagram.com/Jane ')).toBe('http://Instagram.com/Jane');
  });

  it('leaves blanks blank and does not turn a storefront or website name into a link', () => {
    expect(normaliseSocialInput('instagram', '   ')).toBe('');
    expect(isValidPlatformLink('amazon_storefront', 'jane')).toBe(false);
    expect(isValidPlatformLink('website', '@jane')).toBe(false);
  });

  it('lets the pattern refuse a handle with characters the platform does not allow', () => {
    expect(isValidPlatformLink('instagram', '@jane doe')).toBe(false);
    expect(isValidPlatformLink('twitter', '@jane-doe')).toBe(false);
  });
});
