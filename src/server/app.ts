// buildApp assembles the server from its configuration and adapters; main.ts only listens.
// Tests build the same app and call app.inject.

import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { authRoutes } from './auth/auth.routes';
import { registerAccessControl, type RouteEntry } from './auth/guards';
import { installZodMessages } from '../domain/messages/zod';
import { errorBody, registerErrorHandling, sendError } from './http/errors';
import { connectionOptions } from './http/connections';
import { registerResponsePolicies } from './http/policies';
import { registerInputGuard } from './http/input-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRequestLog } from './http/request-log';
import { responseSerializerCompiler } from './http/serializer';
import { swaggerOptions } from './http/openapi';
import { registerDeprecations } from './http/deprecation';
import { registerReads } from './http/reads';
import { createDrain, type Drain } from './http/drain';
import type { App, AppDeps } from './http/types';
import { contentRoutes } from './modules/content/content.routes';
import { healthRoutes } from './modules/health/health.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { BOOT_SCRIPT_HASH, createPrerenderer, sendPage, type Prerenderer } from './modules/seo/prerender';
import { imagesRoutes } from './modules/images/images.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { placesRoutes } from './modules/places/places.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { usersRoutes } from './modules/users/users.routes';
import { sessionsRoutes } from './modules/users/sessions.routes';
import { redactPasswordInUrl } from './modules/users/password-in-url';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { staysRoutes } from './modules/bookings/stays.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { importRoutes } from './modules/locations/import.routes';
import { overviewRoutes } from './modules/admin/overview.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contentAdminRoutes } from './modules/content-admin/content-admin.routes';
import { widgetsRoutes } from './modules/widgets/widgets.routes';
import { stayReviewsRoutes } from './modules/stay-reviews/stay-reviews.routes';
import { secondFactorRoutes } from './modules/second-factor/second-factor.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes';
import { calendarSyncRoutes } from './modules/calendar-sync/calendar-sync.routes';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { taxDocumentsRoutes } from './modules/tax-documents/tax-documents.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';

const routeModules = [
  healthRoutes,
  seoRoutes,
  locationsRoutes,
  tagsRoutes,
  placesRoutes,
  contentRoutes,
  mailboxRoutes,
  usersRoutes,
  sessionsRoutes,
  imagesRoutes,
  payoutsRoutes,
  paymentsRoutes,
  staysRoutes,
  bookingsRoutes,
  reviewsRoutes,
  auditRoutes,
  affiliatesRoutes,
  campaignsRoutes,
  importRoutes,
  overviewRoutes,
  contactRoutes,
  contentAdminRoutes,
  widgetsRoutes,
  messagesRoutes,
  vehiclesRoutes,
  stayReviewsRoutes,
  secondFactorRoutes,
  calendarSyncRoutes,
  earningsRoutes,
  taxDocumentsRoutes,
  privacyRoutes,
];

const YEAR_SECONDS = 31_536_000;

function tileOrigin(tileUrl: string): string {
  try {
    return new URL(tileUrl.replace('{s}.', 'a.')).origin.replace('//a.', '//*.');
  } catch {
    return "'self'";
  }
}

/** Uploads in a bucket are read from its public URL, another origin the pages must allow. */
function uploadOrigins(config: Config): string[] {
  return config.storage.kind === 's3' ? [new URL(config.storage.publicUrl).origin] : [];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /v1 and /health route with the access it declares; the authorisation tests walk it. */
    routeTable: RouteEntry[];
    /** Draws the first screen of public pages into the HTML (issue 14). */
    prerenderer: Prerenderer;
    /** Begun on SIGTERM: /health/ready answers 503 while requests are still served (decision 054). */
    drain: Drain;
  }
}

export type BuildOptions = {
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
};

/** A request as the log shows it (Fastify's default fields), with any password in the path masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactPasswordInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request, written by registerRequestLog: errors, writes and a sample of reads.
    logController: new LogController({ disableRequestLogging: true }),
    ...connectionOptions(config.timeouts),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY lists; anyone else could
    // choose their own address with it and slip past the per-address limits.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installZodMessages();
  registerErrorHandling(app);
  registerInputGuard(app);
  if (config.logLevel !== 'silent') registerRequestLog(app, config.logReadsSample);

  const stripe = config.payments.kind === 'stripe';
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.tileUrl), ...uploadOrigins(config)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Stripe's hosted card fields run its script in its own frames (decision 009).
        // The inline script of prerendered pages that starts the app after the first paint (decision 026).
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH, ...(stripe ? ['https://js.stripe.com'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
      },
    },
  });

  registerResponsePolicies(app, config);
  registerDeprecations(app);
  registerReads(app, deps.reads);

  // The document marks the specification's calls and the product's additions (decision 032).
  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.decorate(
    'routeTable',
    registerAccessControl(app, deps.auth, {
      db: deps.database.db,
      recentSignInMs: deps.config.recentSignIn.windowMs,
    }),
  );
  app.decorate('prerenderer', createPrerenderer(app, config));
  app.decorate('drain', createDrain(app));
  authRoutes(app, deps);
  for (const register of routeModules) register(app, deps);

  await serveFiles(app, config);
  return app;
}

/** Uploads, and the built web app with every unknown non-API path falling back to index.html. */
async function serveFiles(app: App, config: Config) {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Uploaded files never change under their name.
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });

  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      // Looked up per request, so a rebuild of the web app is served without a restart.
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed bundles are immutable; index.html must always be revalidated.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? `public, max-age=${YEAR_SECONDS}, immutable`
            : 'no-cache',
        );
      },
    });
  }

  /** A page of the app: its first screen drawn in when the prerenderer can, else the plain shell. */
  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const page = await app.prerenderer.render(request, () => fs.promises.readFile(indexFile, 'utf8'));
    if (page) return sendPage(request, reply, page);
    return reply.sendFile('index.html', config.webDistDir);
  };
  if (hasWeb) {
    // Before the static files' index.html, so the home page is drawn like any other.
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, appPage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/v1/') || request.url === '/v1';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // The promo widget is its own small page (widget.html), not the app (issue 13).
      if (!request.url.startsWith('/widget/')) return appPage(request, reply);
      allowFraming(reply);
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(widgetPage(config.webDistDir), config.webDistDir);
    }
    const route = { method: request.method, path: redactPasswordInUrl(request.url.split('?')[0]!) };
    return sendError(reply, errorBody(request, 404, { code: 'http.noRoute', params: route }));
  });
}

/** widget.html when the build has it (looked up per request, like the bundles), else the app. */
function widgetPage(webDistDir: string): string {
  return fs.existsSync(path.join(webDistDir, 'widget.html')) ? 'widget.html' : 'index.html';
}

/** The promo widget is made to sit in partners' pages: any site may frame it; no other page. */
function allowFraming(reply: FastifyReply) {
  reply.removeHeader('x-frame-options');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
}
