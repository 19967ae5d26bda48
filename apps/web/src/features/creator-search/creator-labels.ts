import { CREATOR_CATEGORIES } from '@amplio/shared/constants/creator-options';
import { PLATFORM_BY_KEY, type PlatformKey } from '@amplio/shared/constants/social-platforms';

export const categoryLabel = (value: string) => CREATOR_CATEGORIES.find((c) => c.value === value)?.label ?? value;
export const platformLabel = (value: string) => PLATFORM_BY_KEY[value as PlatformKey]?.label ?? value;

/** "IB" for Ishita Banerjee: the avatar of a creator without a photo. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The track record in one line, as search cards and profiles show it. */
export function trackRecordLine(record: { completed: number; onTimeRate: number | null }): string {
  if (record.completed === 0) return 'New on Amplio: no completed collaborations yet';
  const collaborations = `${record.completed} completed collaboration${record.completed === 1 ? '' : 's'}`;
  return record.onTimeRate === null ? collaborations : `${collaborations}, ${record.onTimeRate}% on time`;
}
