// What search engines read (issue 14): robots.txt, the sitemap, and a location page's own head
// (title, description, canonical link, Open Graph and schema.org Campground data), written into the
// HTML the server sends so crawlers need not run the app. Pure functions; the server supplies data.

import type { LocationDetail } from './schemas/locations';

const SITE_NAME = 'Stopover';
const DESCRIPTION_LENGTH = 155;

/** Text safe inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Paths that are people's own or the team's: not for search engines. */
export const PRIVATE_PATHS = ['/admin', '/hosting', '/account', '/bookings', '/onboarding', '/dev/', '/v1/'];

export function robotsTxt(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export type SitemapEntry = { path: string; lastModified?: Date | null };

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const origin = new URL(publicUrl).origin;
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeHtml(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The head of a page: what replaces the app shell's title and description, and what is added. */
export type PageHead = {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  /** schema.org data, written as application/ld+json. */
  structuredData: Record<string, unknown> | null;
  /** Unlisted pages stay out of search results. */
  noindex: boolean;
};

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);

function summary(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2)).trimEnd()}…`;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/**
 * A location page's head, from its public detail (town, region and a rounded position only:
 * decision 012). The price range covers its active sites' nightly prices.
 */
export function locationHead(location: LocationDetail, publicUrl: string): PageHead {
  const origin = new URL(publicUrl).origin;
  const place = [location.city, location.region].filter(Boolean).join(', ');
  const title = `${location.name}${place ? ` · ${place}` : ''} | ${SITE_NAME}`;
  const description = summary(
    location.description,
    `${location.name}: an overnight stay for campers and motorhomes${place ? ` in ${place}` : ''}, New Zealand.`,
  );
  const canonical = `${origin}/locations/${location.id}`;
  const image = location.image ?? location.images[0]?.url ?? null;
  const prices = location.propertyInformation.sites.map((s) => s.price).filter((p) => p > 0);
  const low = prices.length ? Math.min(...prices) : location.price;
  const high = prices.length ? Math.max(...prices) : location.price;
  const structuredData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Campground',
    name: location.name,
    description,
    url: canonical,
    ...(image ? { image: absolute(origin, image) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(location.city ? { addressLocality: location.city } : {}),
      ...(location.region ? { addressRegion: location.region } : {}),
      addressCountry: 'NZ',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    ...(low !== null && high !== null
      ? {
          priceRange:
            low === high ? `${dollars(low)} NZD a night` : `${dollars(low)}–${dollars(high)} NZD a night`,
        }
      : {}),
    ...(location.reviewCount > 0 && location.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(location.rating * 10) / 10,
            reviewCount: location.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    title,
    description,
    canonical,
    image: image ? absolute(origin, image) : null,
    structuredData,
    noindex: location.status !== 'active',
  };
}

/**
 * The app shell with this page's head: its title and description replace the shell's, and the
 * canonical link, Open Graph tags, robots rule and structured data go before </head>.
 */
export function withHead(html: string, head: PageHead): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`]
      : []),
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `  ${tags}\n  </head>`);
}
