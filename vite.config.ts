import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

/**
 * The promo widget is its own page (widget.html, issue 13): in development /widget/{slug} gets it
 * instead of the app's index.html, as the server does in production.
 */
function widgetPage(): Plugin {
  return {
    name: 'stopover-widget-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith('/widget/')) {
          const query = req.url.indexOf('?');
          req.url = `/widget.html${query >= 0 ? req.url.slice(query) : ''}`;
        }
        next();
      });
    },
  };
}

/**
 * The installable app (issue 29, decision 052): the web manifest and the service worker
 * (src/web/service-worker/sw.ts), which precaches only the shell: index.html, the bundles it names
 * and the icons. The other bundles are cached as the app loads them.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/web/service-worker',
    filename: 'sw.ts',
    registerType: 'prompt',
    // Registered by the app once the page has loaded (src/web/lib/offline/service-worker.ts).
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Stopover',
      short_name: 'Stopover',
      description: "Overnight stays for campers and motorhomes on hosts' land across New Zealand.",
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#2b7a4b',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The manifest's icons are added by the plugin itself.
      globPatterns: ['index.html', 'icons/apple-touch-icon.png'],
      manifestTransforms: [
        async (entries) => ({ manifest: [...entries, ...shellBundles(entries)], warnings: [] }),
      ],
    },
  });
}

/** The bundles and styles index.html loads, hashed (no revision needed), for the offline shell. */
function shellBundles(entries: { url: string }[]) {
  const html = fs.readFileSync(fileURLToPath(new URL('dist/web/index.html', import.meta.url)), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return [...new Set(named)]
    .filter((url) => !entries.some((entry) => entry.url === url))
    .map((url) => ({
      url,
      revision: null,
      size: fs.statSync(fileURLToPath(new URL(`dist/web/${url}`, import.meta.url))).size,
    }));
}

/** Library modules every first screen uses: their own chunk, 'base' (decision 027). */
const FIRST_SCREEN_MANTINE =
  'Box|Paper|Card|Image|Input|InputBase|TextInput|Alert|Skeleton|Loader|Transition|CloseButton';
const FIRST_SCREEN_LIBRARIES = new RegExp(
  `node_modules/(@mantine/core/esm/(core|components/(${FIRST_SCREEN_MANTINE}))/|@mantine/hooks/|` +
    '@tanstack/(react-query|query-core)/|react/|react-dom/)',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [react(), precompress(), widgetPage(), ...(isSsrBuild ? [] : [installableApp()])],
  // The browser's zod runs without compiling parsers (src/web/lib/zod-browser.ts, decision 027); the
  // server, its renderer and the tests keep zod as it is.
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL('src/web/lib/zod-browser.ts', import.meta.url)),
            },
          ],
        }
      : {},
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': api,
      '/uploads': api,
      '/health': api,
      '/docs': api,
    },
  },
  preview: { port: 4173 },
  build: isSsrBuild
    ? // The server's renderer of first screens (src/web/entry-server.tsx): `vite build --ssr`. The
      // service worker's registration only runs in the browser (the PWA plugin serves it there).
      {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { external: ['virtual:pwa-register'] },
      }
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        // No source maps in the build the server ships: they would hand out the original source.
        sourcemap: false,
        // The server reads which CSS and chunks a prerendered page needs (src/server/modules/seo).
        manifest: true,
        rollupOptions: {
          // The app, and the promo widget partners frame: a separate page with its own small bundle.
          input: {
            main: fileURLToPath(new URL('index.html', import.meta.url)),
            widget: fileURLToPath(new URL('widget.html', import.meta.url)),
          },
          output: {
            // The small library modules every first screen uses go in one chunk ('base') instead of
            // twenty: each chunk is a request of its own and is compressed alone (decision 027).
            codeSplitting: { groups: [{ name: 'base', test: FIRST_SCREEN_LIBRARIES }] },
          },
        },
      },
}));
