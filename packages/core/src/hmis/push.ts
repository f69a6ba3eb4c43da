/**
 * Sending the HMIS month to DHIS2 (docs/decisions/029-hmis-push.md): what DHIS2 answers an import with, read
 * into one shape, and the canonical text of a month's payloads whose hash says whether the month changed since
 * it was sent. DHIS2's Web API (`dhis2-docs` src/developer/web-api/data.md, reference/sources/nepal-hmis-dhis2.md
 * §1.3): `POST /api/dataValueSets?dryRun=&importStrategy=CREATE_AND_UPDATE&idScheme=UID` answers an import
 * summary `{ status, importCount: { imported, updated, ignored, deleted }, conflicts: [{ object, value }] }`,
 * since 2.38 wrapped in a web message `{ httpStatus, status, message, response: <summary> }`, with 409 when an
 * identifier is unknown (the value is ignored). `POST /api/completeDataSetRegistrations` answers the same way.
 */
import { z } from 'zod';
import type { DataValueSet } from './dhis2.ts';

const CountSchema = z.coerce.number().int().nonnegative().catch(0);

/** DHIS2's import summary, as much of it as the in-charge reads. */
const RawSummarySchema = z.object({
  status: z.string().catch('ERROR'),
  description: z.string().optional().catch(undefined),
  importCount: z
    .object({ imported: CountSchema, updated: CountSchema, ignored: CountSchema, deleted: CountSchema })
    .catch({ imported: 0, updated: 0, ignored: 0, deleted: 0 }),
  conflicts: z
    .array(z.object({ object: z.coerce.string().catch(''), value: z.coerce.string().catch('') }))
    .optional()
    .catch([]),
});

/** One import summary as Mamata keeps and shows it. */
export const Dhis2ImportSummarySchema = z.object({
  status: z.enum(['SUCCESS', 'WARNING', 'ERROR']),
  description: z.string().optional(),
  imported: z.number().int(),
  updated: z.number().int(),
  ignored: z.number().int(),
  deleted: z.number().int(),
  conflicts: z.array(z.object({ object: z.string(), value: z.string() })),
});
export type Dhis2ImportSummary = z.infer<typeof Dhis2ImportSummarySchema>;

/**
 * Reads DHIS2's answer to an import: the summary itself (before 2.38) or the web message around it. Anything
 * else (a proxy's error page, a login form) is null: the caller reports DHIS2 did not answer as expected.
 */
export function readImportSummary(body: unknown): Dhis2ImportSummary | null {
  if (typeof body !== 'object' || body === null) return null;
  const inner = (body as { response?: unknown }).response;
  const raw = typeof inner === 'object' && inner !== null && 'importCount' in inner ? inner : body;
  if (!('importCount' in raw) && !('status' in raw && 'conflicts' in raw)) return null;
  const parsed = RawSummarySchema.safeParse(raw);
  if (!parsed.success) return null;
  const s = parsed.data;
  const status = s.status === 'SUCCESS' || s.status === 'OK' ? 'SUCCESS' : s.status === 'WARNING' ? 'WARNING' : 'ERROR';
  return {
    status,
    ...(s.description ? { description: s.description } : {}),
    ...s.importCount,
    conflicts: s.conflicts ?? [],
  };
}

/**
 * The text a month's payloads are hashed from: the values that reach DHIS2, in a fixed order, without the
 * completion date (it is the day of sending, not the month's content), with the mapping's version (new
 * identifiers are a change to send). Equal texts mean DHIS2 holds what the sheet shows.
 */
export function payloadText(payloads: DataValueSet[], mappingVersion: string): string {
  const sets = payloads
    .map((p) => ({
      dataSet: p.dataSet,
      period: p.period,
      orgUnit: p.orgUnit,
      attributeOptionCombo: p.attributeOptionCombo ?? '',
      dataValues: [...p.dataValues]
        .map((v) => [v.dataElement, v.categoryOptionCombo, v.value])
        .sort((a, b) => (a.join('.') < b.join('.') ? -1 : a.join('.') > b.join('.') ? 1 : 0)),
    }))
    .sort((a, b) => (a.dataSet < b.dataSet ? -1 : a.dataSet > b.dataSet ? 1 : 0));
  return JSON.stringify({ mappingVersion, sets });
}

/** A month's standing with DHIS2: sent as it is now, changed since it was sent (a correction), or never sent. */
export const HMIS_SEND_STATUSES = ['sent', 'changed', 'notSent'] as const;
export type HmisSendStatus = (typeof HMIS_SEND_STATUSES)[number];

/** The status of a month whose payloads hash to `currentHash`, given the hash of its last sending (if any). */
export function sendStatus(currentHash: string, lastSentHash: string | null | undefined): HmisSendStatus {
  if (!lastSentHash) return 'notSent';
  return lastSentHash === currentHash ? 'sent' : 'changed';
}
