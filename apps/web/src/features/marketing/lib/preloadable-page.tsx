import { type ComponentType, use } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface PreloadablePage {
  (): React.JSX.Element;
  /** Downloads the page's chunk; once it resolves the page renders without suspending (needed to hydrate). */
  preload(): Promise<void>;
}

/** A route page in its own chunk that can be loaded ahead of rendering, so hydration never meets a suspended route. */
export function preloadablePage(load: PageLoader): PreloadablePage {
  let Component: ComponentType | undefined;
  let download: Promise<void> | undefined;
  const preload = () => {
    download ??= load().then((module) => {
      Component = module.default;
    });
    return download;
  };
  function Page() {
    if (!Component) use(preload());
    const Loaded = Component!;
    return <Loaded />;
  }
  Page.preload = preload;
  return Page;
}
