/**
 * The job queue's own schema on PostgreSQL (pg-boss, `pgboss`): installed and upgraded by whoever migrates
 * the app's tables (the owner role, db/client.ts), never by the app at start, so the app can run as a role
 * that owns nothing and creates nothing (docs/decisions/028-least-privilege-database.md).
 */
import { PgBoss } from 'pg-boss';
import bossPackage from 'pg-boss/package.json' with { type: 'json' };

/** The schema pg-boss keeps its tables in (its default). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** The schema version this pg-boss expects: an older one in the database needs `installJobQueue` first. */
export const JOB_QUEUE_VERSION: number = bossPackage.pgboss.schema;

/** Creates or upgrades the job queue's schema as the role of `connectionString` (the tables' owner). */
export async function installJobQueue(connectionString: string): Promise<void> {
  // migrate only: no maintenance, no cron, no workers; stop() waits for any follow-up index build it started
  const boss = new PgBoss({ connectionString, max: 1, schema: JOB_QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  const errors: Error[] = [];
  boss.on('error', (error: Error) => errors.push(error));
  await boss.start();
  await boss.stop({ graceful: true, timeout: 30_000 });
  const [failure] = errors;
  if (failure) throw failure;
}
