/**
 * Migration 0025 (docs/decisions/031-anc-eight-contacts.md): the records of the old 4-visit schedule's check-ups become
 * the national eHMIS's contacts of their windows, by the week she was seen, so a visit already given still counts.
 * The migration's own SQL is run again over old-style rows (the database is migrated already; the update only
 * touches the old keys). Both databases (TEST_DATABASE_URL for PostgreSQL).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@mamata/core/calendar/nepal-time';
import { motherSchedule } from '@mamata/core/domain/schedule';
import { openTestDatabase } from '../../test/build-test-app.ts';
import { seedDemoData } from './seed.ts';
import { itemRecords, pregnancies, providers, scheduleItemOverrides, staffUsers } from './schema/index.ts';

const MIGRATION = new URL('./migrations/0025_anc_eight_contacts.sql', import.meta.url);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
});
afterAll(async () => database.close());

async function runMigration() {
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
}

test('old check-ups become the contacts of their windows; the schedule then counts them given', async () => {
  const db = database.db;
  const [mother] = await db.select().from(providers).where(eq(providers.mobileNumber, '9800000001'));
  const [nurse] = await db.select().from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000010'));
  if (!mother || !nurse) throw new Error('seed');
  // a second pregnancy of hers (the old records' own), LMP 2025-01-01
  const lmp = '2025-01-01';
  const [pregnancy] = await db
    .insert(pregnancies)
    .values({ providerId: mother.id, lastMenstrualPeriod: lmp, dueDate: addDays(lmp, 280), endedOn: addDays(lmp, 280), outcome: 'birth' })
    .returning();
  if (!pregnancy) throw new Error('pregnancy');
  const old: [string, number][] = [
    ['anc-early', 9 * 7],
    ['anc-1', 17 * 7], // 4th month, after contact 2's window: still contact 2
    ['anc-2', 25 * 7 + 3], // 6th month: contact 3
    ['anc-3', 33 * 7 + 6], // 8th month before 34 weeks: contact 5
    ['anc-4', 38 * 7], // 9th month from 38 weeks: contact 8
  ];
  const rows = await db
    .insert(itemRecords)
    .values(old.map(([itemKey, day]) => ({ providerId: mother.id, pregnancyId: pregnancy.id, itemKey, givenOn: addDays(lmp, day), recordedBy: nurse.id })))
    .returning();
  // another pregnancy's 8th-month and 9th-month check-ups, later in their months: contacts 6 and 7
  const [other] = await db
    .insert(pregnancies)
    .values({ providerId: mother.id, lastMenstrualPeriod: '2024-01-01', dueDate: '2024-10-07', endedOn: '2024-10-07', outcome: 'birth' })
    .returning();
  if (!other) throw new Error('pregnancy');
  const later = await db
    .insert(itemRecords)
    .values([
      { providerId: mother.id, pregnancyId: other.id, itemKey: 'anc-3', givenOn: addDays('2024-01-01', 34 * 7), recordedBy: nurse.id },
      { providerId: mother.id, pregnancyId: other.id, itemKey: 'anc-4', givenOn: addDays('2024-01-01', 37 * 7 + 6), recordedBy: nurse.id },
    ])
    .returning();
  await db.insert(scheduleItemOverrides).values({ itemKey: 'anc-early', days: 14, updatedBy: nurse.id });
  const demoBefore = await db
    .select()
    .from(itemRecords)
    .where(sql`${itemRecords.itemKey} like 'anc-contact-%'`);

  await runMigration();

  const keyOf = async (id: string) => (await db.select({ k: itemRecords.itemKey }).from(itemRecords).where(eq(itemRecords.id, id)))[0]?.k;
  expect(await Promise.all(rows.map((r) => keyOf(r.id)))).toEqual(['anc-contact-1', 'anc-contact-2', 'anc-contact-3', 'anc-contact-5', 'anc-contact-8']);
  expect(await Promise.all(later.map((r) => keyOf(r.id)))).toEqual(['anc-contact-6', 'anc-contact-7']);
  // the records already on the new keys (the demo mother's) are untouched; no old key is left
  expect(
    await db
      .select()
      .from(itemRecords)
      .where(sql`${itemRecords.itemKey} like 'anc-contact-%' and ${itemRecords.pregnancyId} <> ${pregnancy.id} and ${itemRecords.pregnancyId} <> ${other.id}`),
  ).toEqual(demoBefore);
  expect(
    await db
      .select()
      .from(itemRecords)
      .where(sql`${itemRecords.itemKey} in ('anc-early', 'anc-1', 'anc-2', 'anc-3', 'anc-4')`),
  ).toEqual([]);
  expect(await db.select().from(scheduleItemOverrides).where(eq(scheduleItemOverrides.itemKey, 'anc-early'))).toEqual([]);

  // her schedule on the day before the birth counts the five visits given
  const records = (await db.select().from(itemRecords).where(eq(itemRecords.pregnancyId, pregnancy.id))).map((r) => ({ key: r.itemKey, givenOn: r.givenOn }));
  const contacts = motherSchedule(lmp, addDays(lmp, 279), records)
    .flatMap((p) => p.items)
    .filter((i) => i.key.startsWith('anc-contact-'));
  expect(contacts.filter((i) => i.status === 'given').map((i) => i.key)).toEqual([
    'anc-contact-1',
    'anc-contact-2',
    'anc-contact-3',
    'anc-contact-5',
    'anc-contact-8',
  ]);
});
