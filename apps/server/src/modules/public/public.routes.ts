import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { langFromHeader } from '@mamata/core/i18n/messages';
import {
  ContactBodySchema,
  HealthPostSirenBodySchema,
  LoginBackgroundResponseSchema,
  OfficesResponseSchema,
  SubscribeBodySchema,
} from '@mamata/core/schemas/public';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { say } from '../../lib/lang.ts';
import * as q from './public.queries.ts';

const refusals = { 400: ApiErrorSchema, 429: ApiErrorSchema };
/** Anonymous writes: a person sends a few; a script sending many is stopped (per address). */
const WRITE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Public siren caps per hour (docs/decisions/011-authenticate-first.md, "Fake emergencies"). */
export const SIRENS_PER_NUMBER_PER_HOUR = 3;
export const UNREGISTERED_SIRENS_PER_POST_PER_HOUR = 20;

/**
 * Calls of the public site that anyone may make (spec §7). Every accepted message is stored
 * before the answer is sent, so it is never lost between "sent" and the staff inbox.
 */
export async function publicRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/provider/subscribe',
    {
      schema: {
        tags: ['public'],
        summary: 'Subscribe an email address to the newsletter',
        body: SubscribeBodySchema,
        response: { 200: MessageResponseSchema, ...refusals },
      },
      config: { auth: 'public', ...WRITE_LIMIT },
    },
    async (request) => {
      // Subscribing twice is not an error: the answer must not reveal who is subscribed.
      await q.insertSubscriber(deps.db, request.body.email, langFromHeader(request.headers['accept-language']));
      return { message: say(request, 'success.subscribed') };
    },
  );

  r.post(
    '/provider/contact-us',
    {
      schema: {
        tags: ['public'],
        summary: 'Send a message through the contact form',
        body: ContactBodySchema,
        response: { 200: MessageResponseSchema, ...refusals },
      },
      config: { auth: 'public', ...WRITE_LIMIT },
    },
    async (request) => {
      const b = request.body;
      await q.insertContactMessage(deps.db, {
        fullName: b.full_name,
        address: b.address,
        mobileNumber: b.mobile_number,
        email: b.email,
        subject: b.subject,
        message: b.message,
        palikaId: b.palikaId && (await q.palikaExists(deps.db, b.palikaId)) ? b.palikaId : null,
        lang: langFromHeader(request.headers['accept-language']),
      });
      return { message: say(request, 'success.contactSent') };
    },
  );

  r.post(
    '/provider/health-post-siren',
    {
      schema: {
        tags: ['public'],
        summary: 'Send a message to a health post (or its Mayor)',
        body: HealthPostSirenBodySchema,
        response: { 200: MessageResponseSchema, ...refusals },
      },
      config: { auth: 'public', ...WRITE_LIMIT },
    },
    async (request) => {
      const b = request.body;
      if (!(await q.healthPostExists(deps.db, b.office_type))) {
        throw new AppError('VALIDATION_FAILED', 'errors.unknownHealthPost', {}, { office_type: 'errors.unknownHealthPost' });
      }
      // Fake emergencies: a few an hour from one number, and a cap per health post on numbers not
      // registered there, so a prank cannot bury a real one; a number registered at the post is never
      // held back by the cap per post. The inbox marks unregistered senders.
      const recent = await q.recentPublicSirens(deps.db, b.office_type, b.mobile_number);
      const tooMany =
        recent.fromNumber >= SIRENS_PER_NUMBER_PER_HOUR ||
        (recent.toPost >= UNREGISTERED_SIRENS_PER_POST_PER_HOUR && !(await q.registeredAt(deps.db, b.office_type, b.mobile_number)));
      if (tooMany) throw new AppError('RATE_LIMITED', 'errors.sirenLimit');
      await q.insertHealthPostMessage(deps.db, {
        healthPostId: b.office_type,
        kind: 'siren',
        recipient: b.for,
        mobileNumber: b.mobile_number,
        message: b.message,
      });
      return { message: say(request, b.for === 'Mayor' ? 'success.sirenSentMayor' : 'success.sirenSent') };
    },
  );

  const officesRoute = {
    schema: { tags: ['public'], summary: 'All health posts (offices)', response: { 200: OfficesResponseSchema } },
    config: { auth: 'public' as const },
  };
  const listOffices = async () => ({ offices: await q.listOffices(deps.db) });
  r.get('/public/offices', officesRoute, listOffices);
  // docs/spec/decisions.md: the legacy base's path stays as an alias so old clients work.
  r.get('/public/office-type', { ...officesRoute, schema: { ...officesRoute.schema, summary: 'All health posts (legacy path)' } }, listOffices);

  r.get(
    '/admin/login-bg-image/setting',
    {
      schema: { tags: ['public'], summary: 'The picture behind the login form', response: { 200: LoginBackgroundResponseSchema } },
      config: { auth: 'public' },
    },
    async () => {
      const value = await q.getSetting(deps.db, 'login_bg_image');
      return { setting: { login_bg_image: typeof value === 'string' ? value : null } };
    },
  );
}
