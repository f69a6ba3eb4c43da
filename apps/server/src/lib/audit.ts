import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** Who did it: a staff member, a provider (mother or baby account), or someone not logged in. */
export type Actor = { kind: 'staff'; staffId: string } | { kind: 'provider'; providerId: string } | { kind: 'anonymous' };

/** One audit entry; `at`, the position and the hash are set by the database (migration 0008). */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  /** The person whose record it concerns. */
  providerId?: string | null;
  ip?: string | null;
  details?: unknown;
}

/** The row of an entry by an actor. */
export function auditValues(actor: Actor, entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorKind: actor.kind,
    staffId: actor.kind === 'staff' ? actor.staffId : null,
    actorProviderId: actor.kind === 'provider' ? actor.providerId : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    providerId: entry.providerId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  };
}

/** Writes audit rows; pass the transaction of the write they record, so both commit or neither does. */
export async function audit(db: Db | Tx, actor: Actor, ...entries: AuditEntry[]) {
  if (entries.length > 0) await db.insert(auditLog).values(entries.map((e) => auditValues(actor, e)));
}

/**
 * The canonical text of a row, as the insert trigger hashes it (migration 0008
 * `audit_log_canonical`). Written out here rather than calling that function, so a verification
 * does not trust code stored in the database it checks.
 */
const CANONICAL = sql.raw(`concat_ws('|', seq, actor_kind, coalesce(staff_id::text, ''), coalesce(actor_provider_id::text, ''), action, entity,
  coalesce(entity_id, ''), coalesce(provider_id::text, ''), coalesce(ip, ''), coalesce(details::text, ''),
  to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'))`);

/** The result of a verification: the rows checked, the head of the chain, and every break found. */
export interface AuditVerification {
  rows: number;
  head: { seq: number; hash: string } | null;
  problems: string[];
}

/**
 * Recomputes the chain: positions 1, 2, 3 ... without a gap (a deleted row), each row's
 * `prev_hash` the previous row's hash (a removed or reordered row) and each hash over its own
 * content (a changed row). `expectHead` (a position and hash noted earlier, e.g. in the backup log)
 * also catches rows cut off the end.
 */
export async function verifyAuditChain(db: Db, expectHead?: { seq: number; hash: string }): Promise<AuditVerification> {
  const result = await db.execute(sql`select seq, prev_hash, hash, ${CANONICAL} as canonical from audit_log order by seq`);
  const rows = (result as { rows: { seq: string | number; prev_hash: string; hash: string; canonical: string }[] }).rows;
  const problems: string[] = [];
  let prev = '';
  let expected = 1;
  for (const row of rows) {
    const seq = Number(row.seq);
    if (seq !== expected) problems.push(`row ${seq}: expected position ${expected} (${seq > expected ? 'rows missing' : 'duplicate'})`);
    if (row.prev_hash !== prev) problems.push(`row ${seq}: does not follow the row before it`);
    const hash = createHash('sha256').update(`${row.prev_hash}|${row.canonical}`, 'utf8').digest('hex');
    if (hash !== row.hash) problems.push(`row ${seq}: content changed since it was written`);
    prev = row.hash;
    expected = seq + 1;
  }
  const last = rows.at(-1);
  const head = last ? { seq: Number(last.seq), hash: last.hash } : null;
  if (expectHead) {
    const at = rows.find((r) => Number(r.seq) === expectHead.seq);
    if (!at) problems.push(`row ${expectHead.seq} (the expected head) is missing: rows were cut off the end`);
    else if (at.hash !== expectHead.hash) problems.push(`row ${expectHead.seq}: not the row noted as the head`);
  }
  return { rows: rows.length, head, problems };
}
