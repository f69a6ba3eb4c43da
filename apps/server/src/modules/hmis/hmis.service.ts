/**
 * The HMIS month (docs/decisions/025-hmis-month.md): a health post's HMIS 9.3 sheet counted by core's rules
 * over the database's records, a palika's as the sum of its posts, as JSON and CSV; the obstetric events
 * the sheet counts; and the in-charge of a post. Who may read a sheet: the staff of the post (its in-charge
 * among them), the palika admin for every post of the palika, a system admin; never a mother (the staff
 * routes refuse her session).
 */
import { parsePeriod, periodRange, type HmisPeriod } from '@mamata/core/hmis/period';
import { HMIS_CELLS, HMIS_GROUP_TITLES } from '@mamata/core/hmis/rules';
import { sumMonths, tallyMonth, type HmisMonth } from '@mamata/core/hmis/tally';
import { readFileSync } from 'node:fs';
import { adToBs } from '@mamata/core/calendar/bikram-sambat';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { Dhis2MappingSchema, toDataValueSets, type Dhis2Mapping } from '@mamata/core/hmis/dhis2';
import { EXAMPLE_DHIS2_MAPPING } from '@mamata/core/hmis/dhis2-mapping-example';
import type { HmisMonthResponse, ObstetricEventBodyParsed } from '@mamata/core/schemas/hmis';
import type { Db } from '../../db/client.ts';
import { personChanged } from '../../db/person-changes.ts';
import { audit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePersonAccess, staffActor, type StaffAuth } from '../access/access.service.ts';
import { restoreReminders, withdrawReminders } from '../reminders/withdraw.ts';
import * as q from './hmis.queries.ts';

/** Refuses (404, audited) a sheet outside the staff member's posts. */
async function refuse(db: Db, auth: StaffAuth, entityId: string): Promise<never> {
  await audit(db, staffActor(auth), { action: 'refused', entity: 'hmis_month', entityId, ip: auth.ip });
  throw new AppError('NOT_FOUND', 'errors.notFound');
}

/** The post's heading, once the staff member may read its sheet: their own post, their palika's, or any for a system admin. */
export async function requirePostAccess(db: Db, auth: StaffAuth, healthPostId: number) {
  const [me, post] = await Promise.all([q.findStaff(db, auth.staffId), q.findPost(db, healthPostId)]);
  if (!me) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  const allowed =
    post !== undefined &&
    (me.role === 'system_admin' || (me.role === 'palika_admin' && me.palikaId === post.palikaId) || (me.role === 'health_post' && me.healthPostId === post.id));
  if (!allowed) return refuse(db, auth, `post:${healthPostId}`);
  return post;
}

function groupsOf() {
  return [...new Set(HMIS_CELLS.map((c) => c.group))].map((id) => ({ id, title: HMIS_GROUP_TITLES[id] ?? { en: id, ne: id } }));
}

function cellsOf(month: HmisMonth): HmisMonthResponse['cells'] {
  return HMIS_CELLS.map((c) => ({
    id: c.id,
    section: c.section,
    group: c.group,
    element: c.element,
    option: c.option,
    local: c.local === true,
    value: month.values[c.id] ?? null,
  }));
}

const missingOf = (month: HmisMonth) => month.missing.map((m) => ({ source: m.source, recordId: m.recordId, date: m.date, field: m.field }));

/** A health post's month: every cell, and what its records lack (an audited read). */
export async function postMonth(db: Db, auth: StaffAuth, healthPostId: number, period: HmisPeriod): Promise<HmisMonthResponse> {
  const post = await requirePostAccess(db, auth, healthPostId);
  const range = periodRange(period);
  const register = await q.loadRegister(db, [post.id], range);
  const month = tallyMonth(register, post.id, period);
  await audit(db, staffActor(auth), { action: 'read', entity: 'hmis_month', entityId: `post:${post.id}:${period}`, ip: auth.ip });
  return {
    period,
    bs: parsePeriod(period),
    range,
    healthPost: { id: post.id, name: post.name, name_ne: post.nameNe, hmisCode: post.hmisCode },
    palika: { id: post.palikaId, name: post.palikaName, name_ne: post.palikaNameNe },
    groups: groupsOf(),
    cells: cellsOf(month),
    missing: missingOf(month),
  };
}

/** A palika's month: the sum of its posts, and each post's values (the palika admin's, or a system admin's). */
export async function palikaMonth(db: Db, auth: StaffAuth, palikaId: string, period: HmisPeriod): Promise<HmisMonthResponse> {
  const [me, palika] = await Promise.all([q.findStaff(db, auth.staffId), q.findPalika(db, palikaId)]);
  if (!me) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  if (!palika || !(me.role === 'system_admin' || (me.role === 'palika_admin' && me.palikaId === palikaId))) return refuse(db, auth, `palika:${palikaId}`);
  const posts = await q.listPalikaPosts(db, palikaId);
  const range = periodRange(period);
  const register = await q.loadRegister(
    db,
    posts.map((p) => p.id),
    range,
  );
  const months = posts.map((p) => tallyMonth(register, p.id, period));
  const total = sumMonths(period, months);
  await audit(db, staffActor(auth), { action: 'read', entity: 'hmis_month', entityId: `palika:${palikaId}:${period}`, ip: auth.ip });
  return {
    period,
    bs: parsePeriod(period),
    range,
    healthPost: null,
    palika: { id: palika.id, name: palika.name, name_ne: palika.nameNe },
    groups: groupsOf(),
    cells: cellsOf(total),
    missing: missingOf(total),
    posts: posts.map((p, i) => ({ id: p.id, name: p.name, name_ne: p.nameNe, values: HMIS_CELLS.map((c) => months[i]?.values[c.id] ?? null) })),
  };
}

/** A CSV field, quoted when it needs to be (RFC 4180). */
function csvField(value: string | number | null): string {
  const s = value === null ? '' : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The same cells as CSV, one row per cell (a blank cell is an empty value, a zero is 0). */
export function monthCsv(month: HmisMonthResponse): string {
  const header = ['period', 'health_post_id', 'hmis_code', 'cell', 'section', 'element_en', 'option_en', 'element_ne', 'option_ne', 'local', 'value'];
  const rows = month.cells.map((c) => [
    month.period,
    month.healthPost?.id ?? '',
    month.healthPost?.hmisCode ?? '',
    c.id,
    c.section,
    c.element.en,
    c.option?.en ?? '',
    c.element.ne,
    c.option?.ne ?? '',
    c.local ? 'yes' : 'no',
    c.value,
  ]);
  return [header, ...rows].map((r) => r.map((v) => csvField(v)).join(',')).join('\r\n') + '\r\n';
}

/** The palika admin (of the post's palika) or a system admin names or unnames a health post's in-charge; audited. */
export async function setInCharge(db: Db, auth: StaffAuth, staffId: string, inCharge: boolean) {
  const [me, target] = await Promise.all([q.findStaff(db, auth.staffId), q.findStaff(db, staffId)]);
  if (!me) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  // a staff member's palika: their health post's, or (an administrator) their own
  const targetPalika = target?.healthPostId ? await q.palikaOfPost(db, target.healthPostId) : (target?.palikaId ?? undefined);
  const mayManage = me.role === 'system_admin' || (me.role === 'palika_admin' && targetPalika !== undefined && me.palikaId === targetPalika);
  if (!target || !mayManage) {
    await audit(db, staffActor(auth), { action: 'refused', entity: 'staff_user', entityId: staffId, ip: auth.ip });
    throw new AppError('NOT_FOUND', 'errors.notFound');
  }
  // only a health post's staff member can be its in-charge
  if (target.role !== 'health_post') throw new AppError('VALIDATION_FAILED', 'validation.invalid', {}, { inCharge: 'validation.invalid' });
  await db.transaction(async (tx) => {
    await q.setInCharge(tx, staffId, inCharge);
    await audit(tx, staffActor(auth), { action: 'update', entity: 'staff_user', entityId: staffId, ip: auth.ip, details: { inCharge, old: target.inCharge } });
  });
}

/**
 * Records a complication or a maternal death (not in the future); the row and its audit row are one transaction. A
 * maternal death withdraws the reminders about her pregnancy in that transaction (nothing more is sent to her phone
 * about her care: core's rules stop following her, reminders/followed.ts), and her record is announced changed; her baby's
 * reminders go on.
 */
export async function recordEvent(db: Db, auth: StaffAuth, personId: string, body: ObstetricEventBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  if (body.occurredOn > nepalToday()) throw new AppError('VALIDATION_FAILED', 'validation.dateInFuture', {}, { occurredOn: 'validation.dateInFuture' });
  const pregnancyId = await q.findLatestPregnancyId(db, personId);
  return db.transaction(async (tx) => {
    const id = await q.insertEvent(tx, {
      providerId: personId,
      pregnancyId,
      kind: body.kind,
      code: body.code,
      occurredOn: body.occurredOn,
      recordedBy: auth.staffId,
    });
    await audit(tx, staffActor(auth), { action: 'create', entity: 'obstetric_event', entityId: id, providerId: personId, ip: auth.ip, details: body });
    if (body.kind === 'maternalDeath') {
      if (pregnancyId) await withdrawReminders(tx, personId, [pregnancyId]);
      await personChanged(tx, personId);
    }
    return id;
  });
}

/** The person's complications and maternal death as recorded (an audited read). */
export async function listEvents(db: Db, auth: StaffAuth, personId: string) {
  await requirePersonAccess(db, auth, personId);
  const rows = await q.listEvents(db, personId);
  await audit(db, staffActor(auth), { action: 'read', entity: 'obstetric_event', providerId: personId, ip: auth.ip });
  return rows.map((r) => ({ id: r.id, kind: r.kind as 'complication' | 'maternalDeath', code: r.code, occurredOn: r.occurredOn }));
}

/** Voids an event recorded by mistake (kept, superseded; the reason audited); a maternal death voided gives her reminders back. */
export async function voidEvent(db: Db, auth: StaffAuth, personId: string, eventId: string, reason: string) {
  await requirePersonAccess(db, auth, personId);
  const event = await q.findEvent(db, eventId);
  if (!event || event.providerId !== personId) throw new AppError('NOT_FOUND', 'errors.notFound');
  await db.transaction(async (tx) => {
    if (!(await q.supersedeEvent(tx, eventId))) throw new AppError('CONFLICT', 'errors.alreadyCorrected');
    await audit(tx, staffActor(auth), { action: 'void', entity: 'obstetric_event', entityId: eventId, providerId: personId, ip: auth.ip, details: { reason } });
    if (event.kind === 'maternalDeath') {
      if (event.pregnancyId) await restoreReminders(tx, personId, [event.pregnancyId]);
      await personChanged(tx, personId);
    }
  });
}

/**
 * The deployment's DHIS2 metadata mapping: the file `HMIS_DHIS2_MAPPING` names, or the repository's example (data
 * sets only, no cell mapped). An invalid file stops the start with the reason, not a wrong push later.
 */
export function loadDhis2Mapping(path: string | undefined): Dhis2Mapping {
  const raw: unknown = path ? JSON.parse(readFileSync(path, 'utf8')) : EXAMPLE_DHIS2_MAPPING;
  const parsed = Dhis2MappingSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `HMIS_DHIS2_MAPPING ${path ?? '(example)'} is not a valid mapping: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** Today as a BS date 'YYYY-MM-DD' (Nepal's DHIS2 runs on the Nepali calendar). */
export function bsToday(): string {
  const { year, month, day } = adToBs(nepalToday());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The post's month as DHIS2 dataValueSets (an export: nothing is sent), with what the mapping lacks. */
export async function postMonthDhis2(db: Db, auth: StaffAuth, mapping: Dhis2Mapping, healthPostId: number, period: HmisPeriod) {
  const post = await requirePostAccess(db, auth, healthPostId);
  const register = await q.loadRegister(db, [post.id], periodRange(period));
  const month = tallyMonth(register, post.id, period);
  await audit(db, staffActor(auth), {
    action: 'export',
    entity: 'hmis_month',
    entityId: `post:${post.id}:${period}`,
    ip: auth.ip,
    details: { mapping: mapping.version },
  });
  return { mappingVersion: mapping.version, ...toDataValueSets(month, post.id, mapping, bsToday()) };
}
