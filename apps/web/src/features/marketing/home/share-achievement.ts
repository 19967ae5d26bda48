export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

/**
 * Share Your Achievement (spec 1 §4 shows only a placeholder alert): the Web Share API where the browser has it,
 * otherwise the link goes to the clipboard; when neither works the caller shows the link to copy by hand.
 */
export async function shareAchievement(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'manual';
  }
}
