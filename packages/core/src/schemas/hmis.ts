/**
 * The HMIS month's API: the sheet of a health post or a palika (JSON and CSV), obstetric complications
 * and maternal deaths as the staff console records them, and the in-charge of a health post
 * (docs/decisions/025-hmis-month.md).
 */
import { z } from 'zod';
import { HmisPeriodSchema } from '../hmis/period.ts';
import { Dhis2ImportSummarySchema, HMIS_SEND_STATUSES } from '../hmis/push.ts';
import { MATERNAL_DEATH_TIMINGS, OBSTETRIC_COMPLICATIONS } from '../hmis/register.ts';
import { HMIS_SECTIONS } from '../hmis/rules.ts';
import { HealthPostIdSchema, IsoDateSchema } from './staff.ts';

const BilingualSchema = z.object({ en: z.string(), ne: z.string() });

/** `/staff/hmis/posts/:healthPostId/months/:period`. */
export const HmisPostMonthParamsSchema = z.object({ healthPostId: HealthPostIdSchema, period: HmisPeriodSchema });
/** `/staff/hmis/palikas/:palikaId/months/:period`. */
export const HmisPalikaMonthParamsSchema = z.object({ palikaId: z.uuid({ error: 'validation.invalid' }), period: HmisPeriodSchema });

/** `/staff/hmis/palikas/:palikaId/...`. */
export const HmisPalikaIdParamsSchema = z.object({ palikaId: z.uuid({ error: 'validation.invalid' }) });

/** One cell of the sheet: its words, and its value (null: blank, nothing of its section was done). */
export const HmisCellSchema = z.object({
  id: z.string(),
  section: z.enum(HMIS_SECTIONS),
  group: z.string(),
  element: BilingualSchema,
  option: BilingualSchema.nullable(),
  /** A Mamata-only cell (e.g. "age not recorded"): shown, never sent to DHIS2. */
  local: z.boolean(),
  value: z.number().int().nullable(),
});

/** A record of the month that lacks something the sheet needs (the in-charge completes it in the record). */
export const HmisMissingSchema = z.object({ source: z.string(), recordId: z.string(), date: z.string(), field: z.string() });

/** The sheet of a month: a health post's, or a palika's (the sum of its posts, with each post's). */
export const HmisMonthSchema = z.object({
  period: z.string(),
  /** The BS year and month (1 = Baisakh) of the period, and its first and last AD dates. */
  bs: z.object({ year: z.number().int(), month: z.number().int() }),
  range: z.object({ start: z.string(), end: z.string() }),
  healthPost: z.object({ id: z.number().int(), name: z.string(), name_ne: z.string(), hmisCode: z.string().nullable() }).nullable(),
  palika: z.object({ id: z.string(), name: z.string(), name_ne: z.string() }),
  groups: z.array(z.object({ id: z.string(), title: BilingualSchema })),
  cells: z.array(HmisCellSchema),
  missing: z.array(HmisMissingSchema),
  /** A palika's month: each post's values of the same cells, in the same order. */
  posts: z.array(z.object({ id: z.number().int(), name: z.string(), name_ne: z.string(), values: z.array(z.number().int().nullable()) })).optional(),
});
export type HmisMonthResponse = z.infer<typeof HmisMonthSchema>;

/** `POST /staff/people/:id/obstetric-events`: a complication, or a maternal death and when it happened. */
export const ObstetricEventBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('complication'), code: z.enum(OBSTETRIC_COMPLICATIONS, { error: 'validation.hmis.complication' }), occurredOn: IsoDateSchema }),
    z.object({ kind: z.literal('maternalDeath'), code: z.enum(MATERNAL_DEATH_TIMINGS, { error: 'validation.hmis.deathTiming' }), occurredOn: IsoDateSchema }),
  ],
  { error: 'validation.hmis.eventKind' },
);
export type ObstetricEventBody = z.input<typeof ObstetricEventBodySchema>;
export type ObstetricEventBodyParsed = z.output<typeof ObstetricEventBodySchema>;

/** `GET /staff/people/:id/obstetric-events`. */
export const ObstetricEventsResponseSchema = z.object({
  events: z.array(z.object({ id: z.string(), kind: z.enum(['complication', 'maternalDeath']), code: z.string(), occurredOn: z.string() })),
});

/** `PUT /staff/staff-users/:id/in-charge`: the palika admin names (or unnames) a health post's in-charge. */
export const InChargeBodySchema = z.object({ inCharge: z.boolean({ error: 'validation.invalid' }) });

/** `GET /staff/hmis/posts/:healthPostId/months/:period/dhis2`: the month as DHIS2 dataValueSets, and what the mapping lacks. */
export const HmisDhis2ExportSchema = z.object({
  mappingVersion: z.string(),
  payloads: z.array(
    z.object({
      dataSet: z.string(),
      period: z.string(),
      orgUnit: z.string(),
      completeDate: z.string(),
      attributeOptionCombo: z.string().optional(),
      dataValues: z.array(z.object({ dataElement: z.string(), categoryOptionCombo: z.string(), value: z.string() })),
    }),
  ),
  /** Cells with a number this month but no data element in the mapping. */
  unmapped: z.array(z.string()),
  /** The post has no organisation unit in the mapping: nothing can be sent. */
  orgUnitMissing: z.boolean(),
});

/**
 * `PUT /staff/hmis/palikas/:palikaId/dhis2`: the palika's DHIS2 (docs/decisions/029-hmis-push.md). The address of
 * the server (https; http only for a loopback test server outside production, checked by the server) and a personal
 * access token of the palika's DHIS2 account (DHIS2 2.38.1 and later: `d2pat_` and 42 more characters), never a
 * person's password. Without a token the stored one is kept (the browser never gets it back to resend).
 */
export const Dhis2ConnectionBodySchema = z.object({
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'validation.hmis.dhis2Url' })
    .max(300, { error: 'validation.hmis.dhis2Url' })
    .transform((u) => u.replace(/\/+$/, '')),
  token: z
    .string()
    .trim()
    .regex(/^d2pat_[A-Za-z0-9]{20,80}$/, { error: 'validation.hmis.dhis2Token' })
    .optional(),
});
export type Dhis2ConnectionBody = z.input<typeof Dhis2ConnectionBodySchema>;

/** `GET /staff/hmis/palikas/:palikaId/dhis2`: the address, and of the token only whether one is set and its last four characters. */
export const Dhis2ConnectionSchema = z.object({
  baseUrl: z.string().nullable(),
  tokenSet: z.boolean(),
  tokenEnd: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** A month's standing with DHIS2 and its last sending. */
export const HmisSendStateSchema = z.object({
  status: z.enum(HMIS_SEND_STATUSES),
  lastSent: z.object({ at: z.string(), by: z.string(), payloadHash: z.string() }).nullable(),
});

/** `GET /staff/hmis/posts/:healthPostId/months/:period/dhis2/status`: the month's standing, and whether this staff member can send it. */
export const HmisPostSendStatusSchema = HmisSendStateSchema.extend({
  /** The palika's DHIS2 is set up (address and token). */
  configured: z.boolean(),
  /** The in-charge of the post or the palika admin. */
  canSend: z.boolean(),
  /** The post has an organisation unit and the month a mapped value: something to send. */
  sendable: z.boolean(),
  payloadHash: z.string(),
});

/** `POST /staff/hmis/posts/:healthPostId/months/:period/dhis2/dry-run` and `.../send`: what DHIS2 said, per data set. */
export const HmisPushResultSchema = z.object({
  step: z.enum(['dryRun', 'sent']),
  payloadHash: z.string(),
  mappingVersion: z.string(),
  /** One per data set sent, in the order sent. */
  dataSets: z.array(z.object({ dataSet: z.string(), values: z.number().int(), summary: Dhis2ImportSummarySchema })),
  /** The data sets marked complete (after a send). */
  completed: z.array(z.string()),
  /** Cells with a number but no identifier in the mapping (not sent). */
  unmapped: z.array(z.string()),
  state: HmisSendStateSchema,
});
export type HmisPushResult = z.infer<typeof HmisPushResultSchema>;

/** `POST .../dhis2/send`: the hash the in-charge's dry run showed; a month that changed since is refused (409) to be dry-run again. */
export const HmisSendBodySchema = z.object({ payloadHash: z.string().regex(/^[0-9a-f]{64}$/, { error: 'validation.invalid' }) });

/** `GET /staff/hmis/palikas/:palikaId/months/:period/status`: every post's standing with DHIS2 for the month. */
export const HmisPalikaStatusSchema = z.object({
  period: z.string(),
  connection: z.object({ baseUrl: z.string().nullable(), tokenSet: z.boolean() }),
  posts: z.array(z.object({ id: z.number().int(), name: z.string(), name_ne: z.string() }).extend(HmisSendStateSchema.shape)),
});

/** `GET /staff/hmis/palikas/:palikaId/indicators?to=YYYYMM`: twelve months of indicators per post, and the children with no dose. */
export const HmisIndicatorsQuerySchema = z.object({ to: HmisPeriodSchema });
const IndicatorMonthSchema = z.object({ period: z.string(), values: z.record(z.string(), z.number().nullable()), pentaDropout: z.number().nullable() });
export const HmisIndicatorsSchema = z.object({
  palika: z.object({ id: z.string(), name: z.string(), name_ne: z.string() }),
  periods: z.array(z.string()),
  indicators: z.array(z.object({ id: z.string(), label: BilingualSchema, cells: z.array(z.string()) })),
  /** The palika's months (the sum of its posts), oldest first. */
  palikaMonths: z.array(IndicatorMonthSchema),
  posts: z.array(z.object({ id: z.number().int(), name: z.string(), name_ne: z.string(), months: z.array(IndicatorMonthSchema) })),
  /** Living children past Penta 1's age with no Penta 1 recorded at the month's end, for the ward's outreach. */
  noDose: z.array(
    z.object({
      id: z.string(),
      /** The family's name for the baby ('' until given). */
      babyName: z.string(),
      motherName: z.string(),
      healthPostId: z.number().int(),
      dateOfBirth: z.string(),
      ageDays: z.number().int(),
      address: z.string(),
      mobileNumber: z.string().nullable(),
    }),
  ),
});
export type HmisIndicatorsResponse = z.infer<typeof HmisIndicatorsSchema>;
