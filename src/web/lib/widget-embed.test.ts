import { describe, expect, it } from 'vitest';
import {
  parseWidgetSize,
  widgetDimensions,
  widgetEmbedCode,
  widgetLanguage,
  withAffiliate,
} from './widget-embed';

const origin = 'https://stopover.example';

describe('the promo widget', () => {
  it('takes one of the four sizes from ?size=, else 300x600', () => {
    expect(parseWidgetSize('300x250')).toBe('300x250');
    expect(parseWidgetSize(' 728X90 ')).toBe('728x90');
    expect(parseWidgetSize('160x600')).toBe('160x600');
    expect(parseWidgetSize('999x1')).toBe('300x600');
    expect(parseWidgetSize(null)).toBe('300x600');
    expect(widgetDimensions('728x90')).toEqual({ width: 728, height: 90 });
  });

  it('speaks ?lang= when it is one of ours, else the browser’s language, else English', () => {
    expect(widgetLanguage('de', ['fr-FR'])).toBe('de');
    expect(widgetLanguage('xx', ['fr-CA', 'en'])).toBe('fr');
    expect(widgetLanguage(null, ['ja'])).toBe('en');
    expect(widgetLanguage(null, [])).toBe('en');
  });

  it('adds the affiliate to Stopover’s own links only', () => {
    expect(withAffiliate('/locations', origin, 'P1')).toBe(`${origin}/locations?affiliate=P1`);
    expect(withAffiliate('https://elsewhere.example/x', origin, 'P1')).toBe('https://elsewhere.example/x');
    expect(withAffiliate('/', origin, null)).toBe(`${origin}/`);
  });

  it('writes a lazy, titled iframe of the exact size, escaping what it quotes', () => {
    const code = widgetEmbedCode({
      origin,
      slug: 'demo',
      size: '300x250',
      title: 'Farms & "vines"',
      affiliate: 'P1',
    });
    expect(code).toBe(
      `<iframe src="${origin}/widget/demo?size=300x250&amp;affiliate=P1" width="300" height="250" ` +
        'title="Farms &amp; &quot;vines&quot;" loading="lazy" style="border:0;overflow:hidden"></iframe>',
    );
  });
});
