// The promo widget's pure parts (spec sections 2 and 9), shared by the widget page itself
// (src/web/widget-main.ts) and the administrators' embed-code screen (/admin/widgets).

import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage, type Language } from '../../domain/messages/format';
import { WIDGET_SIZES, type WidgetSize } from '../../domain/widget';
import { paths } from './paths';
import { REFERRAL_QUERY_PARAM } from './referral-code';

export { WIDGET_SIZES, type WidgetSize };

/** Spec section 9: the slides move at 500 ms; each stays this long before the next (react-slick's default). */
export const SLIDE_TRANSITION_MS = 500;
export const SLIDE_INTERVAL_MS = 3000;

/** `?size=` into one of the four sizes; anything else is the default, 300x600. */
export function parseWidgetSize(value: string | null | undefined): WidgetSize {
  const size = value?.trim().toLowerCase();
  return (WIDGET_SIZES as readonly string[]).includes(size ?? '') ? (size as WidgetSize) : WIDGET_SIZES[0];
}

export function widgetDimensions(size: WidgetSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
}

/** `?lang=` when it is one of ours, else the browser's first language we speak, else English. */
export function widgetLanguage(langParam: string | null | undefined, browser: readonly string[]): Language {
  const asked = langParam?.trim().toLowerCase();
  if (asked && (LANGUAGES as readonly string[]).includes(asked)) return asked as Language;
  return browser.length > 0 ? pickLanguage(browser.join(',')) : DEFAULT_LANGUAGE;
}

/** `url` (absolute, or a path of Stopover's) with the partner's affiliate code, on Stopover's origin. */
export function withAffiliate(url: string, origin: string, affiliate: string | null): string {
  const target = new URL(url, origin);
  const code = affiliate?.trim();
  if (code && target.origin === origin) target.searchParams.set(REFERRAL_QUERY_PARAM, code);
  return target.origin === origin ? target.href.replaceAll('%2C', ',') : target.href;
}

/** The page a partner frames: /widget/{slug}?size=...(&affiliate=...). */
export function widgetUrl(origin: string, slug: string, size: WidgetSize, affiliate?: string | null): string {
  const url = new URL(paths.widget.href(slug), origin);
  url.searchParams.set('size', size);
  const code = affiliate?.trim();
  if (code) url.searchParams.set(REFERRAL_QUERY_PARAM, code);
  return url.href;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The copy-paste snippet for a partner's page: a lazy iframe of the widget's exact size, titled. */
export function widgetEmbedCode(opts: {
  origin: string;
  slug: string;
  size: WidgetSize;
  title: string;
  affiliate?: string | null;
}): string {
  const { width, height } = widgetDimensions(opts.size);
  const src = widgetUrl(opts.origin, opts.slug, opts.size, opts.affiliate);
  return (
    `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" ` +
    `title="${escapeAttribute(opts.title)}" loading="lazy" style="border:0;overflow:hidden"></iframe>`
  );
}
