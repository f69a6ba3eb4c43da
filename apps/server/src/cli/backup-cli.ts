/**
 * `npm run db:backup -w @mamata/server -- <file>` and `npm run db:restore -w @mamata/server -- <file>`:
 * the database of DATABASE_URL, or the embedded one in DATA_DIR (a running server on it writes the backup
 * itself; a restore goes into a new DATA_DIR). See db/backup.ts
 * and the README "Backups". After a restore, `npm run audit:verify` checks the audit log's chain.
 */
import { loadConfig } from '../config.ts';
import { backup, restore } from '../db/backup.ts';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: backup-cli.ts backup|restore <file>');
  process.exit(2);
}
const config = loadConfig();
const target = config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
await (command === 'backup' ? backup(target, file) : restore(target, file));
console.log(`${command === 'backup' ? 'backed up to' : 'restored from'} ${file}`);
