import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

/** Liveness (also the bare "hello" route the benchmark compares against). */
export async function systemRoutes(app: FastifyInstance, _deps: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { tags: ['system'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } }, config: { auth: 'public' } },
      async () => ({
        status: 'ok' as const,
      }),
    );
}
