import { useLayoutEffect } from 'react';

/** The id of the skeleton index.html draws before any script runs (issue 25: a cold load stayed blank for 2.5 s). */
export const APP_SHELL_SKELETON_ID = 'app-shell';

/**
 * Removes index.html's skeleton once a real page (or the error page) has rendered, before the browser paints it. Until
 * then the skeleton stays over the router's own loading state, so the frame of the app shows from the first byte.
 */
export function useRemoveAppShellSkeleton(): void {
  useLayoutEffect(() => {
    document.getElementById(APP_SHELL_SKELETON_ID)?.remove();
  }, []);
}
