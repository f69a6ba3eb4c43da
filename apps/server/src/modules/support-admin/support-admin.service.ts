import type { AmbulanceBodySchema, SupportNumberBodySchema } from '@mamata/core/schemas/staff-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { scopeOf, staffActor, type StaffAuth } from '../access/access.service.ts';
import * as q from './support-admin.queries.ts';
import { audit } from '../../lib/audit.ts';

/**
 * Ambulances and support numbers ("Manage ambulances and support numbers"; spec §3
 * `numbers`). An entry belongs to a health post, or with no health post to the whole palika.
 * Health-post staff change their own post's entries and see the palika-wide ones; a palika admin
 * changes every entry of the palika; a system admin all. Another post's entry is "not found".
 */

type AmbulanceInput = z.output<typeof AmbulanceBodySchema>;
type SupportNumberInput = z.output<typeof SupportNumberBodySchema>;
type Place = { palikaId: string; healthPostId: number | null };

/** A misconfigured account (no health post) sees nothing: no palika has this id. */
const NO_PALIKA = '00000000-0000-0000-0000-000000000000';

/** The staff member's scope, with the palika of a health post's staff (for the palika-wide entries). */
async function supportScopeOf(db: Db, staffId: string): Promise<q.SupportScope> {
  const scope = await scopeOf(db, staffId);
  if (scope.kind !== 'healthPost') return scope;
  const post = await q.findHealthPost(db, scope.healthPostId);
  return { ...scope, palikaId: post?.palikaId ?? NO_PALIKA };
}

/** What the staff member may do with an entry: nothing (it is not theirs to see), read, or change it. */
function accessTo(scope: q.SupportScope, place: Place): 'none' | 'read' | 'write' {
  if (scope.kind === 'all') return 'write';
  if (scope.kind === 'palika') return place.palikaId === scope.palikaId ? 'write' : 'none';
  if (place.healthPostId === scope.healthPostId) return 'write';
  return place.healthPostId === null && place.palikaId === scope.palikaId ? 'read' : 'none';
}

/** The per-record access check of every change: unseen is 404, seen but not theirs to change is 403. */
async function requireWrite(db: Db, auth: StaffAuth, table: q.SupportTableName, id: string) {
  const [scope, place] = await Promise.all([supportScopeOf(db, auth.staffId), q.findPlace(db, table, id)]);
  const access = place ? accessTo(scope, place) : 'none';
  if (access === 'none') throw new AppError('NOT_FOUND', 'errors.notFound');
  if (access === 'read') throw new AppError('FORBIDDEN', 'errors.forbidden');
  return scope;
}

/**
 * Where a new (or moved) entry goes. Health-post staff: their own post only. A palika admin: a
 * post of the palika, or null for palika-wide (the default). A system admin names a post.
 */
async function placementFor(db: Db, scope: q.SupportScope, healthPostId: number | null | undefined): Promise<Place> {
  const refuse = () => new AppError('VALIDATION_FAILED', 'errors.unknownHealthPost', {}, { healthPostId: 'errors.unknownHealthPost' });
  if (scope.kind === 'healthPost') {
    if (healthPostId !== undefined && healthPostId !== scope.healthPostId) throw refuse();
    return { palikaId: scope.palikaId, healthPostId: scope.healthPostId };
  }
  if (healthPostId === undefined || healthPostId === null) {
    if (scope.kind === 'palika') return { palikaId: scope.palikaId, healthPostId: null };
    throw refuse();
  }
  const post = await q.findHealthPost(db, healthPostId);
  if (!post || (scope.kind === 'palika' && post.palikaId !== scope.palikaId)) throw refuse();
  return { palikaId: post.palikaId, healthPostId: post.id };
}

/** The placement of an entry as the console shows it. */
function placed(row: Place & { id: string; active: boolean }, post: { postName: string | null; postNameNe: string | null }, scope: q.SupportScope) {
  return {
    id: row.id,
    active: row.active,
    healthPost: row.healthPostId !== null ? { id: row.healthPostId, name: post.postName ?? '', name_ne: post.postNameNe ?? '' } : null,
    editable: accessTo(scope, row) === 'write',
  };
}

/** The ambulances a staff member sees. */
export async function listAmbulances(db: Db, auth: StaffAuth) {
  const scope = await supportScopeOf(db, auth.staffId);
  const rows = await q.listAmbulances(db, scope);
  return rows.map(({ row, ...post }) => ({
    ...placed(row, post, scope),
    driver_name: row.driverName,
    driver_name_ne: row.driverNameNe,
    mobile_number: row.mobileNumber,
    ambulance_number: row.ambulanceNumber,
    ambulance_number_ne: row.ambulanceNumberNe,
    ambulance_status: row.ambulanceStatus,
  }));
}

/** The support numbers a staff member sees. */
export async function listSupportNumbers(db: Db, auth: StaffAuth) {
  const scope = await supportScopeOf(db, auth.staffId);
  const rows = await q.listSupportNumbers(db, scope);
  return rows.map(({ row, ...post }) => ({ ...placed(row, post, scope), name: row.name, name_ne: row.nameNe, contact_number: row.contactNumber }));
}

const ambulanceColumns = (b: Partial<AmbulanceInput>) => ({
  driverName: b.driver_name,
  driverNameNe: b.driver_name_ne,
  mobileNumber: b.mobile_number,
  ambulanceNumber: b.ambulance_number,
  ambulanceNumberNe: b.ambulance_number_ne,
  ambulanceStatus: b.ambulance_status,
  active: b.active,
});
const supportNumberColumns = (b: Partial<SupportNumberInput>) => ({ name: b.name, nameNe: b.name_ne, contactNumber: b.contact_number, active: b.active });

/** Adds an ambulance where the staff member may. */
export async function createAmbulance(db: Db, auth: StaffAuth, body: AmbulanceInput) {
  const place = await placementFor(db, await supportScopeOf(db, auth.staffId), body.healthPostId);
  return db.transaction(async (tx) => {
    const id = await q.insertAmbulance(tx, {
      ...place,
      driverName: body.driver_name,
      driverNameNe: body.driver_name_ne ?? null,
      mobileNumber: body.mobile_number,
      ambulanceNumber: body.ambulance_number,
      ambulanceNumberNe: body.ambulance_number_ne ?? null,
      ambulanceStatus: body.ambulance_status,
      active: body.active,
    });
    await audit(tx, staffActor(auth), { action: 'create', entity: 'ambulance', entityId: id, ip: auth.ip, details: body });
    return id;
  });
}

/** Adds a support number where the staff member may. */
export async function createSupportNumber(db: Db, auth: StaffAuth, body: SupportNumberInput) {
  const place = await placementFor(db, await supportScopeOf(db, auth.staffId), body.healthPostId);
  return db.transaction(async (tx) => {
    const id = await q.insertSupportNumber(tx, {
      ...place,
      active: body.active,
      name: body.name,
      nameNe: body.name_ne ?? null,
      contactNumber: body.contact_number,
    });
    await audit(tx, staffActor(auth), { action: 'create', entity: 'support_number', entityId: id, ip: auth.ip, details: body });
    return id;
  });
}

/** Only the fields a change names (undefined ones are left as they are). */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Changes an ambulance (any field; moving it follows the same rules as adding). */
export async function updateAmbulance(db: Db, auth: StaffAuth, id: string, body: Partial<AmbulanceInput>) {
  const scope = await requireWrite(db, auth, 'ambulances', id);
  const place = body.healthPostId !== undefined ? await placementFor(db, scope, body.healthPostId) : {};
  await db.transaction(async (tx) => {
    await q.updateAmbulance(tx, id, { ...defined(ambulanceColumns(body)), ...place });
    await audit(tx, staffActor(auth), { action: 'update', entity: 'ambulance', entityId: id, ip: auth.ip, details: body });
  });
}

/** Changes a support number (any field; moving it follows the same rules as adding). */
export async function updateSupportNumber(db: Db, auth: StaffAuth, id: string, body: Partial<SupportNumberInput>) {
  const scope = await requireWrite(db, auth, 'supportNumbers', id);
  const place = body.healthPostId !== undefined ? await placementFor(db, scope, body.healthPostId) : {};
  await db.transaction(async (tx) => {
    await q.updateSupportNumber(tx, id, { ...defined(supportNumberColumns(body)), ...place });
    await audit(tx, staffActor(auth), { action: 'update', entity: 'support_number', entityId: id, ip: auth.ip, details: body });
  });
}

/** Deletes an entry made by mistake (to stop showing a real one, deactivate it instead). */
export async function deleteEntry(db: Db, auth: StaffAuth, table: q.SupportTableName, id: string) {
  await requireWrite(db, auth, table, id);
  await db.transaction(async (tx) => {
    await q.deleteEntry(tx, table, id);
    await audit(tx, staffActor(auth), { action: 'delete', entity: table === 'ambulances' ? 'ambulance' : 'support_number', entityId: id, ip: auth.ip });
  });
}
