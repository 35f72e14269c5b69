// A real OpenID Connect provider (oidc-provider 8) standing in for Google or Facebook in tests and
// in the journeys' server: plain http on 127.0.0.1, accounts made up from the email typed at its
// sign-in page, consent skipped for its (first-party) clients. Nothing here is fit for production.

import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider ships no type declarations; the few parts used are typed below.
import OidcProvider from 'oidc-provider';

export type TestOidcClient = { clientId: string; clientSecret: string; redirectUris: string[] };

export type TestOidcProviderOptions = {
  clients: TestOidcClient[];
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The name shown on the sign-in page: "Sign in with Google (test provider)". */
  displayName?: string;
};

export type TestOidcProvider = {
  issuer: string;
  discoveryUrl: string;
  close(): Promise<void>;
};

type Account = { sub: string; email: string; name: string };

// The parts of oidc-provider's API this file uses.
type KoaContext = {
  oidc: {
    client: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: { Grant: GrantClass };
  };
};
type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
type GrantClass = {
  new (init: { clientId: string; accountId: string }): Grant;
  find(id: string): Promise<Grant | undefined>;
};
type Interaction = {
  uid: string;
  prompt: { name: string };
  params: { client_id?: string; login_hint?: string };
  session?: { accountId?: string };
  grantId?: string;
};
type Provider = {
  app: { silent: boolean };
  Grant: GrantClass;
  callback(): http.RequestListener;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
};
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => Provider;

const SCOPES = 'openid email profile';

/** The stable subject for an email: the same person gets the same account every time. */
export function subjectFor(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);
}

/** "aroha.ngata@example.test" → "Aroha Ngata". */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function loginPage(title: string, uid: string, loginHint: string, error?: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<form method="post" action="${action}" novalidate>
${error ? `<p role="alert" id="error">${escapeHtml(error)}</p>` : ''}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(loginHint)}"${error ? ' aria-describedby="error" aria-invalid="true"' : ''}>
<label for="name">Name (optional)</label>
<input id="name" name="name" type="text" autocomplete="name">
<button type="submit">Continue</button>
</form>`,
  );
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** oidc-provider's storage, kept in this provider's memory (its built-in one warns on the console). */
function memoryAdapter() {
  const store = new Map<string, { payload: Record<string, unknown>; expiresAt: number | null }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt < Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const put = (key: string, payload: Record<string, unknown>, expiresIn?: number) =>
    store.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null });

  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      put(this.key(id), payload, expiresIn);
      if (this.model === 'Session' && typeof payload.uid === 'string') {
        put(`sessionUid:${payload.uid}`, { id }, expiresIn);
      }
      if (typeof payload.grantId === 'string') {
        const grantKey = `grant:${payload.grantId}`;
        const keys = (live(grantKey)?.keys as string[] | undefined) ?? [];
        put(grantKey, { keys: [...keys, this.key(id)] }, expiresIn);
      }
      if (typeof payload.userCode === 'string') put(`userCode:${payload.userCode}`, { id }, expiresIn);
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      const ref = live(`sessionUid:${uid}`);
      return ref ? this.find(ref.id as string) : undefined;
    }
    async findByUserCode(userCode: string) {
      const ref = live(`userCode:${userCode}`);
      return ref ? this.find(ref.id as string) : undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      const keys = (live(`grant:${grantId}`)?.keys as string[] | undefined) ?? [];
      for (const key of keys) store.delete(key);
      store.delete(`grant:${grantId}`);
    }
  };
}

export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const title = `Sign in with ${options.displayName ?? 'Google'} (test provider)`;
  const accounts = new Map<string, Account>();
  let handle: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-signing-key',
    alg: 'RS256',
    use: 'sig',
  };
  const hour = 60 * 60;

  const Provider = OidcProvider as ProviderConstructor;
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // Better Auth sends its secret in the token request's body.
      token_endpoint_auth_method: 'client_secret_post',
    })),
    adapter: memoryAdapter(),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: hour,
      AuthorizationCode: 60,
      IdToken: hour,
      Interaction: hour,
      Session: hour,
      Grant: hour,
      RefreshToken: hour,
    },
    clientBasedCORS: () => true,
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: true, name: account.name };
        },
      };
    },
    // First-party clients: every scope they ask for is granted without a consent page.
    async loadExistingGrant(ctx: KoaContext) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      if (!oidc.session.accountId) return undefined;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    async renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in failed (test provider)',
        `<h1>Sign-in failed</h1>${Object.entries(out)
          .map(([k, v]) => `<p><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</p>`)
          .join('')}`,
      );
    },
  });
  // Koa would print every server error; the tests look at responses instead.
  provider.app.silent = true;

  const oidc = provider.callback();
  const interaction = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name !== 'login') {
      // Consent is normally settled by loadExistingGrant; settle any other prompt the same way.
      const accountId = details.session?.accountId;
      if (!accountId || !details.params.client_id)
        throw new Error(`Unexpected prompt ${details.prompt.name}`);
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ clientId: details.params.client_id, accountId });
      grant!.addOIDCScope(SCOPES);
      const grantId = await grant!.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(loginPage(title, details.uid, details.params.login_hint ?? ''));
      return;
    }
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(loginPage(title, details.uid, email, 'Enter an email address.'));
      return;
    }
    const sub = subjectFor(email);
    const name = (form.get('name') ?? '').trim() || accounts.get(sub)?.name || nameFromEmail(email);
    accounts.set(sub, { sub, email, name });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    );
  };

  handle = (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (/^\/interaction\/[^/]+$/.test(path) && (req.method === 'GET' || req.method === 'POST')) {
      interaction(req, res).catch((error: unknown) => {
        if (res.headersSent) return res.end();
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        const message = error instanceof Error ? error.message : String(error);
        res.end(
          page('Sign-in failed (test provider)', `<h1>Sign-in failed</h1><p>${escapeHtml(message)}</p>`),
        );
      });
      return;
    }
    oidc(req, res);
  };

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
