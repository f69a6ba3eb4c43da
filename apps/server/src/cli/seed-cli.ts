import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  migrationUrl: config.DATABASE_MIGRATION_URL,
  fsync: config.PGLITE_FSYNC,
});
console.log((await seedDemoData(database.db)) ? 'Demo data seeded.' : 'The database already has data; nothing seeded.');
await database.close();
