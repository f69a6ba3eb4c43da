// The session policy, one for provider and staff sessions (docs/decisions/003-sessions.md, 033): a session
// lasts at most `maxDays`, ends after `idleDays` without use, slides while in use (touched at most hourly
// to spare writes), and a revoked session or an inactive account is never live.
import { STAFF_ROLES, type StaffRole } from '@mamata/core/schemas/staff';
import type { Db } from '../../db/client.ts';
import type { LiveSessionRow } from '../../db/live-session.ts';
import { hashToken } from '../../lib/crypto.ts';
import * as q from './sessions.queries.ts';

const MS_PER_DAY = 86_400_000;
const TOUCH_EVERY_MS = 3_600_000;

/** Session lifetimes, from config. */
export interface SessionPolicy {
  idleDays: number;
  maxDays: number;
}

/** What a session check needs. */
export interface SessionDeps {
  db: Db;
  sessions: SessionPolicy;
}

/** The session of an authenticated provider request. */
export interface ProviderSession {
  sessionId: string;
  providerId: string;
  expiresAt: Date;
  /** A one-time password is in use: only the calls that let her choose a new one are open. */
  mustChangePassword: boolean;
}

/** The session of an authenticated staff request. */
export interface StaffSession {
  sessionId: string;
  staffId: string;
  role: StaffRole;
}

/** When a session started now ends at the latest. */
export function sessionExpiresAt(sessions: SessionPolicy): Date {
  return new Date(Date.now() + sessions.maxDays * MS_PER_DAY);
}

/** Sessions last used before this instant have expired by idleness. */
export function idleSince(sessions: SessionPolicy): string {
  return new Date(Date.now() - sessions.idleDays * MS_PER_DAY).toISOString();
}

function dueForTouch(lastUsedAt: Date): boolean {
  return Date.now() - lastUsedAt.getTime() > TOUCH_EVERY_MS;
}

/** A live provider session found by a query (its own or a route's read): marks it used and gives what a request needs of it. */
export async function acceptLiveSession(db: Db, session: LiveSessionRow): Promise<ProviderSession> {
  if (dueForTouch(session.lastUsedAt)) await q.touchSession(db, session.sessionId);
  return { sessionId: session.sessionId, providerId: session.providerId, expiresAt: session.expiresAt, mustChangePassword: session.mustChangePassword };
}

/** The provider session behind a bearer token, or undefined when it is unknown, ended or expired. */
export async function authenticateProvider(deps: SessionDeps, token: string): Promise<ProviderSession | undefined> {
  const session = await q.findLiveSession(deps.db, hashToken(token), idleSince(deps.sessions));
  return session ? acceptLiveSession(deps.db, session) : undefined;
}

/** The staff session behind a bearer token, or undefined when it is unknown, ended or expired (a provider's token is not one). */
export async function authenticateStaff(deps: SessionDeps, token: string): Promise<StaffSession | undefined> {
  const session = await q.findLiveStaffSession(deps.db, hashToken(token), idleSince(deps.sessions));
  if (!session) return undefined;
  const role = STAFF_ROLES.find((r) => r === session.role);
  if (!role) return undefined;
  if (dueForTouch(session.lastUsedAt)) await q.touchStaffSession(deps.db, session.id);
  return { sessionId: session.id, staffId: session.staffId, role };
}
