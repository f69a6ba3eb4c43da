import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { BUILT_SNAPSHOT, openDatabase } from './db/client.ts';
import { serveBackups } from './db/backup.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './db/seed.ts';
import { warmAiDoctor } from '@mamata/core/ai-doctor/warm';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  snapshot: BUILT_SNAPSHOT,
  migrationUrl: config.DATABASE_MIGRATION_URL,
  fsync: config.PGLITE_FSYNC,
});
const seeded = config.SEED_DEMO && config.NODE_ENV !== 'production' ? await seedDemoData(database.db) : false;
const app = await buildApp({ config, database });
// the embedded database's files belong to this process: `npm run db:backup` asks it for a copy (db/backup.ts)
const backups =
  database.pglite && !config.DATA_DIR.startsWith('memory://')
    ? await serveBackups(database.pglite, config.DATA_DIR).catch((error: Error) => {
        // e.g. a socket path longer than Unix allows: the server runs, and a backup needs it stopped
        app.log.warn({ err: error }, 'no backups while running: stop the server to back up its DATA_DIR');
        return null;
      })
    : null;

const close = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await backups?.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

// the AI doctor's two models are trained from the repository's corpus before the first question, not during it
warmAiDoctor();
await app.listen({ port: config.PORT, host: config.HOST });
const where = `http://localhost:${config.PORT}`;
const lines = [
  '',
  `  Mamata is running: open ${where}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', demo data seeded now' : ''}`,
  `  API docs: ${where}/api/docs`,
];
if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
  lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.mobileNumber}  ${a.description}`);
}
console.log(lines.join('\n') + '\n');
