import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), precompress()],
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
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // No source maps in the build the server ships: they would hand out the original source.
    sourcemap: false,
  },
});
