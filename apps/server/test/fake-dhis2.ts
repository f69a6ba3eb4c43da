/**
 * A local fake of a DHIS2 server speaking the part of the Web API the HMIS push uses (`dhis2-docs`
 * src/developer/web-api/data.md; docs/decisions/029-hmis-push.md), over real HTTP, for the API tests and the
 * end-to-end journeys:
 * - `POST /api/dataValueSets?dryRun=&importStrategy=`: a JSON data value set; answers DHIS2's web message with an
 *   import summary (`importCount` imported/updated/ignored/deleted, `conflicts`); a value whose data element or
 *   category option combo it does not know is ignored with a conflict and the answer is 409, as is an unknown
 *   data set or organisation unit (then nothing is imported); `dryRun=true` stores nothing; CREATE_AND_UPDATE
 *   replaces a stored value (one value per element, combo, period, organisation unit), CREATE ignores it.
 * - `POST /api/completeDataSetRegistrations`: marks data sets complete for a period and organisation unit.
 * - `GET /api/dataValueSets?dataSet=&period=&orgUnit=`: what it holds.
 * Every request must carry `Authorization: ApiToken <token>` (a personal access token); anything else is 401.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDhis2Known {
  dataSets: string[];
  orgUnits: string[];
  dataElements: string[];
  categoryOptionCombos: string[];
}

/** The identifiers a fake knows, from a metadata mapping (core hmis/dhis2.ts `Dhis2Mapping`). */
export function knownFromMapping(mapping: {
  dataSets: Record<string, string>;
  orgUnits: Record<string, string>;
  cells: Record<string, { dataElement: string; categoryOptionCombo: string }>;
}): FakeDhis2Known {
  const cells = Object.values(mapping.cells);
  return {
    dataSets: Object.values(mapping.dataSets),
    orgUnits: Object.values(mapping.orgUnits),
    dataElements: cells.map((c) => c.dataElement),
    categoryOptionCombos: cells.map((c) => c.categoryOptionCombo),
  };
}

interface Conflict {
  object: string;
  value: string;
}
type Count = { imported: number; updated: number; ignored: number; deleted: number };

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/** DHIS2's web message around an import summary (2.38 and later); 409 "Conflict" when there are conflicts. */
function answer(res: ServerResponse, importCount: Count, conflicts: Conflict[], options: Record<string, unknown>, refused = false) {
  const status = refused ? 'ERROR' : conflicts.length > 0 ? 'WARNING' : 'SUCCESS';
  const code = conflicts.length > 0 || refused ? 409 : 200;
  res.writeHead(code, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      httpStatus: code === 200 ? 'OK' : 'Conflict',
      httpStatusCode: code,
      status: code === 200 ? 'OK' : status,
      message: code === 200 ? 'Import was successful.' : 'One more conflicts encountered, please check import summary.',
      response: {
        responseType: 'ImportSummary',
        status,
        importOptions: options,
        description: refused ? 'Import process was aborted' : 'Import process completed successfully',
        importCount,
        conflicts,
        dataSetComplete: 'false',
      },
    }),
  );
}

export async function fakeDhis2(opts: { token: string; known: FakeDhis2Known }) {
  const known = {
    dataSets: new Set(opts.known.dataSets),
    orgUnits: new Set(opts.known.orgUnits),
    dataElements: new Set(opts.known.dataElements),
    cocs: new Set(opts.known.categoryOptionCombos),
  };
  /** Stored values: `${orgUnit}|${period}|${dataElement}|${coc}` -> value. */
  const values = new Map<string, string>();
  /** Completed registrations: `${dataSet}|${period}|${orgUnit}`. */
  const completed = new Set<string>();
  /** Every request received (method, path with query), in order. */
  const requests: { method: string; path: string; dryRun: boolean | null; importStrategy: string | null }[] = [];
  /** Statuses to answer the next requests with instead (e.g. 500, 401), one per request. */
  const failNext: number[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const dryRun = url.searchParams.has('dryRun') ? url.searchParams.get('dryRun') === 'true' : null;
      const importStrategy = url.searchParams.get('importStrategy');
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, dryRun, importStrategy });
      const body = req.method === 'POST' ? await readJson(req) : null;
      const failure = failNext.shift();
      if (failure) {
        res.writeHead(failure, { 'content-type': 'text/html' });
        res.end('<html>error</html>');
        return;
      }
      if (req.headers.authorization !== `ApiToken ${opts.token}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ httpStatus: 'Unauthorized', httpStatusCode: 401, status: 'ERROR', message: 'Unauthorized' }));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/api/dataValueSets') {
        const ou = url.searchParams.get('orgUnit');
        const pe = url.searchParams.get('period');
        const dataValues = [...values]
          .map(([k, value]) => {
            const [orgUnit, period, dataElement, categoryOptionCombo] = k.split('|');
            return { orgUnit, period, dataElement, categoryOptionCombo, value };
          })
          .filter((v) => v.orgUnit === ou && v.period === pe);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ dataSet: url.searchParams.get('dataSet'), period: pe, orgUnit: ou, dataValues }));
        return;
      }
      if (req.method === 'POST' && url.pathname === '/api/dataValueSets') {
        const set = body as {
          dataSet?: string;
          period?: string;
          orgUnit?: string;
          dataValues?: { dataElement: string; categoryOptionCombo?: string; value: string }[];
        } | null;
        if (!set || !Array.isArray(set.dataValues)) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ httpStatus: 'Bad Request', httpStatusCode: 400, status: 'ERROR', message: 'Invalid data value set' }));
          return;
        }
        const options = { dryRun: dryRun === true, importStrategy: importStrategy ?? 'CREATE_AND_UPDATE', idSchemes: {} };
        const refusals: Conflict[] = [];
        if (!set.dataSet || !known.dataSets.has(set.dataSet)) refusals.push({ object: String(set.dataSet), value: 'Data set not found or not accessible' });
        if (!set.orgUnit || !known.orgUnits.has(set.orgUnit)) refusals.push({ object: String(set.orgUnit), value: 'Org unit not found or not accessible' });
        if (!set.period || !/^\d{6}$/.test(set.period)) refusals.push({ object: String(set.period), value: 'Period not valid' });
        if (refusals.length > 0) {
          answer(res, { imported: 0, updated: 0, ignored: set.dataValues.length, deleted: 0 }, refusals, options, true);
          return;
        }
        const count: Count = { imported: 0, updated: 0, ignored: 0, deleted: 0 };
        const conflicts: Conflict[] = [];
        for (const v of set.dataValues) {
          if (!known.dataElements.has(v.dataElement)) {
            conflicts.push({ object: v.dataElement, value: 'Data element not found or not accessible' });
            count.ignored++;
            continue;
          }
          if (v.categoryOptionCombo && !known.cocs.has(v.categoryOptionCombo)) {
            conflicts.push({ object: v.categoryOptionCombo, value: 'Category option combo not found or not accessible' });
            count.ignored++;
            continue;
          }
          const key = `${set.orgUnit}|${set.period}|${v.dataElement}|${v.categoryOptionCombo ?? 'default'}`;
          const exists = values.has(key);
          if (exists && options.importStrategy === 'CREATE') {
            count.ignored++;
            continue;
          }
          if (!exists && options.importStrategy === 'UPDATE') {
            count.ignored++;
            continue;
          }
          if (exists) count.updated++;
          else count.imported++;
          if (!options.dryRun) values.set(key, String(v.value));
        }
        answer(res, count, conflicts, options);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/api/completeDataSetRegistrations') {
        const regs = (body as { completeDataSetRegistrations?: { dataSet: string; period: string; organisationUnit: string }[] } | null)
          ?.completeDataSetRegistrations;
        const count: Count = { imported: 0, updated: 0, ignored: 0, deleted: 0 };
        const conflicts: Conflict[] = [];
        for (const r of regs ?? []) {
          if (!known.dataSets.has(r.dataSet) || !known.orgUnits.has(r.organisationUnit)) {
            conflicts.push({ object: known.dataSets.has(r.dataSet) ? r.organisationUnit : r.dataSet, value: 'Not found or not accessible' });
            count.ignored++;
            continue;
          }
          const key = `${r.dataSet}|${r.period}|${r.organisationUnit}`;
          if (completed.has(key)) count.updated++;
          else count.imported++;
          completed.add(key);
        }
        answer(res, count, conflicts, { dryRun: false, importStrategy: 'CREATE_AND_UPDATE' });
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ httpStatus: 'Not Found', httpStatusCode: 404, status: 'ERROR', message: 'Not found' }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    values,
    completed,
    requests,
    failNext,
    /** Forgets a data element (its values then come back as conflicts). */
    forget: (dataElement: string) => known.dataElements.delete(dataElement),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
