import { JOB_QUEUE_SCHEMA } from '../jobs/queue-schema.ts';

/**
 * The schemas the app uses on PostgreSQL and what its role may do in each: its tables (`public`), the
 * job queue's (`pgboss`, jobs/queue-schema.ts), and the migrator's journal (`drizzle`), which the app
 * only reads to see that the owner has migrated (db/client.ts). docs/decisions/028-least-privilege-database.md
 */
export const APP_SCHEMAS = [
  { name: 'public', write: true },
  { name: JOB_QUEUE_SCHEMA, write: true },
  { name: 'drizzle', write: false },
] as const;

/**
 * PostgreSQL roles for a deployment (README "Database in production"): the tables belong to an
 * owner role that runs the migrations (`npm run db:migrate` or DATABASE_MIGRATION_URL); the app runs
 * as a role that owns nothing (DATABASE_URL), so it cannot TRUNCATE, disable a trigger, set
 * `session_replication_role` or change audit rows. Covers what exists and, by default privileges,
 * what the owner creates later in these schemas. Idempotent: run again after each release.
 */
export function roleSetupStatements(opts: { owner: string; app: string }): string[] {
  const ident = (name: string) => {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain role or schema name: ${name}`);
    return name;
  };
  const owner = ident(opts.owner);
  const app = ident(opts.app);
  const statements: string[] = [];
  for (const { name, write } of APP_SCHEMAS) {
    const schema = ident(name);
    const tableRights = write ? 'select, insert, update, delete' : 'select';
    const future = `alter default privileges for role ${owner} in schema ${schema}`;
    statements.push(
      // the owner's migrations create it later otherwise; made now so the grants below have a schema to name
      `create schema if not exists ${schema} authorization ${owner}`,
      `grant usage on schema ${schema} to ${app}`,
      `revoke create on schema ${schema} from ${app}`,
      `revoke create on schema ${schema} from public`,
      `grant ${tableRights} on all tables in schema ${schema} to ${app}`,
      `${future} grant ${tableRights} on tables to ${app}`,
      `revoke truncate, trigger, references on all tables in schema ${schema} from ${app}`,
    );
    if (write)
      statements.push(
        `grant usage, select on all sequences in schema ${schema} to ${app}`,
        `${future} grant usage, select on sequences to ${app}`,
        `grant execute on all functions in schema ${schema} to ${app}`,
        `${future} grant execute on functions to ${app}`,
      );
  }
  // the audit log: read and append only
  statements.push(`revoke update, delete, truncate, references, trigger on public.audit_log from ${app}`);
  return statements;
}
