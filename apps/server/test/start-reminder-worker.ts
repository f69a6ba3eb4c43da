import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts one server process of test/reminder-worker.ts against the PostgreSQL of `url` with its clock at `clockMs`,
 * added to `children` (the test kills them after); resolves once it says it is ready. `env` adds or, with
 * undefined, removes variables (no SMS_GATEWAY_URL: the SMS stay in the outbox).
 */
export function startReminderWorker(
  url: string,
  clockMs: number,
  children: ChildProcess[],
  env: Record<string, string | undefined> = {},
): Promise<ChildProcess> {
  const merged = { ...process.env, ...env, DATABASE_URL: url, CLOCK_MS: String(clockMs) };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'reminder-worker.ts')], {
    env: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}
