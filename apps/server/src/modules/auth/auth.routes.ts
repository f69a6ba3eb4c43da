import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import {
  ChangePasswordBodySchema,
  LOGIN_CODE_MINUTES,
  LoginBodySchema,
  LoginCodeRequestBodySchema,
  LoginCodeRequestResponseSchema,
  LoginCodeVerifyBodySchema,
  LoginResponseSchema,
} from '@mamata/core/schemas/auth';
import { say } from '../../lib/lang.ts';
import { providerAuthOf } from '../../plugins/auth.ts';
import { type AuthDeps, changePassword, login, logout } from './auth.service.ts';
import { loginWithCode, requestLoginCode } from './login-code.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

/** Login, logout and password change of providers (spec §4, §7). */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps & { kickSms?: () => Promise<void> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/provider/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log a provider in with mobile number and password',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await login(deps, {
        mobileNumber: request.body.mobile_number,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (result.kind === 'inactive') {
        return { message: say(request, 'errors.accountInactive'), provider: { active: false as const } };
      }
      return { message: say(request, 'success.login'), token: result.token, provider: result.provider };
    },
  );

  r.post(
    '/provider/login-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a login code by SMS to a registered number (the same answer for any number; docs/decisions/026)',
        body: LoginCodeRequestBodySchema,
        response: { 200: LoginCodeRequestResponseSchema, ...errors },
      },
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { requestId } = await requestLoginCode(deps, { mobileNumber: request.body.mobile_number, ip: request.ip });
      if (deps.kickSms) await deps.kickSms();
      return { message: say(request, 'success.loginCodeSent', { minutes: LOGIN_CODE_MINUTES }), request_id: requestId };
    },
  );

  r.post(
    '/provider/login-code/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with the login code from the SMS and the request id it answers',
        body: LoginCodeVerifyBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { token, provider } = await loginWithCode(deps, {
        mobileNumber: request.body.mobile_number,
        requestId: request.body.request_id,
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { message: say(request, 'success.login'), token, provider };
    },
  );

  r.post(
    '/provider/logout',
    {
      schema: { tags: ['auth'], summary: 'End this session', security: [{ bearer: [] }], response: { 200: MessageResponseSchema, ...errors } },
      config: { auth: 'provider', allowWithOneTimePassword: true },
    },
    async (request) => {
      await logout(deps, providerAuthOf(request).sessionId);
      return { message: say(request, 'success.logout') };
    },
  );

  r.patch(
    '/provider/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; other sessions of the account end',
        security: [{ bearer: [] }],
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'provider', rateLimit: { max: 10, timeWindow: '1 minute' }, allowWithOneTimePassword: true },
    },
    async (request) => {
      await changePassword(deps, providerAuthOf(request), request.body);
      return { message: say(request, 'success.passwordChanged') };
    },
  );
}
