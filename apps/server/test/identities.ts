import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { healthPosts, providers, sessions, staffSessions, staffUsers } from '../src/db/schema/index.ts';
import { hashPassword, newSessionToken } from '../src/lib/crypto.ts';

/** The callers the authorization matrix tries on every operation. */
export const IDENTITIES = ['no token', 'forged token', 'mother', 'baby', 'staff of another health post', 'palika admin', 'system admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

const DAY = 86_400_000;

/** A fresh session of a demo provider, straight in the database (no login, so no login limits). */
export async function providerToken(db: Db, mobileNumber: string): Promise<string> {
  const [p] = await db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, mobileNumber));
  if (!p) throw new Error(`no provider ${mobileNumber}`);
  const { token, tokenHash } = newSessionToken();
  await db.insert(sessions).values({ tokenHash, providerId: p.id, expiresAt: new Date(Date.now() + DAY), ip: '127.0.0.1', userAgent: null });
  return token;
}

/** A fresh session of a staff member. */
export async function staffToken(db: Db, mobileNumber: string): Promise<string> {
  const [s] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, mobileNumber));
  if (!s) throw new Error(`no staff ${mobileNumber}`);
  const { token, tokenHash } = newSessionToken();
  await db.insert(staffSessions).values({ tokenHash, staffId: s.id, expiresAt: new Date(Date.now() + DAY), ip: '127.0.0.1' });
  return token;
}

/** The demo data has no system administrator; the matrix adds one (9800000030). */
export async function ensureSystemAdmin(db: Db): Promise<string> {
  const mobileNumber = '9800000030';
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, mobileNumber));
  if (!existing) {
    await db.insert(staffUsers).values({ mobileNumber, passwordHash: await hashPassword('Mamata@2025'), fullName: 'System Admin', role: 'system_admin' });
  }
  return mobileNumber;
}

/** The Authorization header of an identity (a new session each time, so one call cannot spoil the next). */
export async function headersOf(db: Db, who: Identity): Promise<Record<string, string>> {
  switch (who) {
    case 'no token':
      return {};
    case 'forged token':
      return { authorization: `Bearer ${newSessionToken().token}` };
    case 'mother':
      return { authorization: `Bearer ${await providerToken(db, '9800000001')}` };
    case 'baby':
      return { authorization: `Bearer ${await providerToken(db, '9800000002')}` };
    case 'staff of another health post':
      return { authorization: `Bearer ${await staffToken(db, '9800000011')}` };
    case 'palika admin':
      return { authorization: `Bearer ${await staffToken(db, '9800000020')}` };
    case 'system admin':
      return { authorization: `Bearer ${await staffToken(db, await ensureSystemAdmin(db))}` };
  }
}

/** The id of the demo Tokha health post (whose records the matrix aims at). */
export async function tokhaHealthPostId(db: Db): Promise<number> {
  const [post] = await db.select({ id: healthPosts.id }).from(healthPosts).where(eq(healthPosts.name, 'Tokha Health Post'));
  if (!post) throw new Error('no Tokha Health Post');
  return post.id;
}
