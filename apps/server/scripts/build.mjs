// Compiles the server for production: one ESM bundle per entry point in dist/ (run with plain
// `node`), @mamata/core inlined from source, every other package left to node_modules. The
// migrations are copied beside the bundle, and a pre-migrated embedded database is written there
// (src/db/snapshot.ts) so a first start on PGlite skips creating and migrating a cluster.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
rmSync(dist, { recursive: true, force: true });

/** Bare imports stay external except the workspace's own packages, which ship as TypeScript source. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mamata/') ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    'calendar-cli': 'src/modules/calendar/calendar-cli.ts',
    'snapshot-cli': 'src/db/snapshot-cli.ts',
    'audit-verify-cli': 'src/db/audit-verify-cli.ts',
    'roles-cli': 'src/db/roles-cli.ts',
    'backup-cli': 'src/db/backup-cli.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
cpSync(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true });
// the common-password list read at run time (src/lib/password-policy.ts)
cpSync(`${root}src/lib/common-passwords.txt`, `${dist}/common-passwords.txt`);
execFileSync(process.execPath, ['--enable-source-maps', `${dist}/snapshot-cli.js`, `${dist}/pglite-snapshot.tar`], { stdio: 'inherit' });
console.log(`server built in ${Math.round(performance.now() - started)} ms: ${dist}`);
