// The promo widget (spec sections 2, 7 and 9): the widget's slides in the size the partner framed,
// autoplaying, its title and tagline, a New Zealand place search that opens Stopover's map there in a
// new tab, and its button. An unknown widget shows a small link to Stopover instead, never an error.
// Plain DOM rather than React: this is the whole page, and it must stay a few kilobytes.

import { renderMessage, type Language, type MessageParams } from '../../../domain/messages/format';
import type { Widget } from '../../../domain/schemas/content';
import type { Place } from '../../../domain/schemas/locations';
import { formatCentre, placeLabel } from '../../lib/geo';
import { REFERRAL_QUERY_PARAM, storeReferralCode } from '../../lib/referral-code';
import {
  parseWidgetSize,
  SLIDE_INTERVAL_MS,
  SLIDE_TRANSITION_MS,
  widgetDimensions,
  widgetLanguage,
  withAffiliate,
} from '../../lib/widget-embed';
import { widget as en } from '../../locales/en/widget';
import { widget as fr } from '../../locales/fr/widget';
import { widget as es } from '../../locales/es/widget';
import { widget as de } from '../../locales/de/widget';
import { widget as zh } from '../../locales/zh/widget';
import { apiPath } from '../../../domain/api-paths';

type TextKey = keyof typeof en;
type Text = (key: TextKey, params?: MessageParams) => string;
const CATALOGUES: Record<Language, object> = { en, fr, es, de, zh };

/** How long typing rests before the place is looked up. */
const LOOKUP_DELAY_MS = 300;

type Child = Node | string | null | false;
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

function logo(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 32 32');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', 'logo');
  svg.innerHTML =
    '<path d="M16 2C10 2 5 7 5 13c0 8 11 17 11 17s11-9 11-17c0-6-5-11-11-11z" fill="currentColor"/>' +
    '<circle cx="16" cy="13" r="4" fill="#1d4d32"/>';
  return svg;
}

/** A link that leaves the partner's page: a new tab, without handing Stopover the partner's window. */
const outLink = (href: string, className: string, text: Text, ...children: Child[]) =>
  h('a', { href, class: className, target: '_blank', rel: 'noopener', title: text('newTab') }, ...children);

/** GET /v1/content/widgets/{slug}; null for an unknown or malformed slug, or when it cannot be reached. */
async function fetchWidget(slug: string): Promise<Widget | null> {
  try {
    // Plain fetch, not lib/api.ts: that client brings the app's whole i18n along.
    const res = await fetch(apiPath('/v1/content/widgets/{slug}', { slug }), {
      headers: { accept: 'application/json' },
    });
    return res.ok ? ((await res.json()) as Widget) : null;
  } catch {
    return null;
  }
}

/** GET /v1/places: New Zealand places by name; the first is the best match. */
async function lookUpPlace(query: string, signal: AbortSignal): Promise<Place | null> {
  const res = await fetch(`${apiPath('/v1/places')}?${new URLSearchParams({ query, limit: '1' })}`, {
    signal,
  });
  if (!res.ok) throw new Error(`places ${res.status}`);
  const body = (await res.json()) as { items: Place[] };
  return body.items[0] ?? null;
}

/** The slides, one shown at a time, fading every few seconds; paused on hover, focus or by the button. */
function slideshow(urls: string[], text: Text, root: HTMLElement): HTMLElement {
  const images = urls.map((url, index) =>
    h('img', { src: url, alt: '', class: index === 0 ? 'slide current' : 'slide', decoding: 'async' }),
  );
  const region = h(
    'section',
    { class: 'slides', 'aria-roledescription': 'carousel', 'aria-label': text('slideshow') },
    ...images,
  );
  if (images.length < 2) return region;

  region.style.setProperty('--slide-transition', `${SLIDE_TRANSITION_MS}ms`);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // WCAG 2.2.2: moving content can be paused; with reduced motion it does not move until asked to.
  let stopped = reducedMotion;
  let held = false;
  let current = 0;
  const button = h('button', { type: 'button', class: 'pause' });
  const showButton = () => {
    button.textContent = stopped ? '▶' : '❚❚';
    button.setAttribute('aria-label', text(stopped ? 'play' : 'pause'));
    button.title = text(stopped ? 'play' : 'pause');
  };
  showButton();
  button.addEventListener('click', () => {
    stopped = !stopped;
    showButton();
  });
  region.append(button);

  window.setInterval(() => {
    if (stopped || held) return;
    images[current]!.classList.remove('current');
    current = (current + 1) % images.length;
    images[current]!.classList.add('current');
  }, SLIDE_INTERVAL_MS);
  const hold = (value: boolean) => () => {
    held = value;
  };
  root.addEventListener('mouseenter', hold(true));
  root.addEventListener('mouseleave', hold(false));
  root.addEventListener('focusin', hold(true));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) held = false;
  });
  return region;
}

/**
 * The place search. A real form to /locations in a new tab, so nothing blocks it as a pop-up: as the
 * visitor types, the place is looked up (New Zealand only) and its centre put in `c`; submitted before
 * that answer, /locations looks `address` up itself.
 */
function searchForm(origin: string, affiliate: string | null, text: Text): HTMLFormElement {
  const input = h('input', {
    id: 'widget-place',
    name: 'address',
    type: 'search',
    autocomplete: 'off',
    enterkeyhint: 'search',
    placeholder: text('searchPlaceholder'),
    'aria-describedby': 'widget-place-status',
  });
  const centre = h('input', { type: 'hidden', name: 'c', disabled: '' });
  const status = h('p', { id: 'widget-place-status', class: 'status', role: 'status' });
  const form = h(
    'form',
    {
      class: 'search',
      role: 'search',
      action: new URL('/locations', origin).href,
      method: 'get',
      target: '_blank',
      rel: 'noopener',
      novalidate: '',
    },
    h('label', { for: 'widget-place', class: 'label' }, text('searchLabel')),
    h(
      'div',
      { class: 'row' },
      input,
      h('button', { type: 'submit', class: 'go', title: text('newTab') }, text('search')),
    ),
    centre,
    affiliate && h('input', { type: 'hidden', name: REFERRAL_QUERY_PARAM, value: affiliate }),
    status,
  );

  let found: { query: string; place: Place | null } | null = null;
  let pending: AbortController | null = null;
  let timer = 0;
  const lookUp = async (query: string) => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      const place = await lookUpPlace(query, controller.signal);
      if (controller.signal.aborted || input.value.trim() !== query) return;
      found = { query, place };
      if (place) {
        centre.value = formatCentre(place);
        centre.disabled = false;
        status.textContent = text('found', { place: placeLabel(place) });
      } else status.textContent = '';
    } catch {
      // Unreachable for now: submitting still works, /locations looks the name up itself.
    }
  };
  input.addEventListener('input', () => {
    // What was found belongs to the old text: it must never be sent with the new one.
    found = null;
    centre.disabled = true;
    status.textContent = '';
    window.clearTimeout(timer);
    const query = input.value.trim();
    if (query.length >= 2) timer = window.setTimeout(() => void lookUp(query), LOOKUP_DELAY_MS);
  });
  form.addEventListener('submit', (event) => {
    const query = input.value.trim();
    if (!query) {
      event.preventDefault();
      status.textContent = text('empty');
      input.focus();
    } else if (found && found.query === query && !found.place) {
      event.preventDefault();
      status.textContent = text('noMatch', { query });
    } else if (found?.place) {
      // The first result's formatted address, as the search page will be centred on it.
      input.value = placeLabel(found.place);
      found = { query: input.value, place: found.place };
    }
  });
  return form;
}

function renderWidget(
  root: HTMLElement,
  data: Widget,
  size: ReturnType<typeof parseWidgetSize>,
  origin: string,
  affiliate: string | null,
  text: Text,
) {
  document.title = data.title;
  const slides = data.slides.filter((slide) => slide.size === size).map((slide) => slide.url);
  root.replaceChildren(
    slides.length > 0 ? slideshow(slides, text, root) : '',
    h(
      'div',
      { class: 'panel' },
      h(
        'div',
        { class: 'words' },
        h('h1', { class: 'title' }, data.title),
        h('p', { class: 'tagline' }, data.tagLine),
      ),
      searchForm(origin, affiliate, text),
      outLink(withAffiliate(data.buttonUrl || '/locations', origin, affiliate), 'cta', text, text('button')),
    ),
  );
}

function renderFallback(root: HTMLElement, origin: string, affiliate: string | null, text: Text) {
  document.title = text('brand');
  root.classList.add('fallback');
  root.replaceChildren(
    h('h1', { class: 'brand' }, logo(), text('brand')),
    outLink(withAffiliate('/', origin, affiliate), 'cta', text, text('fallback')),
  );
}

/** Draws the widget of `location` (/widget/{slug}?size=&affiliate=&lang=) into `root`. */
export async function startWidget(root: HTMLElement, location: Location): Promise<void> {
  const params = new URLSearchParams(location.search);
  const slug = decodeURIComponent(location.pathname.replace(/^\/widget\/?/, '').replace(/\/+$/, ''));
  const size = parseWidgetSize(params.get('size'));
  const affiliate = params.get(REFERRAL_QUERY_PARAM)?.trim() || null;
  // Kept as the app keeps it; the links carry it too, as a framed page's storage is the partner's.
  if (affiliate) storeReferralCode(affiliate);
  const language = widgetLanguage(params.get('lang'), navigator.languages ?? [navigator.language]);
  document.documentElement.lang = language;
  const text: Text = (key, textParams = {}) =>
    renderMessage(key as never, textParams, CATALOGUES[language] as never, language, en);

  const { width, height } = widgetDimensions(size);
  root.classList.add(`size-${size}`);
  root.style.width = `${width}px`;
  root.style.height = `${height}px`;

  const data = slug ? await fetchWidget(slug) : null;
  if (data) renderWidget(root, data, size, location.origin, affiliate, text);
  else renderFallback(root, location.origin, affiliate, text);
}
