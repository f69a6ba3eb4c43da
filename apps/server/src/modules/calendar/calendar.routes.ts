import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getBsCalendarTable } from '@mamata/core/calendar/bikram-sambat';

const TableResponseSchema = z.object({
  lastConfirmedYear: z.number().int(),
  reference: z.object({ bs: z.string(), ad: z.string() }),
  years: z.record(z.string(), z.array(z.number().int())),
});

/** The month-length table in force, so browsers convert dates exactly as the server does. */
export async function calendarRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/public/bs-calendar',
      { schema: { tags: ['public'], summary: 'Bikram Sambat month lengths in force', response: { 200: TableResponseSchema } }, config: { auth: 'public' } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return getBsCalendarTable();
      },
    );
}
