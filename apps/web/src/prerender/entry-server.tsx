import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { MarketingApp } from '../app/marketing-app';
import { MARKETING_DESCRIPTIONS } from '../app/marketing-descriptions';
import { marketingRoutes } from '../app/marketing-routes';
import { paths } from '../config/paths';
import { openAllLazySections } from '../features/marketing/lib/lazy-section';

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
  // Load the page and every lazy section first, so nothing suspends while rendering: each boundary is then written
  // in place, with no out-of-order chunks and no inline scripts (the CSP allows none). Twice, for nested sections.
  await route.Page.preload();
  await openAllLazySections();
  await openAllLazySections();
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <MarketingApp />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script|<template|\$RC|hidden id="S:/.test(html))
    throw new Error(`${path}: the prerendered HTML holds inline scripts or deferred boundaries`);
  return { path, title: route.title, description: MARKETING_DESCRIPTIONS[route.path] ?? '', source: route.source, html };
}

export const prerenderPaths = marketingRoutes.map((route) => route.path);

/**
 * What the server needs to answer 404 to addresses the app does not have (docs/decisions/015): every path of the
 * route table with its aliases, and the signed-in areas, whose routes the app guards and resolves itself.
 */
export const appRoutes = {
  // '/ops' itself forwards to the payouts queue inside the operator area.
  paths: [...Object.values(paths).flatMap((entry) => [entry.path, ...('aliases' in entry ? entry.aliases : [])]), '/ops'],
  prefixes: ['/brand/', '/creator/', '/ops/'],
};
