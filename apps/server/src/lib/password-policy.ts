import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from './errors.ts';

let common: Set<string> | undefined;

/** Whether a password is on the shipped list of common passwords (lib/common-passwords.txt), ignoring case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common.has(password.toLowerCase());
}

/**
 * Refuses a new password that is on the list (400 on `newPassword`); its length (8 to 128) is
 * checked by the shared schema (packages/core/src/schemas/auth.ts).
 */
export function assertAcceptablePassword(password: string, field = 'newPassword') {
  if (isCommonPassword(password)) throw new AppError('VALIDATION_FAILED', 'validation.newPassword.common', {}, { [field]: 'validation.newPassword.common' });
}
