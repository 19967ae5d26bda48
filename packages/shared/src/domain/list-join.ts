/**
 * A list in a sentence, the way people write it: "Instagram", "Instagram or YouTube", "Instagram, YouTube or TikTok".
 * One helper for every message that names several things, so none reads "Instagram, YouTube." (issue 25).
 */
export function joinList(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
