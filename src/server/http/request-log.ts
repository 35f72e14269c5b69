// One log line per request worth reading: every error (4xx as info, 5xx as error), every write, and
// a sample of successful reads (LOG_READS_SAMPLE: all of them in development, 1 in 100 in
// production). Fastify's own two lines per request cost about 6% of the server's CPU on a busy
// search (issue 14); a read that is not sampled now costs one comparison.

import type { App } from './types';

const READS = new Set(['GET', 'HEAD']);

export function registerRequestLog(app: App, readsSample: number, random: () => number = Math.random) {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const worthLogging =
      status >= 400 || !READS.has(request.method) || (readsSample > 0 && random() < readsSample);
    if (worthLogging) {
      const entry = { req: request, res: { statusCode: status }, responseTime: reply.elapsedTime };
      if (status >= 500) request.log.error(entry, 'request failed');
      else request.log.info(entry, 'request completed');
    }
    done();
  });
}
