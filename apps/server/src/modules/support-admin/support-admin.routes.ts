import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import {
  AmbulanceBodySchema,
  AmbulancePatchSchema,
  StaffAmbulancesResponseSchema,
  StaffSupportNumbersResponseSchema,
  SupportEntryParamsSchema,
  SupportNumberBodySchema,
  SupportNumberPatchSchema,
} from '@mamata/core/schemas/staff-admin';
import type { Db } from '../../db/client.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import type { StaffAuth } from '../access/access.service.ts';
import type { SupportTableName } from './support-admin.queries.ts';
import * as service from './support-admin.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const SavedResponseSchema = MessageResponseSchema.extend({ id: z.string() });

/** One managed list: its path, schemas, service calls and messages. */
interface Resource<L extends ZodType, B extends ZodType, P extends ZodType> {
  path: string;
  table: SupportTableName;
  noun: string;
  listSchema: L;
  bodySchema: B;
  patchSchema: P;
  list: (auth: StaffAuth) => Promise<z.input<L>>;
  create: (auth: StaffAuth, body: z.output<B>) => Promise<string | undefined>;
  update: (auth: StaffAuth, id: string, body: z.output<P>) => Promise<void>;
  saved: string;
  deleted: string;
}

/** Ambulances and support numbers of my health post or palika under /api/v1/staff. */
export async function supportAdminRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['staff'], security: [{ bearer: [] }] };

  function manage<L extends ZodType, B extends ZodType, P extends ZodType>(res: Resource<L, B, P>) {
    r.get(
      `/staff/${res.path}`,
      { schema: { ...secured, summary: `List the ${res.noun}s I manage or see`, response: { 200: res.listSchema, ...errors } }, config: { auth: 'staff' } },
      (request) => res.list(staffAuthOf(request)) as never,
    );

    r.post(
      `/staff/${res.path}`,
      {
        schema: { ...secured, summary: `Add a ${res.noun}`, body: res.bodySchema, response: { 200: SavedResponseSchema, ...errors } },
        config: { auth: 'staff' },
      },
      async (request) => {
        // the generic schema hides the parsed type from the type provider; the schema has checked it
        const id = await res.create(staffAuthOf(request), request.body as z.output<B>);
        return { message: say(request, res.saved), id: id ?? '' };
      },
    );

    r.patch(
      `/staff/${res.path}/:id`,
      {
        schema: {
          ...secured,
          summary: `Change a ${res.noun} (also its status, or deactivate it)`,
          params: SupportEntryParamsSchema,
          body: res.patchSchema,
          response: { 200: SavedResponseSchema, ...errors },
        },
        config: { auth: 'staff' },
      },
      async (request) => {
        await res.update(staffAuthOf(request), request.params.id, request.body as z.output<P>);
        return { message: say(request, res.saved), id: request.params.id };
      },
    );

    r.delete(
      `/staff/${res.path}/:id`,
      {
        schema: {
          ...secured,
          summary: `Delete a ${res.noun} entered by mistake`,
          params: SupportEntryParamsSchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
        config: { auth: 'staff' },
      },
      async (request) => {
        await service.deleteEntry(deps.db, staffAuthOf(request), res.table, request.params.id);
        return { message: say(request, res.deleted) };
      },
    );
  }

  manage({
    path: 'ambulances',
    table: 'ambulances',
    noun: 'ambulance',
    listSchema: StaffAmbulancesResponseSchema,
    bodySchema: AmbulanceBodySchema,
    patchSchema: AmbulancePatchSchema,
    list: async (auth) => ({ ambulances: await service.listAmbulances(deps.db, auth) }),
    create: (auth, body) => service.createAmbulance(deps.db, auth, body),
    update: (auth, id, body) => service.updateAmbulance(deps.db, auth, id, body),
    saved: 'success.ambulanceSaved',
    deleted: 'success.ambulanceDeleted',
  });

  manage({
    path: 'support-numbers',
    table: 'supportNumbers',
    noun: 'support number',
    listSchema: StaffSupportNumbersResponseSchema,
    bodySchema: SupportNumberBodySchema,
    patchSchema: SupportNumberPatchSchema,
    list: async (auth) => ({ support_numbers: await service.listSupportNumbers(deps.db, auth) }),
    create: (auth, body) => service.createSupportNumber(deps.db, auth, body),
    update: (auth, id, body) => service.updateSupportNumber(deps.db, auth, id, body),
    saved: 'success.supportNumberSaved',
    deleted: 'success.supportNumberDeleted',
  });
}
