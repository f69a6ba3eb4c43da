// `npm run typecheck`: the four TypeScript projects (core, server, web, the root's e2e and configs)
// checked at once rather than one after the other. Each is mostly type checking on one core (drizzle,
// zod and Fastify's types), so on this project's two-core machines the whole check takes about half
// as long. Each keeps its incremental state in node_modules/.cache/tsc, so a check after a small edit
// rechecks only what changed. Exits non-zero when any project has errors, after printing them all.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const CACHE = join(ROOT, 'node_modules/.cache/tsc');
mkdirSync(CACHE, { recursive: true });

const PROJECTS = ['packages/core', 'apps/server', 'apps/web', '.'];

/** Runs tsc on one project; resolves with its exit code and everything it printed. */
function check(project) {
  const buildInfo = join(CACHE, `${project === '.' ? 'root' : project.replace(/\//g, '-')}.tsbuildinfo`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ project, code: code ?? 1, out }));
  });
}

const started = Date.now();
const results = await Promise.all(PROJECTS.map(check));
for (const { project, code, out } of results) {
  if (out.trim()) process.stdout.write(`${out.trimEnd()}\n`);
  console.log(`tsc -p ${project}: ${code === 0 ? 'no errors' : `failed (exit ${code})`}`);
}
console.log(`typecheck: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
