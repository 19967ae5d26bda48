/** Spec 2 §3.2 option lists and §9 limits for the creator registration wizard. Values are what the server stores. */

export const CREATOR_WIZARD_STEPS = ['Account', 'Profile Information', 'Social Media', 'Address', 'Preferences'] as const;
export const CREATOR_WIZARD_STEP_COUNT = CREATOR_WIZARD_STEPS.length;
export type CreatorStep = 1 | 2 | 3 | 4 | 5;

export const CREATOR_CATEGORIES = [
  { value: 'fashion', label: 'Fashion & Style' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'fitness', label: 'Fitness & Health' },
  { value: 'travel', label: 'Travel' },
  { value: 'food', label: 'Food & Cooking' },
  { value: 'technology', label: 'Technology' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'art', label: 'Art & Design' },
] as const;
export const CREATOR_CATEGORY_VALUES = CREATOR_CATEGORIES.map((c) => c.value) as [string, ...string[]];

/** The three cards of step 5. `icon` names a lucide icon. */
export const CONTENT_TYPES = [
  { value: 'video', name: 'Video', description: 'Short-form videos, vlogs', icon: 'video' },
  { value: 'photo', name: 'Photo', description: 'Photography, visual arts', icon: 'camera' },
  { value: 'text', name: 'Text', description: 'Blogs, articles', icon: 'file-text' },
] as const;
/** The form's default card. */
export const DEFAULT_CONTENT_TYPE = 'video';
/** Spec 2 §7: the client sends 'other' when no card is chosen, and the server stores it as such. */
export const CONTENT_TYPE_WHEN_MISSING = 'other';
export const CONTENT_TYPE_VALUES: readonly string[] = [...CONTENT_TYPES.map((c) => c.value), CONTENT_TYPE_WHEN_MISSING];

export const AUDIENCE_SIZES = [
  { value: 'micro', label: 'Micro (1K-10K followers)' },
  { value: 'small', label: 'Small (10K-50K followers)' },
  { value: 'medium', label: 'Medium (50K-100K followers)' },
  { value: 'large', label: 'Large (100K-500K followers)' },
  { value: 'xlarge', label: 'Extra large (500K+ followers)' },
] as const;
export const AUDIENCE_SIZE_VALUES = AUDIENCE_SIZES.map((a) => a.value) as [string, ...string[]];

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;
export const GENDER_VALUES = GENDERS.map((g) => g.value) as [string, ...string[]];

export const DEFAULT_DIAL_CODE = '+91';

export const CREATOR_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMax: 1024,
  phoneMin: 5,
  phoneMax: 20,
  usernameMin: 3,
  /** Not in the spec: a handle longer than this is not a handle. */
  usernameMax: 30,
  /** Non-whitespace characters. */
  bioMinLetters: 50,
  /** Not in the spec: all characters, whitespace included. */
  bioMax: 1000,
  socialLinkMax: 2048,
  addressMax: 255,
  stateMax: 100,
  cityMax: 100,
} as const;

/** What the bio counter shows and the bio rule counts: every character that is not whitespace. */
export const countBioLetters = (bio: string) => bio.replace(/\s+/g, '').length;
