import { describe, expect, it } from 'vitest';
import { ANALYTICS, deleteConfirmation, newUploadItem } from './demo-data';

describe('creator dashboard demo data', () => {
  it('adds an upload as Processing with 0 views, 00:00 and Just now', () => {
    expect(newUploadItem({ title: '  My reel ', type: 'Video' })).toMatchObject({
      title: 'My reel',
      type: 'Video',
      status: 'Processing',
      views: 0,
      duration: '00:00',
      timeAgo: 'Just now',
    });
  });

  it('names an untitled upload "Untitled Content"', () => {
    expect(newUploadItem({ title: '   ', type: 'Post' }).title).toBe('Untitled Content');
  });

  it('asks the spec’s delete question', () => {
    expect(deleteConfirmation('My reel')).toBe('Are you sure you want to delete "My reel"?');
  });

  it('charts seven percentages for every range', () => {
    for (const data of Object.values(ANALYTICS)) {
      expect(data.viewsChart).toHaveLength(7);
      expect(data.viewsChart.every((v) => v >= 0 && v <= 100)).toBe(true);
    }
  });
});
