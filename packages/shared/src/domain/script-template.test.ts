import { describe, expect, it } from 'vitest';
import { MARKETING_OBJECTIVE_VALUES } from '../constants/campaigns';
import { OBJECTIVE_CALLS_TO_ACTION, SCRIPT_DEFAULTS, SCRIPT_SECTIONS } from '../constants/scripts';
import { fitSectionTimings, generateScript, normaliseKeyFeatures } from './script-template';

const campaign = {
  productName: 'AquaSip Bottle',
  objective: 'sales',
  keyFeatures: ['Keeps water cold for 24 hours', 'Leak-proof lid', 'Fits every cup holder'],
  brandName: 'AquaSip',
};

describe('generateScript', () => {
  it('lays the script out in the spec’s four timed sections', () => {
    const script = generateScript(campaign);
    expect(script.sections.map(({ key, title, start, end }) => ({ key, title, start, end }))).toEqual([
      { key: 'intro', title: 'Intro', start: '0:00', end: '0:10' },
      { key: 'demo', title: 'Demo', start: '0:11', end: '1:00' },
      { key: 'call_to_action', title: 'Call to action', start: '1:01', end: '1:30' },
      { key: 'closing', title: 'Closing', start: '1:31', end: '1:45' },
    ]);
  });

  it('defaults to 30 seconds in English', () => {
    expect(SCRIPT_DEFAULTS).toEqual({ durationSeconds: 30, language: 'English' });
    const script = generateScript(campaign);
    expect(script).toMatchObject({ durationSeconds: 30, language: 'English' });
  });

  it('writes the whole script as text, filled from the product, objective and key features', () => {
    expect(generateScript(campaign).text).toBe(
      [
        'AquaSip Bottle - video script\nObjective: Sales · Language: English',
        "[0:00-0:10] Intro\nHi everyone! Today I'm showing you AquaSip Bottle from AquaSip, and I think you're going to love it.",
        [
          '[0:11-1:00] Demo',
          'Let me show you how AquaSip Bottle works.',
          '- Keeps water cold for 24 hours: show it in action and say what it changes for you.',
          '- Leak-proof lid: show it in action and say what it changes for you.',
          '- Fits every cup holder: show it in action and say what it changes for you.',
          'Finish with the one thing you like most about it, in your own words.',
        ].join('\n'),
        '[1:01-1:30] Call to action\nGet AquaSip Bottle today with the link in my bio.',
        '[1:31-1:45] Closing\nThanks for watching! This video is a paid partnership with AquaSip. #ad',
        '30-second version: keep the intro, "Keeps water cold for 24 hours" and the call to action.',
      ].join('\n\n'),
    );
  });

  it.each(MARKETING_OBJECTIVE_VALUES)('words the call to action for the %s objective', (objective) => {
    const script = generateScript({ ...campaign, objective });
    const cta = script.sections.find((s) => s.key === 'call_to_action')!.lines;
    expect(script.objective).toBe(objective);
    expect(cta).toEqual([OBJECTIVE_CALLS_TO_ACTION[objective].replace('{product}', 'AquaSip Bottle')]);
  });

  it('gives each of the seven objectives its own call to action', () => {
    const calls = new Set(MARKETING_OBJECTIVE_VALUES.map((objective) => OBJECTIVE_CALLS_TO_ACTION[objective]));
    expect(calls.size).toBe(7);
    for (const call of calls) expect(call).toContain('{product}');
  });

  it('uses a general call to action and no objective line when the objective is unknown or missing', () => {
    for (const objective of ['growth', '', null, undefined]) {
      const script = generateScript({ ...campaign, objective });
      expect(script.objective).toBeNull();
      expect(script.sections[2]!.lines).toEqual(['Check out AquaSip Bottle with the link in my bio.']);
      expect(script.text.split('\n')[1]).toBe('Language: English');
    }
  });

  it('accepts the objective in any letter case and with spaces around it', () => {
    expect(generateScript({ ...campaign, objective: ' App_Installs ' }).objective).toBe('app_installs');
  });

  it('takes key features as a comma string too', () => {
    const script = generateScript({ ...campaign, keyFeatures: 'Leak-proof lid, , Fits every cup holder' });
    expect(script.keyFeatures).toEqual(['Leak-proof lid', 'Fits every cup holder']);
  });

  it('shows the product in action when there are no key features', () => {
    const script = generateScript({ ...campaign, keyFeatures: [] });
    expect(script.sections[1]!.lines).toEqual([
      'Show AquaSip Bottle in action and the one thing you like most about it, in your own words.',
    ]);
    expect(script.shortVersion).toBe('30-second version: keep the intro, one moment of the demo and the call to action.');
  });

  it('leaves the brand out of the intro and closing when it is not known', () => {
    const script = generateScript({ ...campaign, brandName: null });
    expect(script.sections[0]!.lines[0]).toBe("Hi everyone! Today I'm showing you AquaSip Bottle, and I think you're going to love it.");
    expect(script.sections[3]!.lines[0]).toBe('Thanks for watching! This video is a paid partnership. #ad');
  });

  it('adds no short version when the duration covers the full 1:45', () => {
    expect(generateScript({ ...campaign, durationSeconds: 104 }).shortVersion).toMatch(/^104-second version/);
    expect(generateScript({ ...campaign, durationSeconds: 105 }).shortVersion).toBeNull();
    expect(generateScript({ ...campaign, durationSeconds: 105 }).text).not.toContain('version');
  });

  it('falls back to the default duration for a duration that is not a whole positive number of seconds', () => {
    for (const durationSeconds of [0, -5, 12.5, Number.NaN]) {
      expect(generateScript({ ...campaign, durationSeconds }).durationSeconds).toBe(30);
    }
  });

  it('tidies the product name and falls back when it is empty', () => {
    expect(generateScript({ ...campaign, productName: '  AquaSip \n Bottle ' }).productName).toBe('AquaSip Bottle');
    expect(generateScript({ ...campaign, productName: '   ' }).sections[2]!.lines[0]).toBe(
      'Get this product today with the link in my bio.',
    );
  });

  it('keeps a product name that looks like a placeholder as it is', () => {
    expect(generateScript({ ...campaign, productName: '{product} $& Co' }).sections[2]!.lines[0]).toBe(
      'Get {product} $& Co today with the link in my bio.',
    );
  });
});

describe('normaliseKeyFeatures', () => {
  it('trims, collapses spaces, drops empty entries and repeats in any letter case, and keeps the order', () => {
    expect(normaliseKeyFeatures(['  Leak-proof   lid ', '', 'leak-proof lid', 'BPA free'])).toEqual(['Leak-proof lid', 'BPA free']);
  });

  it('splits a string on commas and new lines', () => {
    expect(normaliseKeyFeatures('Light,\nStrong, Cheap')).toEqual(['Light', 'Strong', 'Cheap']);
  });

  it('gives an empty list for nothing', () => {
    expect(normaliseKeyFeatures(null)).toEqual([]);
    expect(normaliseKeyFeatures(undefined)).toEqual([]);
    expect(normaliseKeyFeatures('')).toEqual([]);
  });
});

describe('a brief that states the video length (issue 25 §2)', () => {
  const reel = { ...campaign, brief: ['Reel', 'A 30–45 s reel showing the bottle at the gym.'] };

  it('fits the four sections to it instead of running to 1:45', () => {
    const script = generateScript(reel);
    expect(script.sections.map(({ start, end }) => `${start}-${end}`)).toEqual(['0:00-0:04', '0:05-0:26', '0:27-0:39', '0:40-0:45']);
    expect(script).toMatchObject({ durationSeconds: 45, statedLength: { minSeconds: 30, maxSeconds: 45 }, shortVersion: null });
    expect(script.text).toContain('Objective: Sales · Length: 30–45 s · Language: English');
    expect(script.text).toContain('[0:40-0:45] Closing');
    expect(script.text).not.toContain('1:45');
  });

  it('keeps the spec timings when the brief states no length', () => {
    const script = generateScript({ ...campaign, brief: ['Unboxing', 'Show it in daily use.'] });
    expect(script.sections.at(-1)).toMatchObject({ start: '1:31', end: '1:45' });
    expect(script.statedLength).toBeNull();
  });

  it('reproduces the spec timings for a stated 1:45 and scales up a longer brief', () => {
    expect(fitSectionTimings(105)).toEqual(SCRIPT_SECTIONS.map(({ start, end }) => ({ start, end })));
    expect(fitSectionTimings(120).at(-1)).toEqual({ start: '1:44', end: '2:00' });
  });

  it('gives every section at least a second, even for a very short video', () => {
    const timings = fitSectionTimings(10);
    expect(timings.at(-1)?.end).toBe('0:10');
    for (const { start, end } of timings) expect(end >= start).toBe(true);
  });
});
