/**
 * The adapter to a palika's DHIS2 (docs/decisions/029-hmis-push.md): `POST /api/dataValueSets` (dry run or for
 * real, `importStrategy=CREATE_AND_UPDATE` so a resend replaces the values it sent before, `idScheme=UID`) and
 * `POST /api/completeDataSetRegistrations`, authenticated with the palika's personal access token
 * (`Authorization: ApiToken d2pat_...`). Tested against a local fake speaking the same Web API
 * (test/fake-dhis2.ts).
 */
import { readImportSummary, type Dhis2ImportSummary } from '@mamata/core/hmis/push';
import type { DataValueSet } from '@mamata/core/hmis/dhis2';
import { AppError } from '../../lib/errors.ts';

export interface Dhis2Connection {
  baseUrl: string;
  token: string;
}

export interface Dhis2ClientOptions {
  /** The deadline of one request to DHIS2. */
  timeoutMs: number;
}

/** An address literal of the machine itself, a private network or a link-local one (cloud metadata lives there). */
function isInternalAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '::') return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return /^(fc|fd|fe8|fe9|fea|feb)[0-9a-f]*:/.test(host) || host.startsWith('::ffff:');
}

/**
 * Whether an address may be a palika's DHIS2: https to a named or public host. An address of this machine or of a
 * private or link-local network is refused (a palika admin must not make the server post its token inside the
 * deployment's network), except, outside production, http or https on loopback for the tests' fake DHIS2.
 */
export function dhis2UrlAllowed(baseUrl: string, allowLoopback: boolean): boolean {
  const url = new URL(baseUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127\./.test(host);
  if (loopback && allowLoopback) return true;
  if (isInternalAddress(url.hostname)) return false;
  return url.protocol === 'https:';
}

async function post(conn: Dhis2Connection, path: string, body: unknown, opts: Dhis2ClientOptions): Promise<Dhis2ImportSummary> {
  let res: Response;
  try {
    res = await fetch(`${conn.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `ApiToken ${conn.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch {
    throw new AppError('BAD_GATEWAY', 'errors.dhis2Unreachable');
  }
  if (res.status === 401 || res.status === 403) throw new AppError('BAD_GATEWAY', 'errors.dhis2Refused');
  const text = await res.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  // 200 with a summary, or 409 with one listing the conflicts (unknown identifiers are ignored, not imported)
  const summary = res.status === 200 || res.status === 409 ? readImportSummary(json) : null;
  if (!summary) throw new AppError('BAD_GATEWAY', 'errors.dhis2BadAnswer', { status: res.status });
  return summary;
}

/** Imports one data value set (or, with `dryRun`, only asks what would be imported). */
export function importDataValueSet(conn: Dhis2Connection, payload: DataValueSet, dryRun: boolean, opts: Dhis2ClientOptions) {
  const query = new URLSearchParams({ dryRun: String(dryRun), importStrategy: 'CREATE_AND_UPDATE', idScheme: 'UID' });
  return post(conn, `/api/dataValueSets?${query.toString()}`, payload, opts);
}

/** Marks data sets complete for a period and organisation unit. */
export function completeDataSets(
  conn: Dhis2Connection,
  registrations: { dataSet: string; period: string; organisationUnit: string; attributeOptionCombo?: string }[],
  opts: Dhis2ClientOptions,
) {
  return post(conn, '/api/completeDataSetRegistrations', { completeDataSetRegistrations: registrations.map((r) => ({ ...r, completed: true })) }, opts);
}
