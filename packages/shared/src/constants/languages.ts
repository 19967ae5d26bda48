/**
 * Preferred languages of step 2 (spec 2 §3.2): the five the spec puts first, then Indian languages and dialects
 * from Assamese to Urdu in alphabetical order. The value is the name; it is what the profile stores.
 */
export const LEADING_LANGUAGES = ['Gujarati', 'Hindi', 'English', 'Marathi', 'Marwari'] as const;

export const OTHER_INDIAN_LANGUAGES = [
  'Assamese',
  'Awadhi',
  'Bagheli',
  'Bengali',
  'Bhili',
  'Bhojpuri',
  'Bodo',
  'Braj',
  'Bundeli',
  'Chhattisgarhi',
  'Dogri',
  'Garhwali',
  'Garo',
  'Gondi',
  'Haryanvi',
  'Ho',
  'Kangri',
  'Kannada',
  'Kashmiri',
  'Khasi',
  'Kokborok',
  'Konkani',
  'Kumaoni',
  'Kurukh',
  'Ladakhi',
  'Lepcha',
  'Magahi',
  'Maithili',
  'Malayalam',
  'Manipuri',
  'Mewari',
  'Mizo',
  'Mundari',
  'Nagamese',
  'Nepali',
  'Nimadi',
  'Odia',
  'Punjabi',
  'Rajasthani',
  'Sanskrit',
  'Santali',
  'Sindhi',
  'Sourashtra',
  'Tamil',
  'Telugu',
  'Tulu',
  'Urdu',
] as const;

export const LANGUAGES = [...LEADING_LANGUAGES, ...OTHER_INDIAN_LANGUAGES] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'English';
