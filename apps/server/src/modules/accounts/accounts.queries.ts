import { eq } from 'drizzle-orm';
import { personChanged } from '../../db/person-changes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { directoryEntries, providers } from '../../db/schema/index.ts';
import { audit, type Actor, type AuditEntry } from '../../lib/audit.ts';

/** Whether a mobile number is already in the directory (a provider or staff account). */
export async function mobileTaken(db: Db, mobileNumber: string) {
  const [row] = await db.select({ m: directoryEntries.mobileNumber }).from(directoryEntries).where(eq(directoryEntries.mobileNumber, mobileNumber));
  const [p] = await db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, mobileNumber));
  return Boolean(row || p);
}

/** A new account: the provider row, its directory entry, and the audit row of its creation. */
export interface NewAccount {
  provider: typeof providers.$inferInsert;
  palikaId: string;
  audit: { actor: Actor; entry: Omit<AuditEntry, 'entityId' | 'providerId'> };
}

/**
 * Creates an account with its directory entry and audit row, and (`withRecords`) what is registered
 * with it (a pregnancy, a baby), in one transaction. Returns the new provider's id.
 */
export async function insertAccount(db: Db, account: NewAccount, withRecords: (tx: Tx, providerId: string) => Promise<unknown>) {
  return db.transaction(async (tx) => {
    const [provider] = await tx.insert(providers).values(account.provider).returning({ id: providers.id });
    if (!provider) throw new Error('provider insert returned nothing');
    await tx.insert(directoryEntries).values({ mobileNumber: account.provider.mobileNumber, palikaId: account.palikaId });
    await withRecords(tx, provider.id);
    await audit(tx, account.audit.actor, { ...account.audit.entry, entityId: provider.id, providerId: provider.id });
    // a new person: the reminder module makes her first reminders (db/person-changes.ts)
    await personChanged(tx, provider.id);
    return provider.id;
  });
}
