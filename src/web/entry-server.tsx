// The first screen of a page rendered on the server (issue 14): the same components, routes and
// queries as the browser's app, so the HTML paints before any JavaScript runs and the app then
// hydrates it. Built by `vite build --ssr` into dist/ssr; the server's prerender module calls it.

import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router';
import { dehydrate, skipToken, type DehydratedState, type Query } from '@tanstack/react-query';
import { AppTree } from './app/app';
import { appRoutes } from './app/router';
import { createQueryClient } from './app/query-client';
import { setApiTransport } from './lib/api';
import { currentLanguage, loadEnglish } from './lib/i18n';
import { paths } from './lib/paths';

/**
 * The pages whose first screen the server renders, by their route's path, with the source modules
 * whose chunks (and CSS) they show and start with: public pages a visitor lands on. Any other page is left to the
 * browser.
 */
// Pages beyond the first render's part of the catalogue start with the whole English one (i18n.ts).
const ENGLISH = 'src/web/locales/en/index.ts';
const PRERENDERED: Record<string, string[]> = {
  [paths.home.path]: ['src/web/features/content/routes/home.tsx'],
  [paths.locations.path]: ['src/web/features/locations/routes/locations-search.tsx', ENGLISH],
  [paths.location.path]: ['src/web/features/locations/routes/location-detail.tsx', ENGLISH],
  [paths.collections.path]: ['src/web/features/content/routes/collections.tsx'],
  [paths.collection.path]: ['src/web/features/content/routes/collection.tsx'],
  // The static pages of the content store, by slug (/about, /faq-guest...).
  [paths.contentPage.path]: [
    'src/web/features/content/routes/content-page.tsx',
    'src/web/components/content/content-blocks-more.tsx',
    ENGLISH,
  ],
};

const routes = createRoutesFromElements(appRoutes);

/** The modules of `pathname`'s page when the server renders it, else null. */
export function prerenderedModules(pathname: string): string[] | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!leaf) return null;
  return PRERENDERED[leaf.index ? paths.home.path : (leaf.path ?? '')] ?? null;
}

export type RenderedPage = { html: string; state: DehydratedState; language: string };

/** A query the page asked for that has not run (the server does not fetch while rendering). */
const waiting = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  query.options.queryFn !== undefined &&
  query.options.queryFn !== skipToken &&
  (query.options as { enabled?: unknown }).enabled !== false;

/** Data rounds: a query may only start once another's answer is drawn (a content row's listings). */
const MAX_ROUNDS = 4;

async function renderToString(url: string, client: ReturnType<typeof createQueryClient>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppTree client={client} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
    </StrictMode>,
    // Everything inline, in order: no fallbacks swapped by script, which would paint the page twice.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

let ready: Promise<void> | null = null;

/**
 * Renders `url` for a visitor (no session) in English with every query it needs answered through
 * `transport`; null when one of them fails, so the server sends the plain shell instead.
 */
export async function renderPage(
  url: string,
  transport: (url: string, init: RequestInit) => Promise<Response>,
): Promise<RenderedPage | null> {
  setApiTransport(transport);
  ready ??= loadEnglish();
  await ready;
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  let html = await renderToString(url, client);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const queries = client.getQueryCache().findAll({ predicate: waiting });
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    if (client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length > 0) {
      return null;
    }
    html = await renderToString(url, client);
  }
  return { html, state: dehydrate(client), language: currentLanguage() };
}
