import type { ComponentType, ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots: Root[] = [];

/** Renders outside act(), as the browser does: a retry after a suspension is then an ordinary render. */
export function renderLikeTheBrowser(element: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  root.render(element);
}

export function unmountAll() {
  for (const root of roots.splice(0)) root.unmount();
  document.body.innerHTML = '';
}

/** A module that arrives a little later, as a chunk over the network does. */
export function slowModule<P>(Component: ComponentType<P>) {
  return () => new Promise<{ default: ComponentType<P> }>((resolve) => setTimeout(() => resolve({ default: Component }), 20));
}
