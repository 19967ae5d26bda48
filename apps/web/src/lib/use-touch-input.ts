import { useSyncExternalStore } from 'react';

/** A touch screen as the main input (phones, tablets): a coarse pointer, or none that can hover. */
export const TOUCH_QUERY = '(pointer: coarse), (hover: none)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!canMatch()) return () => undefined;
  const query = window.matchMedia(TOUCH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isTouch = () => canMatch() && window.matchMedia(TOUCH_QUERY).matches;

/** Whether the person types on a touch screen's keyboard, where Return is for new lines; kept current as it changes. */
export function useTouchInput(): boolean {
  return useSyncExternalStore(subscribe, isTouch, () => false);
}
