// Texts of the promo widget partners embed (/widget/{slug}, src/web/widget-main.ts), which loads only
// its own language's part of this file, and of the administrators' embed-code screen (/admin/widgets).

export const widget = {
  slideshow: 'Photos of stays on Stopover',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  searchLabel: 'Where would you like to stay?',
  searchPlaceholder: 'A town or region',
  search: 'Search',
  newTab: 'Opens Stopover in a new tab',
  found: 'Stays near {{place}}',
  empty: 'Type a town or region of New Zealand.',
  noMatch: 'We could not find “{{query}}” in New Zealand.',
  button: 'Find a stay',
  fallback: 'Find a stay on Stopover',
  brand: 'Stopover',
};

export const widgetAdmin = {
  title: 'Widgets',
  intro:
    'Partners show a widget on their own site by pasting its embed code into a page. Each size below is ready to copy.',
  affiliate: 'Affiliate code',
  affiliateHelp: 'Optional: nights booked through the widget are credited to this affiliate.',
  size: '{{width}} × {{height}} pixels',
  noSlides: 'This widget has no slides in this size yet: it shows its text only.',
  embedCode: 'Embed code, {{size}}',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The code could not be copied: select it and copy it by hand.',
  preview: 'Open the {{size}} widget',
  empty: 'There are no widgets yet.',
  loadFailed: 'The widgets could not be loaded',
};
