import { describe, expect, it } from 'vitest';
import { SCRIPT_STATUSES, type ScriptStatus } from '../schemas/scripts';
import { CONTENT_UPLOAD_MESSAGES as M, checkPostLink, checkVideoFile, postLinkDecision, uploadDecision } from './script-upload-rules';

const state = (status: ScriptStatus, rejection_count = 0) => ({ status, rejection_count });
const CLOSED: ScriptStatus[] = ['Approved', 'In Review', 'Post Rejected', 'Completed', 'Script Submitted'];

describe('uploadDecision', () => {
  it('offers the upload in every status but Approved, In Review, Post Rejected, Completed and a script awaiting approval', () => {
    for (const status of SCRIPT_STATUSES) expect(uploadDecision(state(status)).allowed, status).toBe(!CLOSED.includes(status));
  });

  it('reads Upload video first, then re-upload attempt N of 3 after each rejection', () => {
    expect(uploadDecision(state('Script Generated'))).toEqual({ allowed: true, attempt: 1, label: 'Upload video' });
    expect(uploadDecision(state('Rejected', 1))).toEqual({ allowed: true, attempt: 2, label: 're-upload attempt 2 of 3' });
    expect(uploadDecision(state('Rejected', 2))).toEqual({ allowed: true, attempt: 3, label: 're-upload attempt 3 of 3' });
  });

  it('blocks every upload at 3 rejections with the spec’s message, whatever the status', () => {
    for (const status of SCRIPT_STATUSES) {
      expect(uploadDecision(state(status, 3))).toEqual({ allowed: false, reason: 'max_attempts', message: M.maxAttempts });
    }
    expect(M.maxAttempts).toBe('Maximum reject time attempts (3) reached for this script.');
  });

  it('says why a closed status refuses', () => {
    expect(uploadDecision(state('In Review'))).toEqual({ allowed: false, reason: 'status', message: M.inReview });
    expect(uploadDecision(state('Completed', 2))).toMatchObject({ message: M.completed });
  });
});

describe('postLinkDecision', () => {
  it('opens only when Approved or Post Rejected, reading Resubmit after a rejected post', () => {
    for (const status of SCRIPT_STATUSES) {
      expect(postLinkDecision(state(status)).allowed, status).toBe(status === 'Approved' || status === 'Post Rejected');
    }
    expect(postLinkDecision(state('Approved'))).toEqual({ allowed: true, label: 'Submit post link' });
    expect(postLinkDecision(state('Post Rejected'))).toEqual({ allowed: true, label: 'Resubmit' });
    expect(postLinkDecision(state('Script Generated'))).toEqual({ allowed: false, message: M.postLinkNotYet });
  });
});

describe('checkPostLink', () => {
  it('accepts an https link on a host of one of the campaign’s platforms, subdomains included', () => {
    expect(checkPostLink(' https://www.instagram.com/p/abc/ ', ['instagram'])).toEqual({
      ok: true,
      url: 'https://www.instagram.com/p/abc/',
      platform: 'instagram',
    });
    expect(checkPostLink('https://youtu.be/xyz', ['instagram', 'youtube'])).toMatchObject({ ok: true, platform: 'youtube' });
    expect(checkPostLink('https://m.youtube.com/watch?v=1', ['youtube'])).toMatchObject({ ok: true });
    expect(checkPostLink('https://x.com/a/status/1', ['twitter'])).toMatchObject({ ok: true, platform: 'twitter' });
    expect(checkPostLink('https://www.tiktok.com/@a/video/1', ['tiktok'])).toMatchObject({ ok: true });
    expect(checkPostLink('https://fb.watch/abc', ['facebook'])).toMatchObject({ ok: true });
    expect(checkPostLink('https://www.linkedin.com/posts/a', ['linkedin'])).toMatchObject({ ok: true });
  });

  it('refuses a link on another platform, a look-alike host, plain http and non-links', () => {
    const host = 'The link must point to your post on Instagram or YouTube.';
    expect(checkPostLink('https://www.tiktok.com/@a/video/1', ['instagram', 'youtube'])).toEqual({ ok: false, message: host });
    expect(checkPostLink('https://instagram.com.evil.example/p/1', ['instagram', 'youtube'])).toEqual({ ok: false, message: host });
    expect(checkPostLink('https://notinstagram.com/p/1', ['instagram', 'youtube'])).toEqual({ ok: false, message: host });
    expect(checkPostLink('http://www.instagram.com/p/1', ['instagram'])).toEqual({ ok: false, message: M.postLinkHttps });
    expect(checkPostLink('javascript:alert(1)', ['instagram'])).toEqual({ ok: false, message: M.postLinkHttps });
    expect(checkPostLink('instagram.com/p/1', ['instagram'])).toEqual({ ok: false, message: M.postLinkInvalid });
    expect(checkPostLink('https://user:pw@instagram.com/p/1', ['instagram'])).toEqual({ ok: false, message: M.postLinkInvalid });
    expect(checkPostLink('   ', ['instagram'])).toEqual({ ok: false, message: M.postLinkRequired });
    expect(checkPostLink(`https://instagram.com/${'a'.repeat(2000)}`, ['instagram'])).toEqual({ ok: false, message: M.postLinkTooLong });
  });
});

describe('CONTENT_UPLOAD_MESSAGES', () => {
  it('words the spec’s upload and post link texts exactly (spec 3 §5 and §8)', () => {
    expect(M.uploaded).toBe('Video uploaded successfully! Status updated to "In Review"');
    expect(M.uploadFailed).toBe('Failed to upload video. Please try again.');
    expect(M.postLinkSubmitted).toBe('Post link submitted successfully! Your content is now under review.');
  });
});

describe('checkVideoFile', () => {
  it('takes MP4, WebM, OGG and QuickTime up to 100 MB, and leaves an unknown type to the server', () => {
    for (const type of ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', '']) {
      expect(checkVideoFile({ type, size: 100 * 1024 * 1024 }), type).toBeNull();
    }
  });

  it('refuses another type and one byte over 100 MB with the spec’s alerts', () => {
    expect(checkVideoFile({ type: 'image/png', size: 10 })).toBe('Please upload a valid video file (MP4, WebM, or OGG)');
    expect(checkVideoFile({ type: 'video/mp4', size: 100 * 1024 * 1024 + 1 })).toBe('File size exceeds 100MB limit');
  });
});
