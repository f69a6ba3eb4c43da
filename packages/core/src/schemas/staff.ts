import { z } from 'zod';
import { ReadingAlertSchema, SeriesVerdictSchema } from './health.ts';
import { GENDERS, PASSWORD_MAX_LENGTH } from './auth.ts';
import { addDays, nepalToday } from '../calendar/nepal-time.ts';
import { CALENDARS, LANGS, mobileNumberSchema, requiredText, toAsciiDigits } from './common.ts';

/** Staff roles (docs/spec/decisions.md): health post (their health post), palika admin (their palika), system admin. */
export const STAFF_ROLES = ['health_post', 'palika_admin', 'system_admin'] as const;
/** A staff member's role: their health post, their palika, or every palika. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** `POST /staff/login`. */
export const StaffLoginBodySchema = z.object({
  mobile_number: mobileNumberSchema(),
  password: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.tooLong' }),
});

/** A staff member as the console shows them. */
export const StaffSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The health post's in-charge (set by the palika admin): prints and sends the post's HMIS month. */
  inCharge: z.boolean(),
  healthPost: z.object({ id: z.number().int(), name: z.string(), name_ne: z.string() }).nullable(),
  palika: z.object({ id: z.string(), name: z.string(), name_ne: z.string() }).nullable(),
});
/** See {@link StaffSchema}. */
export type Staff = z.infer<typeof StaffSchema>;

/** `POST /staff/login` answer. */
export const StaffLoginResponseSchema = z.object({ message: z.string(), token: z.string(), staff: StaffSchema });
/** `GET /staff/me`. */
export const StaffMeResponseSchema = z.object({ staff: StaffSchema });

/** Page size bounds (docs/spec/decisions.md: 'All' = 100000 is accepted; beyond is a 400). */
export const MAX_PAGE_SIZE = 100_000;

/** A page size: 1 to 100000 ('All'), default 10 (spec §9). */
export const PageSizeSchema = z.coerce
  .number({ error: 'validation.pageSize' })
  .int({ error: 'validation.pageSize' })
  .min(1, { error: 'validation.pageSize' })
  .max(MAX_PAGE_SIZE, { error: 'validation.pageSize' })
  .default(10);

/** `GET /staff/people?search=&page=&limit=`. */
export const PeopleQuerySchema = z.object({
  // a number typed in Devanagari digits (९८००...) is searched as the stored Latin digits
  search: z.string().trim().max(100, { error: 'validation.tooLong' }).transform(toAsciiDigits).optional().default(''),
  // capped so that (page - 1) x limit stays a safe offset
  page: z.coerce
    .number({ error: 'validation.page' })
    .int({ error: 'validation.page' })
    .min(1, { error: 'validation.page' })
    .max(1_000_000, { error: 'validation.page' })
    .default(1),
  limit: PageSizeSchema,
});

/** One person in the staff list. */
export const PersonSummarySchema = z.object({
  id: z.string(),
  full_name: z.string(),
  mobile_number: z.string(),
  registration_type: z.string(),
  active: z.boolean(),
  healthPostId: z.number().int(),
  gestationalWeek: z.number().int().nullable(),
  babyBirthDate: z.string().nullable(),
});
/** `GET /staff/people` answer. */
export const PeopleResponseSchema = z.object({ people: z.array(PersonSummarySchema), total: z.number().int() });

/** An ISO civil date (YYYY-MM-DD) that really exists. */
export const IsoDateSchema = z.iso.date({ error: 'validation.date' });

/**
 * `GET /staff/people/possible-duplicates`: who of the staff's own people may be the person about to be registered
 * (domain/possible-duplicate.ts): the same number, or a close name with the same LMP or birth date.
 */
export const PossibleDuplicatesQuerySchema = z.object({
  mobile_number: z.string().trim().max(20, { error: 'validation.tooLong' }).transform(toAsciiDigits).optional().default(''),
  first_name: z.string().trim().max(100, { error: 'validation.tooLong' }).optional().default(''),
  last_name: z.string().trim().max(100, { error: 'validation.tooLong' }).optional().default(''),
  lastMenstrualPeriod: IsoDateSchema.optional(),
  birthDate: IsoDateSchema.optional(),
});
/** See {@link PossibleDuplicatesQuerySchema}. */
export type PossibleDuplicatesQueryParsed = z.output<typeof PossibleDuplicatesQuerySchema>;
/** Its answer: each person with why they may be the same (at most 10). */
export const PossibleDuplicatesResponseSchema = z.object({
  people: z.array(
    z.object({
      id: z.string(),
      full_name: z.string(),
      mobile_number: z.string(),
      registration_type: z.string(),
      reason: z.enum(['sameNumber', 'closeName']),
    }),
  ),
});

/**
 * Measurements are range-checked ("a diastolic of 900 is a 400"): bounds wide enough for
 * any real reading, narrow enough to catch a slipped finger.
 */
export const MEASUREMENT_BOUNDS = {
  heightInches: [36, 84],
  weightKg: [25, 200],
  systolic: [50, 260],
  diastolic: [30, 160],
  waterLevelCm: [0, 50],
} as const;

const bounded = (key: keyof typeof MEASUREMENT_BOUNDS) =>
  z.coerce
    .number({ error: `validation.range.${key}` })
    .min(MEASUREMENT_BOUNDS[key][0], { error: `validation.range.${key}` })
    .max(MEASUREMENT_BOUNDS[key][1], { error: `validation.range.${key}` });
/** Blood pressure is read in whole mmHg (and stored as integers). */
const boundedInt = (key: 'systolic' | 'diastolic') => bounded(key).int({ error: `validation.range.${key}` });

/** A health post id: a positive int4, as the column is. */
export const HealthPostIdSchema = z.coerce
  .number({ error: 'errors.unknownHealthPost' })
  .int({ error: 'errors.unknownHealthPost' })
  .min(1, { error: 'errors.unknownHealthPost' })
  .max(2_147_483_647, { error: 'errors.unknownHealthPost' });

/**
 * Her date of birth (AD, entered in AD or BS): her age group on the HMIS sheet (<20 / 20+,
 * packages/core/src/reference/sources/nepal-hmis-dhis2.md §1.2). Optional ("not recorded"); a range check
 * against slips: she is at least 8 and under 70 years old today.
 */
export const DateOfBirthSchema = IsoDateSchema.refine((d) => d <= addDays(nepalToday(), -8 * 365) && d >= addDays(nepalToday(), -70 * 366), {
  error: 'validation.dateOfBirth',
});

/** `POST /staff/people/mother`: register a pregnant mother (creates her account and directory entry). */
export const RegisterMotherBodySchema = z.object({
  first_name: requiredText('validation.person.firstName', 60),
  last_name: requiredText('validation.person.lastName', 60),
  mobile_number: mobileNumberSchema(),
  address: requiredText('validation.person.address', 200),
  lastMenstrualPeriod: IsoDateSchema,
  deliveryDueDate: IsoDateSchema.optional(),
  height: bounded('heightInches').optional(),
  weight: bounded('weightKg').optional(),
  emergency_phone_number: mobileNumberSchema().optional(),
  dateOfBirth: DateOfBirthSchema.optional(),
  healthPostId: HealthPostIdSchema.optional(),
  /**
   * The language and calendar her reminders are written in until she chooses in the app (the nurse
   * asks; the console offers Nepali and Bikram Sambat first). Without them: English and AD.
   */
  lang: z.enum(LANGS, { error: 'validation.settings.lang' }).optional(),
  calendar: z.enum(CALENDARS, { error: 'validation.settings.calendar' }).optional(),
});
/** See {@link RegisterMotherBodySchema}. */
export type RegisterMotherBody = z.input<typeof RegisterMotherBodySchema>;

/** Registration answer: the one-time password is shown once, to the nurse, to hand over. */
export const RegisterResponseSchema = z.object({ message: z.string(), id: z.string(), oneTimePassword: z.string() });

/** The fields of an antenatal visit (without the "something measured" rule, so corrections can extend it). */
export const AntenatalVisitFields = z.object({
  visitDate: IsoDateSchema,
  systolicPressure: boundedInt('systolic').optional(),
  diastolicPressure: boundedInt('diastolic').optional(),
  waterLevel: bounded('waterLevelCm').optional(),
  weight: bounded('weightKg').optional(),
  notes: z.string().trim().max(1000, { error: 'validation.tooLong' }).optional().default(''),
  /** Her first ANC contact of this pregnancy, anywhere (HMIS 9.3 "First ANC, any time"); null or absent: not recorded. */
  firstAnc: z.boolean({ error: 'validation.invalid' }).nullable().optional(),
});

/** A visit records at least one measurement or a note: an empty visit is a 400, on `systolicPressure`. */
export function visitNotEmpty(v: { systolicPressure?: number; diastolicPressure?: number; waterLevel?: number; weight?: number; notes?: string }): boolean {
  return (
    v.systolicPressure !== undefined || v.diastolicPressure !== undefined || v.waterLevel !== undefined || v.weight !== undefined || (v.notes ?? '') !== ''
  );
}

/**
 * `POST /staff/people/:id/visits`: an antenatal visit. A second visit on a date that already has one
 * is a 409 (`errors.visitSameDay`) unless `sameDay: true` says the nurse meant it.
 */
export const AntenatalVisitBodySchema = AntenatalVisitFields.extend({ sameDay: z.boolean({ error: 'validation.invalid' }).optional() }).refine(visitNotEmpty, {
  error: 'validation.visitEmpty',
  path: ['systolicPressure'],
});

/** A person's record as the console shows it. */
export const PersonDetailSchema = z.object({
  person: PersonSummarySchema.extend({
    first_name: z.string(),
    last_name: z.string(),
    gender: z.enum(GENDERS),
    address: z.string(),
    dateOfBirth: z.string().nullable(),
    mustChangePassword: z.boolean(),
  }),
  pregnancy: z
    .object({
      id: z.string(),
      lastMenstrualPeriod: z.string(),
      deliveryDueDate: z.string(),
      height: z.number().nullable(),
      weight: z.number().nullable(),
      emergency_phone_number: z.string().nullable(),
      /** Set once the pregnancy ended (a birth or a loss): her antenatal history stays, new visits are refused. */
      endedOn: z.string().nullable(),
      outcome: z.enum(['birth', 'miscarriage', 'stillbirth']).nullable(),
    })
    .nullable(),
  visits: z.array(
    z.object({
      id: z.string(),
      visitDate: z.string(),
      gestationalWeek: z.number().int(),
      systolicPressure: z.number().nullable(),
      diastolicPressure: z.number().nullable(),
      waterLevel: z.number().nullable(),
      weight: z.number().nullable(),
      notes: z.string(),
      firstAnc: z.boolean().nullable(),
      /** Verdicts on this visit's readings (domain/verdicts.ts): the console flags them on the row. */
      flags: z.array(SeriesVerdictSchema),
      /** A nurse's review of this visit's emergency reading: her note and the day (Nepal date); null when none. */
      review: z.object({ note: z.string(), reviewedOn: z.string(), reviewedBy: z.string() }).nullable(),
    }),
  ),
  /** Verdicts on the latest reading of each series, most urgent first (as the mother's report has them). */
  alerts: z.array(ReadingAlertSchema),
});

/** `PATCH /staff/people/:id/active`. */
export const SetActiveBodySchema = z.object({ active: z.boolean({ error: 'validation.invalid' }) });
/** `:id` of a person. */
export const PersonParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/**
 * `GET /staff/staff-users?search=&page=&limit=`: the staff accounts an administrator manages, paged
 * like the people list (same bounds).
 */
export const StaffUsersQuerySchema = PeopleQuerySchema;

/** One staff account in an administrator's list. */
export const StaffUserSummarySchema = z.object({
  id: z.string(),
  full_name: z.string(),
  mobile_number: z.string(),
  role: z.enum(STAFF_ROLES),
  inCharge: z.boolean(),
  healthPost: z.object({ id: z.number().int(), name: z.string(), name_ne: z.string() }).nullable(),
  palika: z.object({ id: z.string(), name: z.string(), name_ne: z.string() }).nullable(),
  active: z.boolean(),
});
/** See {@link StaffUserSummarySchema}. */
export type StaffUserSummary = z.infer<typeof StaffUserSummarySchema>;

/** `GET /staff/staff-users` answer. */
export const StaffUsersResponseSchema = z.object({ staff: z.array(StaffUserSummarySchema), total: z.number().int() });

/**
 * What a service gets once a request has passed its schema (`z.output`: defaults applied, text
 * trimmed, numbers coerced), so services take these instead of typing bodies by hand.
 */
export type PeopleQueryParsed = z.output<typeof PeopleQuerySchema>;
export type RegisterMotherBodyParsed = z.output<typeof RegisterMotherBodySchema>;
export type AntenatalVisitBodyParsed = z.output<typeof AntenatalVisitBodySchema>;
export type StaffUsersQueryParsed = z.output<typeof StaffUsersQuerySchema>;

/** The saves a staff device may keep in its outbox and send later (docs/decisions/024-offline-app.md), as API paths under /api/v1. */
export const OUTBOX_PATH = /^\/staff\/people\/(mother|baby|[0-9a-f-]{36}\/(visits|items|fetal-weights|growth|birth|loss))$/;
/** Most entries in one `POST /staff/outbox`. */
export const OUTBOX_BATCH_MAX = 50;
/**
 * `POST /staff/outbox`: several outbox entries in one request (a slow connection pays its round trip once). The
 * server applies them in order, each exactly as its own request with its id as `Idempotency-Key`.
 */
export const OutboxBatchBodySchema = z.object({
  entries: z
    .array(
      z.object({
        id: z.uuid({ error: 'validation.invalid' }),
        path: z.string().regex(OUTBOX_PATH, { error: 'validation.invalid' }),
        body: z.record(z.string(), z.unknown()),
      }),
    )
    .min(1, { error: 'validation.invalid' })
    .max(OUTBOX_BATCH_MAX, { error: 'validation.invalid' }),
});
/** Its answer: each entry's status and body, in order; it ends early at a failure that is not the entry's own (5xx, 401, 429). */
export const OutboxBatchResponseSchema = z.object({
  results: z.array(z.object({ id: z.string(), status: z.number().int(), body: z.unknown() })),
});
