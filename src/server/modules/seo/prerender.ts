// The first screen of public pages rendered on the server (issue 14): the web build's own renderer
// (src/web/entry-server.tsx, built into dist/ssr) draws the page with the data it needs, asked of
// this server's routes in-process, and the shell gets that HTML, the page's CSS and chunks, and the
// data the app hydrates with. Visitors only, in English: a signed-in person's or another language's
// page is drawn by the browser from the plain shell, as before. See decision 025.

import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, DEFAULT_LANGUAGE } from '../../../domain/messages/format';
import { scriptJson } from '../../../domain/seo';
import { hasSessionCookie } from '../../auth/viewer';
import type { App } from '../../http/types';

type Renderer = {
  prerenderedModules(pathname: string): string[] | null;
  renderPage(
    url: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; state: unknown; language: string } | null>;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const CACHE_ENTRIES = 500;

export type Prerenderer = {
  /**
   * The shell with the first screen of the requested page drawn in, or null to send the shell as it
   * is. `shell` is read only when the page is not already at hand.
   */
  render(request: FastifyRequest, shell: () => Promise<string>): Promise<PageBody | null>;
};

/** The stylesheets `modules` need, from the build's manifest, through their static imports. */
export function pageStyles(manifest: Manifest, modules: string[]): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const dependency of chunk.imports ?? []) visit(dependency);
    for (const file of chunk.css ?? []) css.add(file);
  };
  for (const key of modules) visit(key);
  return [...css];
}

/**
 * The script files `modules` need, from the build's manifest, through their static imports: preloaded
 * as the app starts, so the page's own chunks come with the app's entry rather than after it.
 */
export function pageScripts(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const key of modules) visit(key);
  return [...files];
}

/** React's hints for the images the page shows first, which it writes ahead of the page's markup. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The shell with the rendered page inside #root, its data after it, and in the head its stylesheets
 * (they must be there for the first paint) and its first images' preloads, fetched first. The page's
 * own scripts are preloaded beside the app's, in the template the app starts from after the first
 * paint: not in the head, where they would share a slow connection with what the first paint needs,
 * and not left to the app, which would ask for them only once its entry had run (issue 24).
 */
export function fillShell(
  shell: string,
  page: { html: string; state: unknown; language: string },
  styles: string[],
  pageScriptFiles: string[] = [],
): string {
  const leading = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const preloads = leading.replace(
    /<link rel="preload"(?![^>]*fetchPriority)/gi,
    '<link rel="preload" fetchpriority="high"',
  );
  const links = [
    // The shell links the app's own stylesheet already.
    ...styles
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(preloads ? [preloads] : []),
  ].join('\n    ');
  const state = `<script id="ssr-state" type="application/json">${scriptJson({
    state: page.state,
    language: page.language,
  })}</script>`;
  const appScripts = (shell.match(APP_SCRIPTS) ?? []).map((tag) => tag.trim());
  const scripts = [
    ...appScripts,
    ...pageScriptFiles
      .filter((file) => !appScripts.some((tag) => tag.includes(`/${file}"`)))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  // Functions, not strings, as replacements: a `$'` or `$&` in a page's text or a script is text.
  return shell
    .replace(APP_SCRIPTS, '')
    .replace('</head>', () => `  ${links}\n  </head>`)
    .replace(
      '</body>',
      () =>
        `  <template id="app-scripts">${scripts}</template>\n    <script>${BOOT_SCRIPT}</script>\n  </body>`,
    )
    .replace(
      /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript)/,
      () => `<div id="root">${page.html.slice(leading.length)}</div>\n    ${state}`,
    );
}

/**
 * Keeps what a visitor does before the app has taken the page over (issue 24): a tap on a control
 * React has not yet hydrated is held (its default prevented) and written down, with what was typed
 * into fields and forms sent, in `window.__stopoverEarlyInput`; the app plays them back once the page
 * is its own (src/web/lib/early-input.ts). Links keep working as links. A control is hydrated once
 * React has put its props on the element (`__reactProps$…`), and from then on React handles it.
 */
const EARLY_INPUT_SCRIPT = `var early=window.__stopoverEarlyInput=[];
var root=document.getElementById('root');
function hydrated(el){var keys=Object.keys(el);for(var i=0;i<keys.length;i++)if(keys[i].indexOf('__reactProps$')===0)return true;return false}
function pathOf(el){var path=[];while(el&&el!==root){var parent=el.parentElement;if(!parent)return null;path.unshift(Array.prototype.indexOf.call(parent.children,el));el=parent}return el===root?path:null}
function held(event){var el=event.target;if(!(el instanceof Element)||early.done||!root.contains(el)||hydrated(el))return null;if(event.type==='click'&&el.closest('a[href]'))return null;var path=pathOf(el);return path&&{type:event.type,target:el,path:path}}
window.addEventListener('click',function(event){var entry=held(event);if(!entry)return;event.preventDefault();early.push(entry)},true);
window.addEventListener('submit',function(event){var entry=held(event);if(!entry)return;event.preventDefault();early.push(entry)},true);
window.addEventListener('input',function(event){var entry=held(event);if(!entry||!('value' in entry.target))return;entry.value=entry.target.value;early.push(entry)},true);`;

/**
 * Starts the app once the first screen has painted: the app's scripts wait in a template, so they
 * do not share a slow connection with the stylesheets and images the first paint needs. Constant,
 * so the Content Security Policy allows it by its hash (BOOT_SCRIPT_HASH). A hidden tab does not
 * paint; the timeout starts the app there too. It first starts keeping early input (above).
 */
export const BOOT_SCRIPT =
  '(function(){' +
  EARLY_INPUT_SCRIPT +
  "var started=false;function start(){if(started)return;started=true;var t=document.getElementById('app-scripts');document.head.appendChild(document.importNode(t.content,true))}requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})()";
export const BOOT_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The shell's module scripts and their preloads (Vite writes them into the head). */
const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/** A page as sent: the HTML, and its compressed copies made on first demand. */
export class PageBody {
  private readonly encoded = new Map<string, Buffer>();
  constructor(readonly html: string) {}

  /** The body for a request's Accept-Encoding: Brotli, gzip or the HTML itself. */
  encodedFor(acceptEncoding: string | undefined): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
    const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
    const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
    if (!encoding) return { body: this.html };
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.gzipSync(this.html);
      this.encoded.set(encoding, body);
    }
    return { body, encoding };
  }
}

/** A prerendered page, compressed as the browser takes it. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBody) {
  const { body, encoding } = page.encodedFor(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * `prerenderCacheMs` is how long a rendered page is reused (30 s by default: content and listings
 * change far less often than this).
 */
export function createPrerenderer(
  app: App,
  dirs: { webDistDir: string; ssrDistDir: string; prerenderCacheMs: number },
): Prerenderer {
  const entry = path.join(dirs.ssrDistDir, 'entry-server.js');
  const manifestFile = path.join(dirs.webDistDir, '.vite', 'manifest.json');
  let renderer: Promise<Renderer | null> | null = null;
  let manifest: { mtimeMs: number; value: Manifest } | null = null;
  // The page as sent, per URL (the same URL always gets the same shell, until a rebuild).
  const cache = new Map<string, { at: number; body: PageBody }>();

  const loadRenderer = () =>
    (renderer ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<Renderer>)
      : Promise.resolve(null));

  // Re-read when the web app is rebuilt, as the static files are.
  const readManifest = (): Manifest | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(manifestFile).mtimeMs;
    } catch {
      return null;
    }
    if (manifest?.mtimeMs !== mtimeMs) {
      manifest = { mtimeMs, value: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest };
      cache.clear();
    }
    return manifest.value;
  };

  // The app's API calls, answered by this server's routes without a network hop.
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  return {
    async render(request, shell) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      if (hasSessionCookie(request.headers.cookie)) return null;
      if (pickLanguage(request.headers['accept-language']) !== DEFAULT_LANGUAGE) return null;
      const render = await loadRenderer();
      const assets = readManifest();
      if (!render || !assets) return null;
      const pathname = request.url.split('?')[0]!;
      const modules = render.prerenderedModules(pathname);
      if (!modules) return null;

      const cached = cache.get(request.url);
      if (cached && Date.now() - cached.at < dirs.prerenderCacheMs) return cached.body;
      const page = await render.renderPage(request.url, transport);
      if (!page) return null;
      const body = new PageBody(
        fillShell(await shell(), page, pageStyles(assets, modules), pageScripts(assets, modules)),
      );
      if (cache.size >= CACHE_ENTRIES) cache.clear();
      cache.set(request.url, { at: Date.now(), body });
      return body;
    },
  };
}
