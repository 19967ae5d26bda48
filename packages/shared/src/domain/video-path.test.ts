import { describe, expect, it } from 'vitest';
import { resolveVideoUrl } from './video-path';

const at = { origin: 'https://amplio.test', now: 1_700_000_000_000 };
const url = (path: string | null | undefined) => resolveVideoUrl(path, at);

describe('resolveVideoUrl (spec 3 §3 "Video path handling")', () => {
  it('uses a full URL or a blob URL as it is', () => {
    expect(url('https://cdn.example.com/v/1.mp4')).toBe('https://cdn.example.com/v/1.mp4');
    expect(url('http://cdn.example.com/v/1.mp4?x=1')).toBe('http://cdn.example.com/v/1.mp4?x=1');
    expect(url('blob:https://amplio.test/3f1c')).toBe('blob:https://amplio.test/3f1c');
  });

  it('turns storage/videos/ and public/videos/ into /videos/', () => {
    expect(url('storage/videos/a.mp4')).toBe('https://amplio.test/videos/a.mp4?t=1700000000000');
    expect(url('public/videos/a.webm')).toBe('https://amplio.test/videos/a.webm?t=1700000000000');
    expect(url('/storage/videos/a.mp4')).toBe('https://amplio.test/videos/a.mp4?t=1700000000000');
  });

  it('gives videos/ and any other path a leading slash', () => {
    expect(url('videos/a.mp4')).toBe('https://amplio.test/videos/a.mp4?t=1700000000000');
    expect(url('uploads/a.mp4')).toBe('https://amplio.test/uploads/a.mp4?t=1700000000000');
    expect(url('/api/files/7f3a')).toBe('https://amplio.test/api/files/7f3a?t=1700000000000');
  });

  it('collapses double slashes and a trailing slash on the origin', () => {
    expect(resolveVideoUrl('//api//files///7f3a', { origin: 'https://amplio.test/', now: 5 })).toBe(
      'https://amplio.test/api/files/7f3a?t=5',
    );
  });

  it('adds the timestamp after a query the path already has', () => {
    expect(url('/api/files/7f3a?download=0')).toBe('https://amplio.test/api/files/7f3a?download=0&t=1700000000000');
  });

  it('answers null for a missing or blank path', () => {
    expect(url(null)).toBeNull();
    expect(url(undefined)).toBeNull();
    expect(url('   ')).toBeNull();
  });

  it('never uses another scheme as it is', () => {
    expect(url('javascript:alert(1)')).toBe('https://amplio.test/javascript:alert(1)?t=1700000000000');
  });
});
