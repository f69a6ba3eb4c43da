// Every API route says who may call it (plugins/auth.ts): a route that does not is refused at registration, so
// nothing is public by accident; the options that only mean something for one kind of caller need that kind.
import Fastify, { type RouteShorthandOptions } from 'fastify';
import { expect, test } from 'vitest';
import type { Db } from '../db/client.ts';
import { authPlugin } from './auth.ts';

async function register(url: string, options: RouteShorthandOptions) {
  const app = Fastify();
  // no request is made: the database is never reached
  await app.register(authPlugin, { db: {} as Db, sessions: { idleDays: 30, maxDays: 90 } });
  try {
    app.post(url, options, async () => ({ ok: true }));
    await app.ready();
    return app.printRoutes();
  } finally {
    await app.close();
  }
}

test('an API route without config.auth is refused at registration', async () => {
  await expect(register('/api/v1/anything', {})).rejects.toThrow("POST /api/v1/anything: declare config.auth ('provider', 'staff' or 'public')");
  await expect(register('/api/v1/anything', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } })).rejects.toThrow(/declare config\.auth/);
});

test('staffRoles needs staff, a one-time password or a read with the session needs a provider', async () => {
  await expect(register('/api/v1/x', { config: { auth: 'provider', staffRoles: ['system_admin'] } })).rejects.toThrow(/staffRoles needs auth: 'staff'/);
  await expect(register('/api/v1/x', { config: { auth: 'staff', allowWithOneTimePassword: true } })).rejects.toThrow(/need auth: 'provider'/);
  await expect(register('/api/v1/x', { config: { auth: 'public', sessionInQuery: async () => undefined } })).rejects.toThrow(/need auth: 'provider'/);
});

test('a declared route registers, and routes outside the API (the web app, the docs) need no declaration', async () => {
  for (const auth of ['provider', 'staff', 'public'] as const) await expect(register('/api/v1/x', { config: { auth } })).resolves.toContain('x');
  await expect(register('/about', {})).resolves.toContain('about');
});
