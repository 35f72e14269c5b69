// Texte des Werbe-Widgets, das Partner einbetten, und der Seite mit den Einbettungscodes.
import type { Translation } from '../translation';

export const widget: Translation<'widget'> = {
  slideshow: 'Fotos von Stellplätzen auf Stopover',
  pause: 'Diashow anhalten',
  play: 'Diashow fortsetzen',
  searchLabel: 'Wo möchtest du übernachten?',
  searchPlaceholder: 'Ort oder Region',
  search: 'Suchen',
  newTab: 'Öffnet Stopover in einem neuen Tab',
  found: 'Stellplätze bei {{place}}',
  empty: 'Gib einen Ort oder eine Region in Neuseeland ein.',
  noMatch: '„{{query}}“ haben wir in Neuseeland nicht gefunden.',
  button: 'Stellplatz finden',
  fallback: 'Einen Stellplatz auf Stopover finden',
  brand: 'Stopover',
};

export const widgetAdmin: Translation<'widgetAdmin'> = {
  title: 'Widgets',
  intro:
    'Partner zeigen ein Widget auf ihrer eigenen Website, indem sie den Einbettungscode in eine Seite einfügen. Jede Größe unten ist fertig zum Kopieren.',
  affiliate: 'Affiliate-Code',
  affiliateHelp: 'Optional: Über das Widget gebuchte Nächte werden diesem Affiliate gutgeschrieben.',
  size: '{{width}} × {{height}} Pixel',
  noSlides: 'Dieses Widget hat in dieser Größe noch keine Bilder und zeigt nur seinen Text.',
  embedCode: 'Einbettungscode, {{size}}',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Der Code konnte nicht kopiert werden. Bitte markiere ihn und kopiere ihn selbst.',
  preview: 'Widget in {{size}} öffnen',
  empty: 'Es gibt noch keine Widgets.',
  loadFailed: 'Die Widgets konnten nicht geladen werden',
};
