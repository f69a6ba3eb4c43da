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

/**
 * Packages read at run time from node_modules: those that load files of their own beside their code
 * (PGlite's WebAssembly and data, the API docs' pages, web-push's and pg-boss's), native ones, and the
 * optional ones (pg-native). Everything else, and the workspace's own packages (TypeScript source),
 * is bundled: resolving a few hundred modules in node_modules at every start cost ~0.4 s.
 */
const RUNTIME_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  '@fastify/static',
  'pg-native',
  'pg-boss',
  'web-push',
  'pino',
  'thread-stream',
];
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      RUNTIME_PACKAGES.some((p) => args.path === p || args.path.startsWith(`${p}/`)) ? { path: args.path, external: true } : undefined,
    );
  },
};

const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    'seed-cli': 'src/cli/seed-cli.ts',
    'calendar-cli': 'src/modules/calendar/calendar-cli.ts',
    'snapshot-cli': 'src/cli/snapshot-cli.ts',
    'audit-verify-cli': 'src/cli/audit-verify-cli.ts',
    'roles-cli': 'src/cli/roles-cli.ts',
    'migrate-cli': 'src/cli/migrate-cli.ts',
    'backup-cli': 'src/cli/backup-cli.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  // bundled CommonJS packages call require() for Node's own modules
  banner: { js: "import { createRequire as __mamataRequire } from 'node:module'; const require = __mamataRequire(import.meta.url);" },
  logLevel: 'warning',
});
cpSync(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true });
// the common-password list read at run time (src/lib/password-policy.ts)
cpSync(`${root}src/lib/common-passwords.txt`, `${dist}/common-passwords.txt`);
// the AI doctor's evaluation corpus, read at run time to train its models (packages/core/src/ai-doctor/evaluation/corpus.ts)
cpSync(`${root}../../packages/core/src/ai-doctor/evaluation/corpus`, `${dist}/corpus`, { recursive: true, filter: (f) => !/\.md$/.test(f) });
execFileSync(process.execPath, ['--enable-source-maps', `${dist}/snapshot-cli.js`, `${dist}/pglite-snapshot.tar`], { stdio: 'inherit' });
console.log(`server built in ${Math.round(performance.now() - started)} ms: ${dist}`);
