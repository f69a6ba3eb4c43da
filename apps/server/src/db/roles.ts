/**
 * PostgreSQL roles for a deployment (README "Database in production"): the tables belong to an
 * owner role that runs the migrations (DATABASE_MIGRATION_URL); the app runs as a role that owns
 * nothing (DATABASE_URL), so it cannot TRUNCATE, disable a trigger, set
 * `session_replication_role` or change audit rows. Idempotent: run again after each release.
 */
export function roleSetupStatements(opts: { owner: string; app: string; schema?: string }): string[] {
  const ident = (name: string) => {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain role or schema name: ${name}`);
    return name;
  };
  const owner = ident(opts.owner);
  const app = ident(opts.app);
  const schema = ident(opts.schema ?? 'public');
  return [
    `grant usage on schema ${schema} to ${app}`,
    `revoke create on schema ${schema} from ${app}`,
    `grant select, insert, update, delete on all tables in schema ${schema} to ${app}`,
    `grant usage, select on all sequences in schema ${schema} to ${app}`,
    `alter default privileges for role ${owner} in schema ${schema} grant select, insert, update, delete on tables to ${app}`,
    `alter default privileges for role ${owner} in schema ${schema} grant usage, select on sequences to ${app}`,
    // the audit log: read and append only
    `revoke update, delete, truncate, references, trigger on ${schema}.audit_log from ${app}`,
    `revoke truncate, trigger, references on all tables in schema ${schema} from ${app}`,
  ];
}
