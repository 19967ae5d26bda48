import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { MarketingApp } from '../app/marketing-app';
import { marketingRoutes } from '../app/marketing-routes';

export interface PrerenderedPage {
  path: string;
  title: string;
  description: string;
  source: string;
  html: string;
}

/** Renders one marketing page to HTML, waiting for every lazy section, as the browser will hydrate it. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const route = marketingRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not a marketing route`);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <MarketingApp />
      </StaticRouter>
    </StrictMode>,
  );
  return { path, title: route.title, description: route.description, source: route.source, html: await new Response(prelude).text() };
}

export const prerenderPaths = marketingRoutes.map((route) => route.path);
