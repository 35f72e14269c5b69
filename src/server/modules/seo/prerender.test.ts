import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { BOOT_SCRIPT, fillShell, PageBody, pageScripts, pageStyles } from './prerender';

const manifest = {
  'index.html': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_card.js': { file: 'assets/card-3.js', css: ['assets/card-3.css'], imports: ['_react.js'] },
  'src/web/features/content/routes/home.tsx': {
    file: 'assets/home-4.js',
    css: ['assets/home-4.css'],
    imports: ['index.html', '_card.js'],
  },
};

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Stopover</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
  </head>
  <body>
    <div id="root">
      <p>Loading Stopover…</p>
    </div>
    <noscript>Stopover needs JavaScript.</noscript>
  </body>
</html>`;

describe('pageStyles', () => {
  it("collects a page's stylesheets through its imports, each once", () => {
    expect(pageStyles(manifest, ['src/web/features/content/routes/home.tsx'])).toEqual([
      'assets/main-1.css',
      'assets/card-3.css',
      'assets/home-4.css',
    ]);
  });

  it('skips modules the build does not know', () => {
    expect(pageStyles(manifest, ['src/web/nowhere.tsx'])).toEqual([]);
  });
});

describe('pageScripts', () => {
  it("collects a page's script files through its imports, each once", () => {
    expect(pageScripts(manifest, ['src/web/features/content/routes/home.tsx'])).toEqual([
      'assets/home-4.js',
      'assets/main-1.js',
      'assets/react-2.js',
      'assets/card-3.js',
    ]);
  });
});

describe('fillShell', () => {
  const page = { html: '<main><h1>Find your place</h1></main>', state: { queries: [] }, language: 'en' };

  it('puts the rendered page in #root, its data after it and its assets in the head, without repeating the shell’s', () => {
    const html = fillShell(shell, page, pageStyles(manifest, ['src/web/features/content/routes/home.tsx']));
    expect(html).toContain('<div id="root"><main><h1>Find your place</h1></main></div>');
    expect(html).not.toContain('Loading Stopover');
    expect(html).toContain(
      '<script id="ssr-state" type="application/json">{"state":{"queries":[]},"language":"en"}</script>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-4.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/card-3.css">');
    expect(html.match(/main-1\.css/g)).toHaveLength(1);
    expect(html.match(/main-1\.js/g)).toHaveLength(1);
  });

  it("preloads the page's own scripts with the app's, after the first paint, not in the head", () => {
    const html = fillShell(
      shell,
      page,
      [],
      pageScripts(manifest, ['src/web/features/content/routes/home.tsx']),
    );
    const template = html.slice(html.indexOf('<template id="app-scripts">'), html.indexOf('</template>'));
    expect(template).toContain('<script type="module" crossorigin src="/assets/main-1.js"></script>');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/home-4.js">');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/card-3.js">');
    expect(template).not.toContain('href="/assets/main-1.js"');
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
  });

  it('keeps data that looks like markup from closing its script', () => {
    const html = fillShell(shell, { ...page, state: { text: '</script><script>alert(1)</script>' } }, []);
    const script = html.slice(html.indexOf('<script id="ssr-state"'));
    expect(script.indexOf('</script>')).toBeGreaterThan(script.indexOf('alert'));
    expect(script).toContain('\\u003c/script\\u003e');
  });

  it('sends the boot script byte for byte (the Content Security Policy allows it by its hash) and text with $ as written', () => {
    expect(BOOT_SCRIPT).toContain("'__reactProps$'");
    const html = fillShell(shell, { ...page, html: "<main><p>A$'s price: $& $25</p></main>" }, []);
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(html).toContain('<div id="root"><main><p>A$\'s price: $& $25</p></main></div>');
  });

  it("moves React's preloads of the first images into the head, fetched first", () => {
    const html = fillShell(
      shell,
      {
        ...page,
        html: '<link rel="preload" as="image" href="/uploads/a.jpg"/><main><img src="/uploads/a.jpg"></main>',
      },
      [],
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" fetchpriority="high" as="image" href="/uploads/a.jpg"/>');
    expect(html).toContain('<div id="root"><main><img src="/uploads/a.jpg"></main></div>');
  });
});

describe('PageBody', () => {
  it('sends Brotli, gzip or the HTML as the browser accepts, the same bytes each time', () => {
    const body = new PageBody('<p>Stopover</p>'.repeat(100));
    const br = body.encodedFor('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body as Buffer).toString()).toBe(body.html);
    expect(body.encodedFor('br').body).toBe(br.body);
    const gzip = body.encodedFor('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body as Buffer).toString()).toBe(body.html);
    expect(body.encodedFor(undefined)).toEqual({ body: body.html });
  });
});
