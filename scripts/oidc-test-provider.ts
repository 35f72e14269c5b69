// A local OpenID Connect provider standing in for Google, for the journeys (scripts/e2e-server.mjs)
// or by hand: node --import tsx scripts/oidc-test-provider.ts
// Then start Stopover with GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_DISCOVERY_URL set to
// the values below. Any email typed at its sign-in page signs in; no password.
//
// Environment: OIDC_PORT (3101), E2E_PORT (3100, the Stopover port whose callback is allowed),
// OIDC_CLIENT_ID (stopover-e2e), OIDC_CLIENT_SECRET (stopover-e2e-secret).

import { startTestOidcProvider } from '../src/server/testing/oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3101);
const appPort = Number(process.env.E2E_PORT ?? 3100);
const clientId = process.env.OIDC_CLIENT_ID ?? 'stopover-e2e';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'stopover-e2e-secret';

const provider = await startTestOidcProvider({
  port,
  clients: [
    { clientId, clientSecret, redirectUris: [`http://localhost:${appPort}/v1/auth/callback/google`] },
  ],
});
console.log(`Test OpenID Connect provider (client ${clientId}): ${provider.discoveryUrl}`);

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await provider.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
