// What the server tells search engines (issue 14): robots.txt, the sitemap of every listed location,
// collection and content page, and each location page's head in the HTML it sends.

import fs from 'node:fs/promises';
import path from 'node:path';
import { locationHead, robotsTxt, sitemapXml, withHead, type SitemapEntry } from '../../../domain/seo';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { getLocation } from '../locations/locations.service';
import * as repo from './seo.repository';

export { robotsTxt };

export async function sitemap(db: Db, publicUrl: string): Promise<string> {
  const [listed, collections, pages] = await Promise.all([
    repo.listListedLocations(db),
    repo.listCollections(db),
    repo.listContentPages(db),
  ]);
  const entries: SitemapEntry[] = [
    { path: '/' },
    { path: '/locations' },
    { path: '/collections' },
    ...pages.map((p) => ({ path: `/${encodeURIComponent(p.slug)}`, lastModified: p.updatedAt })),
    ...collections.map((c) => ({
      path: `/collections/${encodeURIComponent(c.slug)}`,
      lastModified: c.updatedAt,
    })),
    ...listed.map((l) => ({ path: `/locations/${l.id}`, lastModified: l.updatedAt })),
  ];
  return sitemapXml(publicUrl, entries);
}

/** The id of /locations/{id}, or null when the path names none (the app then shows its not-found page). */
function locationId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The app shell for /locations/{id} with the location's own head; `found` is false for an unknown
 * location, whose shell is sent unchanged with a 404 status. Null when the web app is not built.
 */
export async function locationPage(
  db: Db,
  deps: { webDistDir: string; publicUrl: string },
  rawId: string,
): Promise<{ html: string; found: boolean } | null> {
  let shell: string;
  try {
    shell = await fs.readFile(path.join(deps.webDistDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const id = locationId(rawId);
  if (id === null) return { html: shell, found: false };
  try {
    const location = await getLocation(db, id, null);
    return { html: withHead(shell, locationHead(location, deps.publicUrl)), found: true };
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return { html: shell, found: false };
    throw error;
  }
}
