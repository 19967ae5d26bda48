import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { MarketingApp } from '../app/marketing-app';
import { MARKETING_DESCRIPTIONS } from '../app/marketing-descriptions';
import { marketingRoutes } from '../app/marketing-routes';
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

export { appRoutes } from '../app/app-routes';
