import { describe, expect, it } from 'vitest';
import { joinList } from './list-join';

describe('joinList', () => {
  it('writes a list as a sentence does', () => {
    expect(joinList([], 'or')).toBe('');
    expect(joinList(['Instagram'], 'or')).toBe('Instagram');
    expect(joinList(['Instagram', 'YouTube'], 'or')).toBe('Instagram or YouTube');
    expect(joinList(['Instagram', 'YouTube', 'TikTok'], 'or')).toBe('Instagram, YouTube or TikTok');
    expect(joinList(['reach', 'engagement', 'consistency'], 'and')).toBe('reach, engagement and consistency');
  });
});
