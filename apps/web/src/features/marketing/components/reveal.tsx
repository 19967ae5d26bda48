import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';

/**
 * Spec 1 §9 scroll animation for the home page: 800 ms, 100 px offset, 200 ms delay, once. The prerendered HTML
 * shows everything; after hydration, blocks still below the fold fade up when they come 100 px into view.
 * Nothing moves for people who prefer reduced motion.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'shown' | 'waiting' | 'revealing'>('shown');
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight - 100) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState('revealing');
        }
      },
      { rootMargin: '0px 0px -100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={cn(
        state === 'waiting' && 'translate-y-6 opacity-0',
        state === 'revealing' && 'translate-y-0 opacity-100 transition-[opacity,transform] delay-200 duration-800 ease-out',
        className,
      )}
    >
      {children}
    </div>
  );
}
