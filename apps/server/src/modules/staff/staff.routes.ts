import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import {
  PeopleQuerySchema,
  PeopleResponseSchema,
  PersonParamsSchema,
  PossibleDuplicatesQuerySchema,
  PossibleDuplicatesResponseSchema,
  RegisterMotherBodySchema,
  RegisterResponseSchema,
  SetActiveBodySchema,
  StaffLoginBodySchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  StaffUsersQuerySchema,
  StaffUsersResponseSchema,
} from '@mamata/core/schemas/staff';
import { ChangePasswordBodySchema } from '@mamata/core/schemas/auth';
import { idempotent } from '../../lib/idempotency.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import * as service from './staff.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/** The staff console's API under /api/v1/staff (docs/spec/decisions.md "Staff console"). */
export async function staffRoutes(app: FastifyInstance, deps: service.StaffDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const secured = { tags, security: [{ bearer: [] }] };

  r.post(
    '/staff/login',
    {
      schema: { tags, summary: 'Staff login', body: StaffLoginBodySchema, response: { 200: StaffLoginResponseSchema, ...errors } },
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { token, staff } = await service.staffLogin(deps, { mobileNumber: request.body.mobile_number, password: request.body.password, ip: request.ip });
      return { message: say(request, 'success.login'), token, staff };
    },
  );

  r.post(
    '/staff/logout',
    { schema: { ...secured, summary: 'End this staff session', response: { 200: MessageResponseSchema, ...errors } }, config: { auth: 'staff' } },
    async (request) => {
      await service.staffLogout(deps, staffAuthOf(request).sessionId);
      return { message: say(request, 'success.logout') };
    },
  );

  r.get(
    '/staff/me',
    { schema: { ...secured, summary: 'The logged-in staff member', response: { 200: StaffMeResponseSchema, ...errors } }, config: { auth: 'staff' } },
    async (request) => ({
      staff: await service.getStaff(deps.db, staffAuthOf(request).staffId),
    }),
  );

  r.get(
    '/staff/people',
    {
      schema: {
        ...secured,
        summary: 'People of my health post (or palika)',
        querystring: PeopleQuerySchema,
        response: { 200: PeopleResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.listPeople(deps.db, staffAuthOf(request), request.query),
  );

  r.get(
    '/staff/people/possible-duplicates',
    {
      schema: {
        ...secured,
        summary: 'Who of my people may be the person about to be registered (same number, or a close name with the same LMP or birth date)',
        querystring: PossibleDuplicatesQuerySchema,
        response: { 200: PossibleDuplicatesResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.possibleDuplicates(deps.db, staffAuthOf(request), request.query),
  );

  r.post(
    '/staff/people/mother',
    {
      schema: { ...secured, summary: 'Register a pregnant mother', body: RegisterMotherBodySchema, response: { 200: RegisterResponseSchema, ...errors } },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(deps.db, request, reply, async (db) => {
        const { id, oneTimePassword } = await service.registerMother(db, staffAuthOf(request), request.body);
        return { message: say(request, 'success.motherRegistered'), id, oneTimePassword };
      }),
  );

  r.patch(
    '/staff/people/:id/active',
    {
      schema: {
        ...secured,
        summary: 'Activate or deactivate an account',
        params: PersonParamsSchema,
        body: SetActiveBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.setActive(deps.db, staffAuthOf(request), request.params.id, request.body.active);
      return { message: say(request, request.body.active ? 'success.accountActivated' : 'success.accountDeactivated') };
    },
  );

  r.post(
    '/staff/people/:id/reset-password',
    {
      schema: { ...secured, summary: 'Reset to a new one-time password', params: PersonParamsSchema, response: { 200: RegisterResponseSchema, ...errors } },
      config: { auth: 'staff' },
    },
    async (request) => {
      const oneTimePassword = await service.resetPassword(deps.db, staffAuthOf(request), request.params.id);
      return { message: say(request, 'success.passwordReset'), id: request.params.id, oneTimePassword };
    },
  );

  r.post(
    '/staff/people/:id/unlock-login',
    {
      schema: {
        ...secured,
        summary: "Lift the waits and block on a person's login after failed guesses (her health post's staff)",
        params: PersonParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.liftPersonLoginLock(deps.db, staffAuthOf(request), request.params.id);
      return { message: say(request, 'success.loginLockLifted') };
    },
  );

  r.patch(
    '/staff/change-password',
    {
      schema: {
        tags,
        summary: 'Change my own password; my other sessions end',
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await service.changeStaffPassword(deps.db, staffAuthOf(request), request.body);
      return { message: say(request, 'success.passwordChanged') };
    },
  );

  r.get(
    '/staff/staff-users',
    {
      schema: {
        tags,
        summary: 'The staff accounts I manage (administrators): a palika admin the health-post staff of the palika, a system admin everyone else',
        querystring: StaffUsersQuerySchema,
        response: { 200: StaffUsersResponseSchema, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['palika_admin', 'system_admin'] },
    },
    async (request) => service.listStaffUsers(deps.db, staffAuthOf(request), request.query),
  );

  r.patch(
    '/staff/staff-users/:id/active',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a staff account (administrators); deactivation ends its sessions',
        params: PersonParamsSchema,
        body: SetActiveBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['palika_admin', 'system_admin'] },
    },
    async (request) => {
      await service.setStaffActive(deps.db, staffAuthOf(request), request.params.id, request.body.active);
      return { message: say(request, request.body.active ? 'success.staffActivated' : 'success.staffDeactivated') };
    },
  );
}
