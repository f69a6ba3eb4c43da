import { writeMigratedSnapshot } from '../db/snapshot.ts';

// `node dist/snapshot-cli.js <file>`: run by scripts/build.mjs after bundling.
const file = process.argv[2];
if (!file) throw new Error('usage: snapshot-cli <file>');
await writeMigratedSnapshot(file);
