import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { openAllLazySections } from './lazy-section';

/** How long the anchor is held in place while the sections above it load and take their real height. */
const SETTLE_MS = 2500;
/** Signs that the visitor scrolls by themselves: from then on the page is theirs. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Spec 1 §2: "from another page an anchor link navigates to the home page plus the anchor". The anchor may sit in
 * a section that has not loaded yet, so: scroll to it now (its wrapper exists), load every lazy section, then keep
 * it where it belongs (below the sticky navbar and sub-menu, by its scroll-margin-top) while the page settles: the
 * sections above it load after the first scroll and change their height, which left /brand#pricing's label under
 * the sub-menu (issue 25). Stops at once when the visitor scrolls by themselves.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (key) re-runs it, even to the same hash
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    let held = true;
    const scroll = () => {
      if (held) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    const release = () => {
      held = false;
      observer?.disconnect();
      for (const type of VISITOR_SCROLLS) window.removeEventListener(type, release);
    };
    for (const type of VISITOR_SCROLLS) window.addEventListener(type, release, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => requestAnimationFrame(scroll));
    observer?.observe(document.body);
    const settled = setTimeout(release, SETTLE_MS);
    scroll();
    void openAllLazySections().then(() => setTimeout(() => requestAnimationFrame(scroll), 120));
    return () => {
      clearTimeout(settled);
      release();
    };
  }, [hash, key]);
}
