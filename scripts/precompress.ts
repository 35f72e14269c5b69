// Brotli and gzip copies of the built web app's text files, written beside them (file.js.br,
// file.js.gz) so the server sends them as they are (@fastify/static preCompressed) instead of
// compressing every response or, as before, sending them uncompressed (issue 14).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a second file. */
const MIN_BYTES = 1024;

/** Writes the .br and .gz of every compressible file under `dir`; answers how many files it compressed. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count++;
  }
  return count;
}

/** The Vite plugin: compresses the output once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stopover-precompress',
    // The server renderer's build (dist/ssr) is read by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Also called when the build failed before writing anything: the build's own error must show.
      if (!fs.existsSync(outDir)) return;
      precompressDirectory(outDir);
    },
  };
}
