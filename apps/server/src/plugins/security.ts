import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { langFromHeader, translateMessage } from '@mamata/core/i18n/messages';
import type { databaseRateLimitStore } from './rate-limit-store.ts';
import { addressGroup } from '../lib/address-group.ts';

/**
 * The headers helmet sets for these options, as one object: helmet's middleware run once against a
 * response that only records what is set.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers and rate limits. CSP allows only this origin (plus https: for the palika
 * servers a login may be directed to); HSTS is sent only on requests that arrived over TLS.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { scriptHashes?: string[]; rateLimitStore?: ReturnType<typeof databaseRateLimitStore> }) => {
    // helmet's headers, computed once: they are the same for every response, and helmet would build the
    // CSP string again on each request (a quarter of the cost of the cheapest route, bench/README.md)
    const headers = securityHeaders({
      hsts: false,
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(opts.scriptHashes ?? [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https:'],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done();
    });
    await app.register(rateLimit, {
      global: false,
      // an IPv6 /64 is one caller (lib/address-group.ts, docs/decisions/026-login-lockout-and-proxies.md)
      keyGenerator: (request) => addressGroup(request.ip),
      // counters in the database, so two server processes share them (plugins/rate-limit-store.ts)
      ...(opts.rateLimitStore ? { store: opts.rateLimitStore } : {}),
      errorResponseBuilder: (request, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: translateMessage(langFromHeader(request.headers['accept-language']), 'errors.rateLimited'),
      }),
    });
  },
  { name: 'security' },
);
