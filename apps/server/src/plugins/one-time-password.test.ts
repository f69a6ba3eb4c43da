import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { providers } from '../db/schema/index.ts';
import { seedDemoData } from '../db/seed.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', snapshot: inject('pgliteSnapshot') });
  await seedDemoData(database.db);
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), database });
  // A provider call that is not open to one-time passwords (every health screen will be one).
  app.get('/api/v1/test/provider-only', { config: { auth: 'provider' } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

test('an account still on its one-time password is held to choosing a new one', async () => {
  await database.db.update(providers).set({ mustChangePassword: true }).where(eq(providers.mobileNumber, '9800000001'));
  const { token } = (
    await app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: '9800000001', password: 'Mamata@2025' } })
  ).json();
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ne' };
  const held = await app.inject({ url: '/api/v1/test/provider-only', headers });
  expect(held.statusCode).toBe(403);
  expect(held.json()).toEqual({ code: 'FORBIDDEN', message: 'कृपया पहिले नयाँ पासवर्ड छान्नुहोस्।' });
  expect((await app.inject({ url: '/api/v1/provider/me', headers })).statusCode).toBe(200);
  const change = await app.inject({
    method: 'PATCH',
    url: '/api/v1/provider/change-password',
    headers,
    payload: { oldPassword: 'Mamata@2025', newPassword: 'my-new-secret-1' },
  });
  expect(change.statusCode).toBe(200);
  expect((await app.inject({ url: '/api/v1/test/provider-only', headers })).json()).toEqual({ ok: true });
});
