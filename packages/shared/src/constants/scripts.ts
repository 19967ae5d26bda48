import type { MarketingObjective } from './campaigns';

/** Spec 3 §9: the script template's four sections and their timings. */
export const SCRIPT_SECTIONS = [
  { key: 'intro', title: 'Intro', start: '0:00', end: '0:10' },
  { key: 'demo', title: 'Demo', start: '0:11', end: '1:00' },
  { key: 'call_to_action', title: 'Call to action', start: '1:01', end: '1:30' },
  { key: 'closing', title: 'Closing', start: '1:31', end: '1:45' },
] as const;
export type ScriptSectionKey = (typeof SCRIPT_SECTIONS)[number]['key'];

/** The template's timings run to 1:45. */
export const SCRIPT_FULL_LENGTH_SECONDS = 105;

/** Spec 3 §9: default script duration 30 (seconds) and language English, the one language the template is written in. */
export const SCRIPT_LANGUAGES = ['English'] as const;
export type ScriptLanguage = (typeof SCRIPT_LANGUAGES)[number];
export const SCRIPT_DEFAULTS = { durationSeconds: 30, language: 'English' } as const satisfies {
  durationSeconds: number;
  language: ScriptLanguage;
};

/** Each objective's call to action; `{product}` is replaced by the product name. */
export const OBJECTIVE_CALLS_TO_ACTION: Record<MarketingObjective, string> = {
  brand_awareness: 'Remember the name: {product}. Save this video so you can find it again, and follow along for more.',
  lead_generation: 'Want to know more? Tap the link in my bio and leave your details - the {product} team will get in touch.',
  sales: 'Get {product} today with the link in my bio.',
  traffic: 'Tap the link in my bio to visit the {product} website and see everything it can do.',
  engagement: 'Tell me in the comments: what would you use {product} for first? I read every reply.',
  app_installs: 'Download the {product} app with the link in my bio and try it yourself.',
  video_views: 'Watch this to the end, then share it with a friend who needs {product}.',
};

/** When a campaign has no objective on record. */
export const GENERIC_CALL_TO_ACTION = 'Check out {product} with the link in my bio.';
