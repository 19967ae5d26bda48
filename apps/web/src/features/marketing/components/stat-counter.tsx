import { useEffect, useRef, useState } from 'react';

/** Spec 1 §9: 0 → target over 2000 ms, ease-out, when 20% of the section is visible, once. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_THRESHOLD = 0.2;
export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

export interface Stat {
  value: number;
  label: string;
  prefix?: string;
  suffix?: string;
}

const format = (n: number) => n.toLocaleString('en-US');

/**
 * The counters of a stats strip. The prerendered HTML shows the final numbers (for readers without JavaScript and
 * for search engines); in the browser they reset to 0 and count up the first time the strip is 20% visible. With
 * reduced motion they simply stay at their final values.
 */
export function StatCounters({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  const ref = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState(1);
  const [state, setState] = useState<'static' | 'waiting' | 'running' | 'done'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // Already scrolled past (e.g. the page was opened further down): keep the final numbers.
    if (element.getBoundingClientRect().bottom < 0) return;
    setProgress(0);
    setState('waiting');
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('running');
        const started = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - started) / COUNTER_DURATION_MS);
          setProgress(easeOutCubic(t));
          if (t < 1) frame = requestAnimationFrame(tick);
          else setState('done');
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <dl ref={ref} className={className} data-counter-state={state}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col gap-1">
          <dt className="order-2 text-sm text-ink-muted">{stat.label}</dt>
          <dd className="tabular order-1 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            <span className="sr-only">
              {stat.prefix}
              {format(stat.value)}
              {stat.suffix}
            </span>
            <span aria-hidden="true" data-testid="stat-counter" data-target={stat.value}>
              {stat.prefix}
              {format(Math.round(stat.value * progress))}
              {stat.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
