import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

// Issue 24: the HTML the server sends for the first screens is valid, by the W3C Nu HTML Checker
// (npm's vnu-jar, run with the machine's Java). The server renders /, /locations, a location page,
// /about, /collections and a collection for a visitor in English; /faq-wifi is drawn by the browser,
// so what the server sends there is the app's shell.

const VNU_JAR = path.resolve(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/** The checker's errors in the given files (warnings and notes aside). */
async function htmlErrors(files: string[]): Promise<VnuMessage[]> {
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', '--stdout', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages.filter((message) => message.type !== 'info');
}

test('The first screens are valid HTML by the W3C Nu checker', async ({ request }) => {
  test.setTimeout(180_000);
  const english = { headers: { 'accept-language': 'en' } };
  // The stay with the most reviews: its page draws the most (stars, cards).
  const stays = (await (await request.get('/v1/locations', english)).json()) as {
    items: { id: number; reviewCount: number }[];
  };
  const stay = [...stays.items].sort((a, b) => b.reviewCount - a.reviewCount)[0]!;
  const collections = await (await request.get('/collections', english)).text();
  const collection = /href="(\/collections\/[^"/]+)"/.exec(collections)![1]!;

  const pages = [
    '/',
    '/locations',
    `/locations/${stay.id}`,
    '/about',
    '/collections',
    collection,
    '/faq-wifi',
  ];
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stopover-html-'));
  const files = new Map<string, string>();
  for (const page of pages) {
    const response = await request.get(page, english);
    expect(response.status(), page).toBe(200);
    const html = await response.text();
    // The server drew these pages (the browser draws /faq-wifi): their markup is what is checked.
    if (page !== '/faq-wifi') expect(html, page).toContain('<script id="ssr-state"');
    const file = path.join(dir, `${files.size}${page.replaceAll('/', '_')}.html`);
    await fs.writeFile(file, html);
    files.set(file, page);
  }

  // A page known to be invalid, so that the check cannot pass by reading nothing.
  const control = path.join(dir, 'control.html');
  await fs.writeFile(control, '<!doctype html><html lang="en"><title>x</title><div for="x"></div></html>');

  const found = await htmlErrors([control, ...files.keys()]);
  expect(found.filter((error) => error.url === `file:${control}`)).not.toEqual([]);
  const errors = found
    .filter((error) => error.url !== `file:${control}`)
    .map(
      (error) =>
        `${files.get((error.url ?? '').replace(/^file:/, '')) ?? error.url}:${error.lastLine ?? '?'}:${error.firstColumn ?? '?'} ` +
        `${error.message}\n    ${(error.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
    );
  await fs.rm(dir, { recursive: true, force: true });
  expect(errors, `${errors.length} HTML errors:\n${errors.join('\n')}`).toEqual([]);
});
