import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.ts';

/** The real server and its command-line tools as child processes, from source (tsx), as an operator runs them. */
const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const source = (file: string) => path.join(REPO_ROOT, 'apps/server/src', file);

/** The test's environment without any database setting of its own, and `env` over it. */
export function processEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATABASE_MIGRATION_URL', 'DATABASE_ADMIN_URL', 'DATA_DIR', 'TEST_DATABASE_URL']) delete base[key];
  return { ...base, LOG_LEVEL: 'warn', ...env };
}

/** One of the server's tools (`apps/server/src/<file>`, what `npm run db:...` runs): resolves with its output, rejects on a non-zero exit. */
export function runTool(file: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [source(file), ...args], { env: processEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${file} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

export interface ServerProcess {
  /** Everything it printed so far. */
  output: () => string;
  call: (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** SIGTERM, and its exit. */
  stop: () => Promise<void>;
  child: ChildProcess;
}

/** The real server (`src/server.ts`) on 127.0.0.1:`port` with `env`, once it answers its health check. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(tsx, [source('server.ts')], {
    env: processEnvironment({ NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const call: ServerProcess['call'] = async (method, url, payload, headers = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 600; i++) {
    if (
      await call('GET', '/api/v1/health').then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return { output: () => output, call, stop, child };
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output.slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not start:\n${output.slice(-4000)}`);
}
