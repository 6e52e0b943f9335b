import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '@console/contract';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { LoginThrottle, MemoryRateLimitStore, type RateLimitStore } from './auth/rate-limit';
import { registerAuthRoutes } from './auth/routes';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db';
import { installErrorHandler, sendError, toApiError } from './http/error-handler';
import { notFound } from './http/errors';
import type { AppServices } from './http/services';
import { buildOpenApiDocument } from './openapi';
import { registerResources } from './resources';

export interface BuildAppOptions {
  readonly config: ServerConfig;
  readonly database: DatabaseHandle;
  /** Fastify's logger option: pino options, or false (tests). */
  readonly logger?: FastifyServerOptions['logger'];
  readonly rateLimitStore?: RateLimitStore;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The console's own scripts and styles only; Radix positions popovers with inline styles. The
 * inline scripts of the console's `index.html` (the theme applied before the first paint) are
 * allowed by their hash, nothing else inline.
 */
function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}

/** Whether an Accept header names text/html without refusing it (`q=0`), as a page navigation does. */
function acceptsHtml(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'text/html' && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
  });
}

/**
 * Whether a GET that matched no file is a page of the console, answered with `index.html` (whose
 * router shows "Page not found" for an unknown page). A path without an extension always is; one
 * with a dot (`/telegram-users/1.5`, `/settings/audit-log.csv`) is when a browser navigates to it
 * (it accepts text/html), except under `/assets/`, where only built files live.
 */
function isConsoleNavigation(pathname: string, accept: string | undefined): boolean {
  if (!path.extname(pathname)) return true;
  return !pathname.startsWith('/assets/') && acceptsHtml(accept);
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions (`sha256-…`) of every inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`,
  );
}

/**
 * The security headers of every answer (helmet's set, with our CSP, no framing, no referrer).
 * Fixed values, built once per server: helmet rebuilt them on every request, a measurable share
 * of a millisecond-long API call.
 */
export function securityHeaders(
  inlineScriptHashes: readonly string[] = [],
): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(inlineScriptHashes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Builds the whole server (API, docs, static console) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const consoleIndex = path.join(config.staticDir, 'index.html');
  const hasConsole = existsSync(consoleIndex);
  const headers = securityHeaders(
    hasConsole ? inlineScriptHashes(readFileSync(consoleIndex, 'utf8')) : [],
  );
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (bad percent-encoding, an over-long segment) ends before any
    // hook runs: answered here in the error envelope, with the headers every answer carries.
    frameworkErrors: (error, request, reply) => {
      reply.headers(headers).header('x-request-id', request.id).header('cache-control', 'no-store');
      return sendError(reply, toApiError(error));
    },
  });

  const rateLimitStore = options.rateLimitStore ?? new MemoryRateLimitStore();
  const services: AppServices = {
    config,
    database,
    db: database.db,
    rateLimitStore,
    loginThrottle: new LoginThrottle(rateLimitStore, config.loginRateLimit),
  };
  app.decorate('services', services);
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionId', null);

  installErrorHandler(app);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Callback hooks (no promise per request) for work that never waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    const forwardedProto = request.headers['x-forwarded-proto'];
    const proto = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto?.split(',')[0];
    if (request.protocol === 'https' || proto?.trim() === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
    if (request.url.startsWith(config.apiPrefix)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      return { success: true, message: 'OK', data: { status: 'ok', database: database.kind } };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({
        success: false,
        message: 'Database unavailable',
        code: 'INTERNAL_ERROR',
      });
    }
  });

  const openApiDocument = buildOpenApiDocument(allRoutes, config.apiPrefix);
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: openApiDocument as never },
  });
  app.get(
    `${config.apiPrefix}/openapi.json`,
    { schema: { hide: true } },
    async () => openApiDocument,
  );
  await app.register(fastifySwaggerUi, { routePrefix: `${config.apiPrefix}/docs` });

  registerAuthRoutes(app);
  registerResources(app);

  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file (app/vite-plugin-precompress.ts):
      // a request gets brotli or gzip by its Accept-Encoding, the file itself otherwise, with
      // `Vary: Accept-Encoding` and the logical file's content type. Nothing compressed per request.
      preCompressed: true,
      // The encoded copies are variants of their file, not URLs of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi =
      pathname === config.apiPrefix ||
      pathname.startsWith(`${config.apiPrefix}/`) ||
      pathname.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (isPage && hasConsole && isConsoleNavigation(pathname, request.headers.accept)) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, notFound());
  });

  return app;
}
