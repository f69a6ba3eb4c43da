/**
 * The HMIS month's API: the sheet of a health post or a palika (JSON and CSV), obstetric complications
 * and maternal deaths as the staff console records them, and the in-charge of a health post
 * (docs/decisions/025-hmis-month.md).
 */
import { z } from 'zod';
import { HmisPeriodSchema } from '../hmis/period.ts';
import { MATERNAL_DEATH_TIMINGS, OBSTETRIC_COMPLICATIONS } from '../hmis/register.ts';
import { HMIS_SECTIONS } from '../hmis/rules.ts';
import { HealthPostIdSchema, IsoDateSchema } from './staff.ts';

const BilingualSchema = z.object({ en: z.string(), ne: z.string() });

/** `/staff/hmis/posts/:healthPostId/months/:period`. */
export const HmisPostMonthParamsSchema = z.object({ healthPostId: HealthPostIdSchema, period: HmisPeriodSchema });
/** `/staff/hmis/palikas/:palikaId/months/:period`. */
export const HmisPalikaMonthParamsSchema = z.object({ palikaId: z.uuid({ error: 'validation.invalid' }), period: HmisPeriodSchema });

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
