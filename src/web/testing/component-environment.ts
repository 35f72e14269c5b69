// The component tests' environment (issue 32): happy-dom's document, with Node's own fetch family.
// The real server runs in the same process (app-harness.tsx): Better Auth, Fastify and the upload
// route build and read Node's Request, Response, Headers, FormData and Blob, which happy-dom would
// otherwise replace with its own. The web's code only uses them through the API client's transport.

import type { Environment } from 'vitest/runtime';
import { builtinEnvironments } from 'vitest/runtime';

const NODE_GLOBALS = [
  'Request',
  'Response',
  'Headers',
  'fetch',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
] as const;

const environment: Environment = {
  name: 'happy-dom-with-node-fetch',
  // Modules load as on the server (the app's server code runs here too).
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const node = new Map(NODE_GLOBALS.map((key) => [key, global[key]] as const));
    const happy = await builtinEnvironments['happy-dom'].setup(global, options);
    for (const [key, value] of node) {
      Object.defineProperty(global, key, { value, writable: true, configurable: true });
    }
    return {
      async teardown(target) {
        await happy.teardown(target);
        for (const [key, value] of node) {
          Object.defineProperty(target, key, { value, writable: true, configurable: true });
        }
      },
    };
  },
};

export default environment;
