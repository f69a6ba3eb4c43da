import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@mamata/core/errors';
import { BaseUrlQuerySchema, BaseUrlResponseSchema } from '@mamata/core/schemas/auth';
import type { Db } from '../../db/client.ts';
import { findPalikaOfNumber } from './directory.queries.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The address of this deployment: PUBLIC_BASE_URL, which production requires (config.ts), so the
 * address the app sends a password to never comes from a request's Host header there. Only a
 * development server without it answers the address the request came in on.
 */
function ownBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  const base = configured ?? `${request.protocol}://${request.host}/`;
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The directory (docs/spec/decisions.md): mobile number → palika → base address of the server that holds
 * the account. A palika without its own address is served by this deployment.
 */
export async function directoryRoutes(app: FastifyInstance, deps: { db: Db; publicBaseUrl?: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/provider-map-palika/base-url',
    {
      schema: {
        tags: ['directory'],
        summary: 'The server address for a mobile number',
        querystring: BaseUrlQuerySchema,
        response: { 200: BaseUrlResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // the answer depends on the number (in the URL) and, without PUBLIC_BASE_URL, on the Host:
      // no shared cache may keep one person's answer for another
      void reply.header('cache-control', 'no-store').header('vary', 'Host, Accept-Language');
      const row = await findPalikaOfNumber(deps.db, request.query.mobile_number);
      if (!row) throw new AppError('NOT_FOUND', 'errors.mobileNotRegistered');
      return { data: { baseUrl: row.baseUrl ?? ownBaseUrl(request, deps.publicBaseUrl) } };
    },
  );
}
