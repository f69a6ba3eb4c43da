import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { langFromHeader, translateMessage } from '@mamata/core/i18n/messages';
import type { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * Security headers and rate limits. CSP allows only this origin (plus https: for the palika
 * servers a login may be directed to); HSTS is sent only on requests that arrived over TLS.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { scriptHashes?: string[]; rateLimitStore?: ReturnType<typeof databaseRateLimitStore> }) => {
    await app.register(helmet, {
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
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
    await app.register(rateLimit, {
      global: false,
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
