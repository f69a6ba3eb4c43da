/**
 * `npm run db:roles -w @mamata/server`: sets up the app's role on a PostgreSQL deployment (see
 * db/roles.ts and the README). Connects with DATABASE_ADMIN_URL (the owner or a superuser); names from
 * DB_OWNER_ROLE (default mamata_owner) and DB_APP_ROLE (default mamata_app). Create the roles first:
 *   create role mamata_owner login password '...'; create role mamata_app login password '...';
 *   create database mamata owner mamata_owner;
 */
import pg from 'pg';
import { roleSetupStatements } from '../db/roles.ts';

const url = process.env.DATABASE_ADMIN_URL;
if (!url) throw new Error('DATABASE_ADMIN_URL is required (a connection as the owner role or a superuser)');
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const statement of roleSetupStatements({ owner: process.env.DB_OWNER_ROLE ?? 'mamata_owner', app: process.env.DB_APP_ROLE ?? 'mamata_app' })) {
  await client.query(statement);
  console.log(`${statement};`);
}
await client.end();
