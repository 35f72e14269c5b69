// What search engines get from the server (issue 14): robots.txt as text, sitemap.xml as XML with
// every listed location and none unlisted, and a location page whose HTML already carries its title,
// canonical link, Open Graph tags and schema.org Campground data, without its private address.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createCollectionPage, createContentPage, createLocation } from '../../testing/fixtures';

const PUBLIC_URL = 'https://stopover.example';
let t: TestContext;
let webDir: string;
let listed: { id: number };
let unlisted: { id: number };

beforeAll(async () => {
  // The app shell as the build writes it (the repository's index.html is its source).
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-seo-web-'));
  fs.copyFileSync(path.join(process.cwd(), 'index.html'), path.join(webDir, 'index.html'));
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL });
  listed = await createLocation(t.database.db, {
    name: 'Kōwhai <Orchard> & Vines',
    description: 'Park among the vines.\n\nTen minutes from the beach, with "fresh" eggs every morning.',
    address: '12 Secret Lane',
    city: 'Blenheim',
    region: 'Marlborough',
    latitude: -41.51234,
    longitude: 173.95678,
    rating: 4.667,
    reviewCount: 3,
    image: '/uploads/test/cover.webp',
    sites: [{ price: 2500 }, { price: 4000 }],
  });
  unlisted = await createLocation(t.database.db, { name: 'Hidden Paddock', status: 'inactive' });
  await createContentPage(t.database.db, { slug: 'about', title: 'About us' });
  await createContentPage(t.database.db, { slug: 'a-propos', title: 'À propos', language: 'fr' });
  await createCollectionPage(t.database.db, { slug: 'wine-country', title: 'Wine country' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The schema.org data in a page's HTML. */
function structuredData(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('search engines', () => {
  it('read robots.txt as text, pointing at the sitemap and away from private pages', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).not.toContain('<html');
  });

  it('read sitemap.xml as XML with every listed location, collection and content page, and no unlisted one', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(res.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/locations/${listed.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
    expect(res.body).not.toContain(`/locations/${unlisted.id}<`);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/about</loc>`);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/collections/wine-country</loc>`);
    // One URL a page: the pages in other languages are the same addresses, not listed twice.
    expect(res.body).not.toContain('/a-propos<');
  });

  it('get a location page whose HTML carries its title, description, canonical link and Campground data', async () => {
    const res = await t.app.inject({ url: `/locations/${listed.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain(
      '<title>Kōwhai &lt;Orchard&gt; &amp; Vines · Blenheim, Marlborough | Stopover</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Park among the vines. Ten minutes from the beach, with &quot;fresh&quot; eggs every morning." />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/locations/${listed.id}" />`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/test/cover.webp" />`);
    expect(html).not.toContain('noindex');
    // The app still starts from the same shell.
    expect(html).toContain('<div id="root">');
    expect(structuredData(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Campground',
      name: 'Kōwhai <Orchard> & Vines',
      description: 'Park among the vines. Ten minutes from the beach, with "fresh" eggs every morning.',
      url: `${PUBLIC_URL}/locations/${listed.id}`,
      image: `${PUBLIC_URL}/uploads/test/cover.webp`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Blenheim',
        addressRegion: 'Marlborough',
        addressCountry: 'NZ',
      },
      // Rounded as every public answer is (decision 012): the exact spot is the host's and their guests'.
      geo: { '@type': 'GeoCoordinates', latitude: -41.51, longitude: 173.96 },
      priceRange: '$25–$40 NZD a night',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.7,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(html).not.toContain('Secret Lane');
  });

  it('are told to leave an unlisted page out, and get a 404 for an unknown or malformed one', async () => {
    const hidden = await t.app.inject({ url: `/locations/${unlisted.id}` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toContain('<meta name="robots" content="noindex" />');

    for (const url of ['/locations/999999', '/locations/abc', '/locations/99999999999']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain('application/ld+json');
    }
  });

  it('cannot break out of the JSON-LD script with a name', async () => {
    const sneaky = await createLocation(t.database.db, { name: '</script><script>alert(1)</script>' });
    const html = (await t.app.inject({ url: `/locations/${sneaky.id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(structuredData(html).name).toBe('</script><script>alert(1)</script>');
  });
});
