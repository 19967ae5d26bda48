/**
 * A reference short enough to read out to support: the first 8 letters or digits of an id, in capitals
 * ("6f1c2b9e-…" → "6F1C2B9E"). Every place that shows a record's reference uses it, so a brand, a creator and
 * support quote the same 8 characters (issue 25: review cards showed a full UUID). The full id stays in titles and links.
 */
export const SHORT_REFERENCE_LENGTH = 8;

export function shortReference(id: string): string {
  return id
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, SHORT_REFERENCE_LENGTH)
    .toUpperCase();
}
