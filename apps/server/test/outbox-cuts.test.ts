import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { antenatalVisits, auditLog, providers } from '../src/db/schema/index.ts';
import { correct, discard, enqueue, listOutbox, sendOutbox } from '../../web/src/features/staff/outbox/outbox-core.ts';
import { buildTestApp } from './build-test-app.ts';

/**
 * 200 saves of the nurse's outbox (the console's own code: apps/web/src/features/staff/outbox/outbox-core.ts, on
 * IndexedDB) sent through a proxy that cuts the connection at random points: before the request reaches the
 * server, and after the server answered (it has committed) but before the answer reaches the device. The device
 * then sends again what it still holds. At the end: every save is there exactly once (docs/decisions/024-offline-app.md).
 * The issue asks this of PostgreSQL (TEST_DATABASE_URL); on PGlite it runs the same way.
 */
const SAVES = 200;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let proxy: http.Server;
let base: string;
let token: string;
let staffId: string;
let motherId: string;
const cuts = { before: 0, afterCommit: 0, passed: 0 };

/** A deterministic random (the same cuts each run; the seed is in the failure message). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = 20261128;
const roll = random(SEED);

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (ctx.app.server.address() as AddressInfo).port;
  // the network between the device and the server: passes a request on, or cuts it before or after the server saw it
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const fate = req.method === 'POST' ? roll() : 1;
      if (fate < 0.15) {
        cuts.before++;
        req.socket.destroy();
        return;
      }
      const upstream = http.request({ host: '127.0.0.1', port: appPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (c: Buffer) => body.push(c));
        answer.on('end', () => {
          if (fate < 0.4) {
            // the server has committed and answered; the answer never reaches the device
            cuts.afterCommit++;
            req.socket.destroy();
            return;
          }
          cuts.passed++;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(body));
        });
      });
      upstream.on('error', () => req.socket.destroy());
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/v1`;

  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: '9800000010', password: 'Mamata@2025' } });
  token = login.json().token;
  staffId = login.json().staff.id;
  const [row] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
  motherId = row!.id;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await ctx.close();
});

describe('the outbox over a network that cuts', () => {
  test(`${SAVES} saves, cut at random before and after the commit: 0 lost, 0 doubled (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const today = nepalToday();
    const visitsBefore = Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(antenatalVisits))[0]!.n);
    let saved = 0;
    let rounds = 0;
    // saves keep coming while rounds are sent, as at a health post whose signal comes and goes
    while (saved < SAVES || (await listOutbox(staffId)).length > 0) {
      const batch = Math.min(SAVES - saved, 1 + Math.floor(roll() * 12));
      for (let i = 0; i < batch; i++, saved++) {
        await enqueue({
          staffId,
          kind: 'visit',
          personId: motherId,
          path: `/staff/people/${motherId}/visits`,
          body: {
            visitDate: addDays(today, -(saved % 60)),
            systolicPressure: 100 + (saved % 30),
            diastolicPressure: 70,
            notes: `cut-test #${saved}#`,
            sameDay: true,
          },
        });
      }
      // small batches: more requests, so more places to cut (the console sends 25 to a request)
      const round = await sendOutbox({ staffId, base, token, timeoutMs: 10_000, batchSize: 1 + Math.floor(roll() * 6) });
      expect(round.refused, `seed ${SEED}`).toEqual([]);
      rounds++;
      expect(rounds, `seed ${SEED}: the outbox never emptied`).toBeLessThan(2000);
    }
    expect(cuts.before, 'the proxy cut before the server').toBeGreaterThan(10);
    expect(cuts.afterCommit, 'the proxy cut after the commit').toBeGreaterThan(10);

    const rows = await ctx.database.db.select({ notes: antenatalVisits.notes }).from(antenatalVisits).where(like(antenatalVisits.notes, 'cut-test #%'));
    const seen = new Map<string, number>();
    for (const r of rows) seen.set(r.notes, (seen.get(r.notes) ?? 0) + 1);
    const lost = Array.from({ length: SAVES }, (_, i) => `cut-test #${i}#`).filter((n) => !seen.has(n));
    const doubled = [...seen].filter(([, n]) => n > 1).map(([notes]) => notes);
    expect({ lost, doubled }, `seed ${SEED}`).toEqual({ lost: [], doubled: [] });
    expect(rows).toHaveLength(SAVES);
    const visitsAfter = Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(antenatalVisits))[0]!.n);
    expect(visitsAfter - visitsBefore).toBe(SAVES);
    // one audit row per visit, none for the repeats
    const audits = await ctx.database.db
      .select({ n: sql<number>`count(*)` })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'antenatal_visit'), eq(auditLog.action, 'create'), sql`${auditLog.details}->>'notes' like 'cut-test #%'`));
    expect(Number(audits[0]!.n)).toBe(SAVES);
  }, 240_000);

  test("an entry the server refuses stays with the server's message, the next ones still go; corrected it goes, discarded it leaves", async () => {
    const today = nepalToday();
    const other = '9f0c6a52-44a5-4c53-9b0a-2d6d4d1a7c11';
    const refused = await enqueue({
      staffId,
      kind: 'visit',
      personId: motherId,
      path: `/staff/people/${motherId}/visits`,
      body: { visitDate: addDays(today, 5), systolicPressure: 110, diastolicPressure: 70, notes: 'refused-then-corrected' },
    });
    const nobody = await enqueue({
      staffId,
      kind: 'visit',
      personId: other,
      path: `/staff/people/${other}/visits`,
      body: { notes: 'nobody', visitDate: today },
    });
    await enqueue({
      staffId,
      kind: 'visit',
      personId: motherId,
      path: `/staff/people/${motherId}/visits`,
      body: { notes: 'after-the-refused', sameDay: true, visitDate: today },
    });
    // no cuts for this one: every request passes
    const direct = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v1`;
    const round = await sendOutbox({ staffId, base: direct, token, lang: 'en' });
    expect(round.sent.map((s) => (s.entry.body as { notes: string }).notes)).toEqual(['after-the-refused']);
    const left = await listOutbox(staffId);
    expect(left.map((e) => [e.id, e.refused?.status])).toEqual([
      [refused.id, 400],
      [nobody.id, 404],
    ]);
    expect(left[0]!.refused!.message).toMatch(/./);
    // another account on this device sees none of them
    expect(await listOutbox('00000000-0000-4000-8000-000000000000')).toEqual([]);

    await correct(staffId, refused.id, { ...refused.body, visitDate: today, sameDay: true });
    await discard(staffId, nobody.id);
    const again = await sendOutbox({ staffId, base: direct, token, lang: 'en' });
    expect(again.sent).toHaveLength(1);
    expect(await listOutbox(staffId)).toEqual([]);
    const rows = await ctx.database.db.select().from(antenatalVisits).where(like(antenatalVisits.notes, 'refused-then-corrected'));
    expect(rows).toHaveLength(1);
  });
});
