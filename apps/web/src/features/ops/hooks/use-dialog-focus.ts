import { useCallback, useRef } from 'react';

/**
 * Where focus goes when a queue's action dialog closes: back to the button that opened it while it is still on the
 * page, else to the item the action was about (`findItem`; its buttons may be gone once it moved to another tab), else
 * to the page's heading (`headingId`).
 */
export function useDialogFocus(input: { findItem: (id: string) => HTMLElement | null | undefined; headingId: string }) {
  const opener = useRef<HTMLElement | null>(null);
  const { findItem, headingId } = input;

  /** Call as the dialog opens. */
  const rememberOpener = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  /** Call as the dialog closes, with the id of the item it was about. */
  const returnFocus = useCallback(
    (itemId: string | undefined) => {
      requestAnimationFrame(() => {
        const back = opener.current;
        if (back?.isConnected && back.offsetParent !== null) return back.focus();
        (findItem(itemId ?? '') ?? document.getElementById(headingId))?.focus();
      });
    },
    [findItem, headingId],
  );

  return { rememberOpener, returnFocus };
}

/** The element carrying `attribute="id"` (the first one, or the first visible one when the item is shown twice). */
export const itemByAttribute =
  (attribute: string, { visibleOnly = false } = {}) =>
  (id: string) => {
    const all = [...document.querySelectorAll<HTMLElement>(`[${attribute}="${CSS.escape(id)}"]`)];
    return visibleOnly ? all.find((element) => element.offsetParent !== null) : all[0];
  };
