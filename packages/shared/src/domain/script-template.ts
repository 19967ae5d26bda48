import { MARKETING_OBJECTIVE_VALUES, MARKETING_OBJECTIVES, type MarketingObjective } from '../constants/campaigns';
import {
  GENERIC_CALL_TO_ACTION,
  OBJECTIVE_CALLS_TO_ACTION,
  SCRIPT_DEFAULTS,
  SCRIPT_FULL_LENGTH_SECONDS,
  SCRIPT_SECTIONS,
  type ScriptLanguage,
  type ScriptSectionKey,
} from '../constants/scripts';
import { type StatedVideoLength, statedVideoLength } from './video-length';

const lengthLabel = ({ minSeconds, maxSeconds }: StatedVideoLength) =>
  minSeconds === maxSeconds ? `${maxSeconds} s` : `${minSeconds}–${maxSeconds} s`;

export interface ScriptTemplateInput {
  /**
   * The brief's texts that may state the video's length (video style, description). A stated length fits the
   * sections to it (issue 25 §2); without one the spec's timings (0:00 to 1:45) stay.
   */
  brief?: readonly (string | null | undefined)[];
  productName: string;
  /** The campaign's marketing objective; anything else gets a general call to action. */
  objective?: string | null;
  /** A list, or a comma- or line-separated string (spec 3 §3 "key_features (list or comma string)"). */
  keyFeatures?: readonly string[] | string | null;
  brandName?: string | null;
  /** Seconds; spec 3 §9 default 30. */
  durationSeconds?: number;
  language?: ScriptLanguage;
}

export interface ScriptSection {
  key: ScriptSectionKey;
  title: string;
  start: string;
  end: string;
  lines: string[];
}

export interface GeneratedScript {
  productName: string;
  objective: MarketingObjective | null;
  keyFeatures: string[];
  durationSeconds: number;
  language: ScriptLanguage;
  sections: ScriptSection[];
  /** The length the brief states, to which the sections were fitted; null when it states none. */
  statedLength: StatedVideoLength | null;
  /** How to cut the full 1:45 script down to the requested duration; null when it fits. */
  shortVersion: string | null;
  /** The whole script as the creator sees, copies, edits and saves it. */
  text: string;
}

const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const secondsOf = (clock: string) => {
  const [minutes, seconds] = clock.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

/**
 * The spec's four sections scaled to a length: each ends where its share of 1:45 ends (intro 10/105, demo to 60/105,
 * call to action to 90/105), the next starts a second later, and the closing ends at the length itself.
 */
export function fitSectionTimings(lengthSeconds: number): { start: string; end: string }[] {
  let previousEnd = -1;
  return SCRIPT_SECTIONS.map((section, index) => {
    const start = previousEnd + 1;
    const last = index === SCRIPT_SECTIONS.length - 1;
    const share = Math.round((secondsOf(section.end) * lengthSeconds) / SCRIPT_FULL_LENGTH_SECONDS);
    const end = last ? Math.max(lengthSeconds, start) : Math.max(share, start + 1);
    previousEnd = end;
    return { start: clockOf(start), end: clockOf(end) };
  });
}

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

const isObjective = (value: string): value is MarketingObjective => (MARKETING_OBJECTIVE_VALUES as readonly string[]).includes(value);

/** Trims, drops empty entries and repeats (in any letter case), keeps the brand's order. */
export function normaliseKeyFeatures(features: readonly string[] | string | null | undefined): string[] {
  const list = typeof features === 'string' ? features.split(/[,\n]/) : (features ?? []);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of list) {
    const feature = clean(raw);
    if (!feature || seen.has(feature.toLowerCase())) continue;
    seen.add(feature.toLowerCase());
    result.push(feature);
  }
  return result;
}

/**
 * The script of spec 3 §4 "Script generation flow", from the template of spec 3 §9: intro 0:00-0:10, demo
 * 0:11-1:00, call to action 1:01-1:30 (worded for the campaign's objective), closing 1:31-1:45, in English.
 * The timings run to 1:45, so a shorter duration (the default 30 s) adds a line saying what to keep. When the brief
 * states a length ("a 30–45 s reel"), the sections are fitted to its upper bound instead and the header says it.
 */
export function generateScript(input: ScriptTemplateInput): GeneratedScript {
  const productName = clean(input.productName) || 'this product';
  const objectiveText = clean(input.objective).toLowerCase();
  const objective = isObjective(objectiveText) ? objectiveText : null;
  const keyFeatures = normaliseKeyFeatures(input.keyFeatures);
  const brandName = clean(input.brandName);
  const statedLength = statedVideoLength(input.brief ?? []);
  const durationSeconds = statedLength
    ? statedLength.maxSeconds
    : input.durationSeconds !== undefined && Number.isInteger(input.durationSeconds) && input.durationSeconds > 0
      ? input.durationSeconds
      : SCRIPT_DEFAULTS.durationSeconds;
  const language = input.language ?? SCRIPT_DEFAULTS.language;
  const fill = (template: string) => template.replaceAll('{product}', () => productName);

  const lines: Record<ScriptSectionKey, string[]> = {
    intro: [
      `Hi everyone! Today I'm showing you ${productName}${brandName ? ` from ${brandName}` : ''}, and I think you're going to love it.`,
    ],
    demo: keyFeatures.length
      ? [
          `Let me show you how ${productName} works.`,
          ...keyFeatures.map((feature) => `- ${feature}: show it in action and say what it changes for you.`),
          'Finish with the one thing you like most about it, in your own words.',
        ]
      : [`Show ${productName} in action and the one thing you like most about it, in your own words.`],
    call_to_action: [fill(objective ? OBJECTIVE_CALLS_TO_ACTION[objective] : GENERIC_CALL_TO_ACTION)],
    closing: [`Thanks for watching! This video is a paid partnership${brandName ? ` with ${brandName}` : ''}. #ad`],
  };
  const fitted = statedLength ? fitSectionTimings(statedLength.maxSeconds) : null;
  const sections: ScriptSection[] = SCRIPT_SECTIONS.map((s, i) => ({ ...s, ...fitted?.[i], lines: lines[s.key] }));

  const shortVersion =
    !statedLength && durationSeconds < SCRIPT_FULL_LENGTH_SECONDS
      ? `${durationSeconds}-second version: keep the intro, ${keyFeatures[0] ? `"${keyFeatures[0]}"` : 'one moment of the demo'} and the call to action.`
      : null;

  const objectiveLabel = MARKETING_OBJECTIVES.find((o) => o.value === objective)?.label;
  const header = [
    `${productName} - video script`,
    [objectiveLabel && `Objective: ${objectiveLabel}`, statedLength && `Length: ${lengthLabel(statedLength)}`, `Language: ${language}`]
      .filter(Boolean)
      .join(' · '),
  ];
  const body = sections.map((s) => [`[${s.start}-${s.end}] ${s.title}`, ...s.lines].join('\n'));
  const text = [header.join('\n'), ...body, ...(shortVersion ? [shortVersion] : [])].join('\n\n');

  return { productName, objective, keyFeatures, durationSeconds, language, sections, statedLength, shortVersion, text };
}
