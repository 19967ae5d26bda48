import { PORTFOLIO_LIMITS as L, type TPortfolioEditorItem } from '@amplio/shared/schemas/creator-portfolio';

/** One piece of work in the editor, in the creator's order: what PUT /api/creator/brand-view/portfolio takes. */
export type PortfolioEntry = TPortfolioEditorItem;

/** A stable key per entry: a video once, a link once (the server refuses either twice). */
export const entryKey = (entry: PortfolioEntry) => (entry.kind === 'video' ? `video:${entry.script_id}` : `link:${entry.url}`);

export const countOf = (entries: PortfolioEntry[], kind: PortfolioEntry['kind']) => entries.filter((e) => e.kind === kind).length;

export const videosFull = (entries: PortfolioEntry[]) => countOf(entries, 'video') >= L.videosMax;
export const linksFull = (entries: PortfolioEntry[]) => countOf(entries, 'link') >= L.linksMax;

/** Picks a video (at the end) or unpicks it. */
export function toggleVideo(entries: PortfolioEntry[], scriptId: string): PortfolioEntry[] {
  const picked = entries.some((e) => e.kind === 'video' && e.script_id === scriptId);
  if (picked) return entries.filter((e) => !(e.kind === 'video' && e.script_id === scriptId));
  return videosFull(entries) ? entries : [...entries, { kind: 'video', script_id: scriptId }];
}

/** Moves the entry at `index` one place up (-1) or down (+1); out of range leaves the order as it is. */
export function moveEntry(entries: PortfolioEntry[], index: number, step: -1 | 1): PortfolioEntry[] {
  const target = index + step;
  if (index < 0 || index >= entries.length || target < 0 || target >= entries.length) return entries;
  const next = [...entries];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const sameEntries = (a: PortfolioEntry[], b: PortfolioEntry[]) =>
  a.length === b.length && a.every((entry, i) => entryKey(entry) === entryKey(b[i]!));

/**
 * The server's 422 for a save, sorted out: messages about one entry (`items.3.url`) under that entry's key, as the
 * entries were when they were sent, and the rest (`items`: too many) for the whole list.
 */
export function errorsByEntry(sent: PortfolioEntry[], errors: Record<string, string[]>) {
  const byKey: Record<string, string> = {};
  const general: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^items\.(\d+)(\.|$)/.exec(field);
    const entry = match ? sent[Number(match[1])] : undefined;
    const message = messages[0];
    if (!message) continue;
    if (entry) byKey[entryKey(entry)] ??= message;
    else general.push(message);
  }
  return { byKey, general };
}
