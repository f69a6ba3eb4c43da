/**
 * Who on the staff may see what (docs/spec/decisions.md roles): the scope of a staff member, the per-record
 * check every read or write of a person starts with (immich `requireAccess`), and the health post a
 * new registration may go to. Every module that serves staff takes its access checks from here, so
 * no module needs another's service for them.
 */
import type { StaffRole } from '@mamata/core/schemas/staff';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import * as q from './access.queries.ts';

/** The session of a staff request. */
export interface StaffAuth {
  sessionId: string;
  staffId: string;
  role: StaffRole;
  ip: string;
}

/** The audit actor of a staff request. */
export const staffActor = (auth: StaffAuth): Actor => ({ kind: 'staff', staffId: auth.staffId });

/** The people a staff member may see (docs/spec/decisions.md roles). */
export async function scopeOf(db: Db, staffId: string): Promise<q.Scope> {
  const s = await q.findStaffPlace(db, staffId);
  if (!s) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  if (s.role === 'system_admin') return { kind: 'all' };
  if (s.role === 'palika_admin' && s.palikaId) return { kind: 'palika', palikaId: s.palikaId };
  if (s.role === 'health_post' && s.healthPostId) return { kind: 'healthPost', healthPostId: s.healthPostId };
  // a misconfigured account sees nobody rather than everybody
  return { kind: 'healthPost', healthPostId: -1 };
}

/** Whether a place (a health post of a palika) is within a staff member's scope. */
export function inScope(scope: q.Scope, place: { healthPostId: number; palikaId: string }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'palika') return place.palikaId === scope.palikaId;
  return place.healthPostId === scope.healthPostId;
}

/**
 * The per-record access check every read or write of a person starts with (immich
 * `requireAccess`). A person outside the staff member's scope is "not found", so guessing ids
 * reveals nothing.
 */
export async function requirePersonAccess(db: Db, auth: StaffAuth, personId: string) {
  const [scope, place] = await Promise.all([scopeOf(db, auth.staffId), q.findPersonPlace(db, personId)]);
  if (!place || !inScope(scope, place)) {
    // a refused look at someone else's record is worth knowing about (who tried, which record)
    await audit(db, staffActor(auth), { action: 'refused', entity: 'provider', entityId: personId, providerId: place ? personId : null, ip: auth.ip });
    throw new AppError('NOT_FOUND', 'errors.notFound');
  }
  return place;
}

/**
 * The health post a new registration (or a notice) goes to: the staff member's own, or for an
 * administrator the one asked for (within their scope).
 */
export async function registrationHealthPost(db: Db, auth: StaffAuth, requested: number | undefined) {
  const staff = await q.findStaffPlace(db, auth.staffId);
  if (!staff) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  const scope = await scopeOf(db, auth.staffId);
  const healthPostId = scope.kind === 'healthPost' ? scope.healthPostId : (requested ?? staff.healthPostId ?? undefined);
  const post = healthPostId ? await q.findHealthPost(db, healthPostId) : undefined;
  if (!post || !inScope(scope, { healthPostId: post.id, palikaId: post.palikaId })) {
    throw new AppError('VALIDATION_FAILED', 'errors.unknownHealthPost', {}, { healthPostId: 'errors.unknownHealthPost' });
  }
  return post;
}
