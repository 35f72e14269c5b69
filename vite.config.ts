import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

/** Library modules every first screen uses: their own chunk, 'base' (decision 027). */
const FIRST_SCREEN_MANTINE =
  'Box|Paper|Card|Image|Input|InputBase|TextInput|Alert|Skeleton|Loader|Transition|CloseButton';
const FIRST_SCREEN_LIBRARIES = new RegExp(
  `node_modules/(@mantine/core/esm/(core|components/(${FIRST_SCREEN_MANTINE}))/|@mantine/hooks/|` +
    '@tanstack/(react-query|query-core)/|react/|react-dom/)',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [react(), precompress(), widgetPage()],
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
    ? // The server's renderer of first screens (src/web/entry-server.tsx): `vite build --ssr`.
      { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: false }
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
