// A local tile server for the stay map tests (decision 053): tests point TILE_URL at it, so no tile
// fetch ever leaves the machine. Its tiles are made with sharp: a checkerboard of two flat colours
// by tile (x + y even or odd), so a test can tell where each tile was drawn on an image.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** The two tile colours, far apart from each other and from the pin's and the circle's greens. */
export const EVEN_TILE_RGB = [205, 205, 205] as const;
export const ODD_TILE_RGB = [120, 160, 225] as const;

/** What the server answers: a tile, a 404, text that is no image, a 512 px tile, or nothing at all. */
export type TileServerMode = 'tile' | 'notFound' | 'notImage' | 'large' | 'hang';

export type TileRequest = { z: number; x: number; y: number; userAgent: string | undefined };

export type TileServer = {
  /** The TILE_URL template that reaches it. */
  urlTemplate: string;
  /** Every tile asked for, in order. */
  requests: TileRequest[];
  mode: TileServerMode;
  /** Delay before each answer, in milliseconds. */
  delayMs: number;
  /** The most requests it was answering at once. */
  mostAtOnce: number;
  close(): Promise<void>;
};

const tiles = new Map<string, Promise<Buffer>>();

/** A flat tile of one colour (PNG), `size` pixels square. */
export function flatTile([r, g, b]: readonly number[], size = 256): Promise<Buffer> {
  const key = `${r},${g},${b},${size}`;
  let tile = tiles.get(key);
  if (!tile) {
    tile = sharp({ create: { width: size, height: size, channels: 3, background: { r: r!, g: g!, b: b! } } })
      .png()
      .toBuffer();
    tiles.set(key, tile);
  }
  return tile;
}

export const tileColour = (x: number, y: number) => ((x + y) % 2 === 0 ? EVEN_TILE_RGB : ODD_TILE_RGB);

export async function startTileServer(): Promise<TileServer> {
  let atOnce = 0;
  const state: TileServer = {
    urlTemplate: '',
    requests: [],
    mode: 'tile',
    delayMs: 0,
    mostAtOnce: 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((req, res) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    state.requests.push({ z, x, y, userAgent: req.headers['user-agent'] });
    if (state.mode === 'hang') return; // never answers
    atOnce++;
    state.mostAtOnce = Math.max(state.mostAtOnce, atOnce);
    const answer = async () => {
      if (state.mode === 'notFound') return void res.writeHead(404).end();
      if (state.mode === 'notImage') {
        return void res.writeHead(200, { 'content-type': 'image/png' }).end('<html>blocked</html>');
      }
      const png = await flatTile(tileColour(x, y), state.mode === 'large' ? 512 : 256);
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(png);
    };
    setTimeout(() => {
      void answer().finally(() => atOnce--);
    }, state.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.urlTemplate = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
  return state;
}

/** A TILE_URL nothing answers at (the discard port, as the browser journeys use). */
export const DEAD_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
