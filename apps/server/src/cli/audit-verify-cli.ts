/**
 * `npm run audit:verify -w @mamata/server [-- <seq>:<hash>]`: recomputes the audit log's hash chain
 * on DATABASE_URL (or the embedded database in DATA_DIR) and exits 1 on any break. Prints the head
 * to note down (with the backups), so a later run can also catch rows cut off the end. It only reads, so it
 * runs with the app's own settings (DATABASE_URL of the app's role) and migrates nothing.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { verifyAuditChain } from '../lib/audit.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  fsync: config.PGLITE_FSYNC,
  migrate: false,
});
const arg = process.argv[2];
const expectHead = arg && /^\d+:[0-9a-f]{64}$/.test(arg) ? { seq: Number(arg.split(':')[0]), hash: arg.split(':')[1]! } : undefined;
const result = await verifyAuditChain(database.db, expectHead);
await database.close();
if (result.problems.length > 0) {
  console.error(`audit log: ${result.rows} rows, ${result.problems.length} problems:\n  ${result.problems.slice(0, 50).join('\n  ')}`);
  process.exit(1);
}
console.log(`audit log: ${result.rows} rows, chain intact; head ${result.head ? `${result.head.seq}:${result.head.hash}` : '(empty)'}`);
