/**
 * The video length a campaign's brief states ("a 30–45 s reel", "60-second video", "1–2 minutes"), in seconds, or
 * null when it states none. A range gives its bounds; a single length is both. Ages ("in their 20s–30s", "aged
 * 18-24") and lengths outside 10 s to 10 minutes are not lengths.
 */
export interface StatedVideoLength {
  minSeconds: number;
  maxSeconds: number;
}

const UNIT = '(s|secs?|seconds?|min|mins|minutes?)';
const RANGE = new RegExp(String.raw`(\d{1,3})\s*(?:${UNIT})?\s*(?:-|–|—|to|and)\s*(\d{1,3})\s*${UNIT}(?![a-z])`, 'gi');
const SINGLE = new RegExp(String.raw`(\d{1,3})\s*-?\s*${UNIT}(?![a-z])`, 'gi');
const AGE_BEFORE = /\b(their|in|ages?|aged|age group|women|men|kids|from)\s*$/i;
/** The second number of a range already turned down (an age range): not a length of its own. */
const RANGE_TAIL = /\d\s*[a-z]*\s*(?:-|–|—|to|and)\s*$/i;
/** "60s" with no space is a length only before a word for a video ("60s reel"); "their 30s" is an age. */
const VIDEO_WORD_AFTER = /^\s*(reels?|videos?|clips?|shorts?|cuts?|ads?|stor(?:y|ies)|teasers?|spots?)\b/i;
const MIN_SECONDS = 10;
const MAX_SECONDS = 600;

const seconds = (value: string, unit: string) => Number(value) * (/^m/i.test(unit) ? 60 : 1);

function firstLength(text: string): StatedVideoLength | null {
  for (const m of text.matchAll(RANGE)) {
    if (AGE_BEFORE.test(text.slice(0, m.index))) continue;
    const unit = m[4]!;
    const low = seconds(m[1]!, m[2] ?? unit);
    const high = seconds(m[3]!, unit);
    if (low < high && low >= MIN_SECONDS && high <= MAX_SECONDS) return { minSeconds: low, maxSeconds: high };
  }
  for (const m of text.matchAll(SINGLE)) {
    const before = text.slice(0, m.index);
    if (AGE_BEFORE.test(before) || RANGE_TAIL.test(before)) continue;
    if (/^\d+s$/i.test(m[0]) && !VIDEO_WORD_AFTER.test(text.slice(m.index + m[0].length))) continue;
    const length = seconds(m[1]!, m[2]!);
    if (length >= MIN_SECONDS && length <= MAX_SECONDS) return { minSeconds: length, maxSeconds: length };
  }
  return null;
}

/** The first length any of the brief's texts states (video style first, then the description), or null. */
export function statedVideoLength(texts: readonly (string | null | undefined)[]): StatedVideoLength | null {
  for (const text of texts) {
    const found = text ? firstLength(text) : null;
    if (found) return found;
  }
  return null;
}
