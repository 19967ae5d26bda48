import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { openAllLazySections } from './lazy-section';

/**
 * Spec 1 §2: "from another page an anchor link navigates to the home page plus the anchor". The anchor may sit in
 * a section that has not loaded yet, so: scroll to it now (its wrapper exists), load every lazy section, then
 * scroll again once the page has its final height.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (key) re-runs it, even to the same hash
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    let cancelled = false;
    const scroll = () => {
      if (!cancelled) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    scroll();
    void openAllLazySections().then(() => setTimeout(() => requestAnimationFrame(scroll), 120));
    return () => {
      cancelled = true;
    };
  }, [hash, key]);
}
