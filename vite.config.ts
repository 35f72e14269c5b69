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

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), precompress(), widgetPage()],
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
        },
      },
}));
