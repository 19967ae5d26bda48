import { type ComponentType, use } from 'react';
import { settledPromise } from './settled-promise';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface PreloadablePage {
  (): React.JSX.Element;
  /** Downloads the page's chunk; once it resolves the page renders without suspending (needed to hydrate). */
  preload(): Promise<void>;
}

/** A route page in its own chunk that can be loaded ahead of rendering, so hydration never meets a suspended route. */
export function preloadablePage(load: PageLoader): PreloadablePage {
  let download: Promise<ComponentType> | undefined;
  const loaded = () => {
    download ??= settledPromise(load().then((module) => module.default));
    return download;
  };
  function Page() {
    const Loaded = use(loaded());
    return <Loaded />;
  }
  Page.preload = () => loaded().then(() => undefined);
  return Page;
}
