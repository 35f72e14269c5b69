// The request log (issue 14): errors and writes always, successful reads only as sampled.

import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A test app whose log lines are kept, parsed. */
async function appWithLog(env: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info', ...env }, { logStream });
  return { app: t.app, lines };
}

const requestLines = (lines: Record<string, unknown>[]) =>
  lines
    .filter((l) => l.msg === 'request completed' || l.msg === 'request failed')
    .map(
      (l) =>
        `${(l.req as { method: string }).method} ${(l.req as { url: string }).url} ${(l.res as { statusCode: number }).statusCode}`,
    );

describe('the request log', () => {
  it('leaves out successful reads when none are sampled, and keeps every error and write', async () => {
    const { app, lines } = await appWithLog({ LOG_READS_SAMPLE: '0' });
    await app.inject({ url: '/health' });
    await app.inject({ url: '/v1/tags' });
    await app.inject({ url: '/v1/nothing-here' });
    await app.inject({ method: 'POST', url: '/v1/tags', payload: {} });
    await app.inject({ url: '/v1/locations?latitude=abc&longitude=1' });
    expect(requestLines(lines)).toEqual([
      'GET /v1/nothing-here 404',
      'POST /v1/tags 400',
      'GET /v1/locations?latitude=abc&longitude=1 400',
    ]);
    // Fastify's own two lines a request are gone.
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    const logged = lines.find((l) => l.msg === 'request completed')!;
    expect(logged.responseTime).toEqual(expect.any(Number));
  });

  it('logs every read when all are sampled (the development default)', async () => {
    const { app, lines } = await appWithLog({});
    await app.inject({ url: '/health' });
    await app.inject({ url: '/v1/tags' });
    expect(requestLines(lines)).toEqual(['GET /health 200', 'GET /v1/tags 200']);
  });
});
