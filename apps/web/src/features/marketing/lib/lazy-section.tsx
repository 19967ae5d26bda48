import { type ComponentType, type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import { settledPromise } from './settled-promise';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface Gate {
  /** Starts the download and lets the section render (idempotent). */
  open(): Promise<void>;
  readonly loaded: boolean;
}

const gates = new Set<Gate>();
const isServer = typeof window === 'undefined';

/** Loads every lazy section defined so far, e.g. before scrolling to an anchor that may sit inside one. */
export function openAllLazySections(): Promise<void> {
  return Promise.all([...gates].map((gate) => gate.open())).then(() => undefined);
}

export interface LazySectionProps {
  /** The anchor id (#faq): on the wrapper, so it exists before the section has loaded. */
  id?: string;
  /** Space kept while the section loads (client navigation only; prerendered pages already hold the HTML). */
  placeholder?: string;
  /** What shows while the section loads, instead of empty space (and, with `ssr: false`, in the prerendered HTML). */
  fallback?: ReactNode;
  /** The height the browser assumes for the section until it has laid it out once (content-visibility). */
  intrinsicHeight?: number;
  className?: string;
}

/**
 * A below-the-fold section in its own chunk. The prerender renders it in full, so the HTML is complete; in the
 * browser its code downloads when the section comes within `rootMargin` of the viewport, and React hydrates it
 * then (until that moment the server's HTML stays as it is). With `ssr: false` the prerender writes only the
 * placeholder (the carousel: no video markup in the HTML).
 */
export function lazySection<P extends object>(load: Loader<P>, options: { ssr?: boolean; rootMargin?: string } = {}) {
  const { ssr = true, rootMargin = '400px 0px' } = options;
  let component: ComponentType<P> | undefined;
  let download: Promise<ComponentType<P>> | undefined;
  let release: () => void = () => {};
  const visible = new Promise<void>((resolve) => {
    release = resolve;
  });
  const start = () => {
    download ??= settledPromise(
      load().then((module) => {
        component = module.default;
        return module.default;
      }),
    );
    return download;
  };
  const ready = settledPromise(visible.then(start));
  const gate: Gate = {
    open() {
      release();
      return ready.then(() => undefined);
    },
    get loaded() {
      return component !== undefined;
    },
  };
  gates.add(gate);

  function Content(props: P) {
    const Loaded = use(isServer ? start() : ready);
    return <Loaded {...props} />;
  }

  function LazySection({
    id,
    placeholder = 'min-h-[480px]',
    fallback: shownWhileLoading,
    intrinsicHeight = 800,
    className,
    ...props
  }: LazySectionProps & P) {
    const ref = useRef<HTMLDivElement>(null);
    // Client-only sections render the placeholder until they are near, exactly as the prerendered HTML has it.
    const [shown, setShown] = useState(ssr);
    useEffect(() => {
      const reveal = () => void gate.open().then(() => setShown(true));
      if (component) return reveal();
      const element = ref.current;
      if (!element || !('IntersectionObserver' in window)) return reveal();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            reveal();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    const fallback: ReactNode = shownWhileLoading ?? <div aria-hidden="true" className={placeholder} />;
    return (
      // content-visibility: the browser skips style, layout and paint of the section until it is near the viewport.
      <div
        ref={ref}
        id={id}
        className={className}
        data-lazy-section=""
        style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${intrinsicHeight}px` }}
      >
        {!shown ? (
          fallback
        ) : (
          <Suspense fallback={fallback}>
            <Content {...(props as unknown as P)} />
          </Suspense>
        )}
      </div>
    );
  }
  return LazySection;
}
