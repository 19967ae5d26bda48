import { CREATOR_CATEGORIES } from '../constants/creator-options';
import { PLATFORM_BY_KEY, type PlatformKey } from '../constants/social-platforms';
import { joinList } from './list-join';

/** Issue 23 §3: who a campaign is for. Empty lists and a null minimum ask for nothing. */
export interface CampaignRequirements {
  min_followers: number | null;
  categories: string[];
  languages: string[];
  /** ISO 3166-1 alpha-2 codes. */
  countries: string[];
}

export const NO_REQUIREMENTS: CampaignRequirements = { min_followers: null, categories: [], languages: [], countries: [] };

/** What the requirements are checked against: the creator's profile and their followers per platform. */
export interface CreatorFacts {
  followers: Partial<Record<string, number>>;
  categories: readonly string[];
  /** The preferred language and the extra ones. */
  languages: readonly string[];
  country: string;
}

export type UnmetRequirement =
  | { kind: 'followers'; min: number; platforms: readonly string[] }
  | { kind: 'categories'; values: readonly string[] }
  | { kind: 'languages'; values: readonly string[] }
  | { kind: 'countries'; values: readonly string[] };

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/** The first requirement the creator does not meet, in a fixed order (followers, categories, languages, countries). */
export function unmetRequirement(input: {
  requirements: CampaignRequirements;
  platforms: readonly string[];
  creator: CreatorFacts;
}): UnmetRequirement | null {
  const { requirements: r, platforms, creator } = input;
  if (r.min_followers !== null) {
    const best = Math.max(0, ...platforms.map((p) => creator.followers[p] ?? 0));
    if (best < r.min_followers) return { kind: 'followers', min: r.min_followers, platforms };
  }
  if (r.categories.length > 0 && !overlaps(r.categories, creator.categories)) return { kind: 'categories', values: r.categories };
  if (r.languages.length > 0 && !overlaps(r.languages, creator.languages)) return { kind: 'languages', values: r.languages };
  if (r.countries.length > 0 && !r.countries.includes(creator.country.toUpperCase())) return { kind: 'countries', values: r.countries };
  return null;
}

const orList = (items: readonly string[]) => joinList(items, 'or');
const categoryLabel = (value: string) => CREATOR_CATEGORIES.find((c) => c.value === value)?.label ?? value;
const platformLabel = (key: string) => PLATFORM_BY_KEY[key as PlatformKey]?.label ?? key;

/** What a creator is told on a direct link, an application or a script save: which requirement they do not meet. */
export function unmetRequirementMessage(unmet: UnmetRequirement, countryName: (code: string) => string = (code) => code): string {
  switch (unmet.kind) {
    case 'followers':
      return `This campaign asks for at least ${unmet.min.toLocaleString('en-IN')} followers on ${orList(unmet.platforms.map(platformLabel))}.`;
    case 'categories':
      return `This campaign is for creators in ${orList(unmet.values.map(categoryLabel))}.`;
    case 'languages':
      return `This campaign is for creators who make content in ${orList(unmet.values)}.`;
    case 'countries':
      return `This campaign is for creators based in ${orList(unmet.values.map(countryName))}.`;
  }
}
