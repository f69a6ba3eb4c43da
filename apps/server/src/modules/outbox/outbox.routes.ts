import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@mamata/core/errors';
import { OutboxBatchBodySchema, OutboxBatchResponseSchema } from '@mamata/core/schemas/staff';

/** Statuses that end a batch: not the entry's fault, so it and the ones after it wait for the next round. */
const STOP = (status: number) => status >= 500 || status === 401 || status === 408 || status === 429;

/**
 * `POST /staff/outbox` (docs/decisions/024-offline-app.md "The nurse's outbox"): a device's outbox entries in one
 * request. Each is applied in order as the request it stands for (its route's validation, per-record access,
 * transaction and audit row), with its id as `Idempotency-Key`: a batch sent again after a cut answers each entry
 * with its first answer and writes nothing twice.
 */
export async function outboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/staff/outbox',
    {
      schema: {
        tags: ['staff records'],
        security: [{ bearer: [] }],
        summary: 'Send several saves of the staff outbox at once (applied in order, each exactly once)',
        body: OutboxBatchBodySchema,
        response: { 200: OutboxBatchResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      const results: { id: string; status: number; body: unknown }[] = [];
      for (const entry of request.body.entries) {
        const res = await request.server.inject({
          method: 'POST',
          url: `/api/v1${entry.path}`,
          headers: {
            authorization: request.headers.authorization ?? '',
            'accept-language': request.headers['accept-language'] ?? 'en',
            'content-type': 'application/json',
            'idempotency-key': entry.id,
          },
          payload: JSON.stringify(entry.body),
          // the nurse's address, in the entry's audit row as in a request of its own
          remoteAddress: request.ip,
        });
        let body: unknown;
        try {
          body = res.body ? JSON.parse(res.body) : null;
        } catch {
          body = null;
        }
        results.push({ id: entry.id, status: res.statusCode, body });
        if (STOP(res.statusCode)) break;
      }
      return { results };
    },
  );
}
