import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { staffClientRequests } from '../db/schema/index.ts';
import { staffAuthOf } from '../plugins/auth.ts';
import { AppError } from './errors.ts';

/** The header a staff device sends with each save of its outbox: the entry's id, made on the device (a UUID). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is the first answer given again (nothing was written this time). */
export const REPLAYED_HEADER = 'idempotent-replayed';

const ClientIdSchema = z.uuid();

/**
 * How long a stored answer keeps a registration's one-time password: a nurse whose answer was cut on the way back
 * gets it again within this time; after it the password is taken out of the stored answer (the stored row stays, so
 * the save is still applied once) and the nurse resets the password if she never saw it.
 */
export const ONE_TIME_PASSWORD_KEPT_HOURS = 24;

/**
 * Runs a staff save exactly once per (staff account, device's id) (docs/decisions/024-offline-app.md "The nurse's
 * outbox"). Without the header the save runs as before. With it, one transaction: the id is claimed first (a
 * second request with the same id waits here for the first to commit or roll back), then the save runs inside
 * that transaction (its own transactions become savepoints) and its answer is stored with the claim, so the
 * entry, its audit row and the stored answer commit together or not at all. A repeat finds the claim and gets the
 * first answer, writing nothing; the same id on another path or body is refused (409). A refused save (4xx) rolls
 * the claim back with it: its repeat is judged again.
 */
export async function idempotent<T extends object>(db: Db, request: FastifyRequest, reply: FastifyReply, save: (db: Db) => Promise<T>): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return save(db);
  const parsed = ClientIdSchema.safeParse(header);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'errors.idempotencyKey', {}, { [IDEMPOTENCY_HEADER]: 'errors.idempotencyKey' });
  const clientId = parsed.data;
  const { staffId } = staffAuthOf(request);
  const what = `${request.method} ${request.url.split('?')[0]}`;
  const bodyHash = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  const key = and(eq(staffClientRequests.staffId, staffId), eq(staffClientRequests.clientId, clientId));
  return db.transaction(async (tx) => {
    // no password kept in clear longer than needed: this account's older answers lose theirs
    await tx
      .update(staffClientRequests)
      .set({ result: sql`${staffClientRequests.result} - 'oneTimePassword'` })
      .where(
        and(
          eq(staffClientRequests.staffId, staffId),
          sql`${staffClientRequests.result} ? 'oneTimePassword'`,
          sql`${staffClientRequests.createdAt} < now() - make_interval(hours => ${ONE_TIME_PASSWORD_KEPT_HOURS})`,
        ),
      );
    const claimed = await tx
      .insert(staffClientRequests)
      .values({ staffId, clientId, request: what, bodyHash, result: {} })
      .onConflictDoNothing()
      .returning({ clientId: staffClientRequests.clientId });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(staffClientRequests).where(key);
      if (!first) throw new AppError('CONFLICT', 'errors.idempotencyReused');
      if (first.request !== what || first.bodyHash !== bodyHash) throw new AppError('CONFLICT', 'errors.idempotencyReused');
      void reply.header(REPLAYED_HEADER, 'true');
      return first.result as T;
    }
    // the save's own transactions nest as savepoints of this one (drizzle), so all of it commits at once
    const result = await save(tx);
    await tx.update(staffClientRequests).set({ result }).where(key);
    return result;
  });
}
