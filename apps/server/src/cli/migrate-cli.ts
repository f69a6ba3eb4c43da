/**
 * `npm run db:migrate -w @mamata/server`: migrates the PostgreSQL database (the app's tables and the job
 * queue's schema) as the tables' owner, DATABASE_MIGRATION_URL or else DATABASE_URL, then exits. Run it
 * once and after each release, then `db:roles`; the app may then run as a role that owns nothing with
 * DATABASE_URL alone (README "Database in production", docs/decisions/028-least-privilege-database.md).
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const config = loadConfig();
const url = config.DATABASE_MIGRATION_URL ?? config.DATABASE_URL;
if (!url) throw new Error('DATABASE_MIGRATION_URL or DATABASE_URL is required (a connection as the tables’ owner)');
const database = await openDatabase({ url, dataDir: '', migrationUrl: url });
await database.close();
console.log('migrated');
