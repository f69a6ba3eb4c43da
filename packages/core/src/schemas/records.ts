/**
 * Clinical records the staff console writes: babies and births, schedule items given,
 * fetal weight estimates, growth measurements, corrections, profile edits, and the due list.
 * Units as spec §9: baby weight grams, heights inches, mother weight kg.
 */
import { z } from 'zod';
import { BABY_OUTCOMES, BIRTH_ATTENDANTS, DELIVERY_MODES, PRESENTATIONS, TD_DOSES } from '../hmis/register.ts';
import { nepalToday } from '../calendar/nepal-time.ts';
import { DUE_LIST_MAX_DAYS } from '../domain/due-list.ts';
import { GENDERS } from './auth.ts';
import { ITEM_STATUSES, ReadingAlertSchema, VerdictSchema } from './health.ts';
import { mobileNumberSchema, requiredText } from './common.ts';
import { AntenatalVisitFields, DateOfBirthSchema, IsoDateSchema, MEASUREMENT_BOUNDS, RegisterMotherBodySchema, visitNotEmpty } from './staff.ts';

/**
 * Baby measurement bounds: wide enough for any live-born baby up to 18 months (an extremely preterm
 * newborn of 300 g, a heavy 18-month-old of 18 kg; 8 to 40 inches of length), narrow enough to catch
 * a slipped finger or kilograms typed as grams. Range checks, not clinical reference values.
 */
export const BABY_BOUNDS = {
  weightGrams: [300, 25_000],
  heightInches: [8, 40],
  fetalWeightGrams: [10, 6_000],
} as const;

/** Free text the nurse may add: who gave it, where, a note. */
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).optional().default('');

const boundedNumber = (bounds: readonly [number, number], key: string, int = false) => {
  const n = z.coerce.number({ error: `validation.range.${key}` });
  return (int ? n.int({ error: `validation.range.${key}` }) : n)
    .min(bounds[0], { error: `validation.range.${key}` })
    .max(bounds[1], { error: `validation.range.${key}` });
};

/**
 * Birth weight bounds (grams): 300 g is the smallest live-born baby the console accepts (as
 * BABY_BOUNDS), 6,500 g a range check above the heaviest newborns; anything outside is a typing slip.
 */
export const BIRTH_WEIGHT_BOUNDS = [300, 6_500] as const;
/**
 * A birth before this completed week of gestation needs the nurse's explicit "preterm" confirmation:
 * 22 weeks is the lower limit of the perinatal period in WHO ICD-10/ICD-11 definitions; earlier
 * births are almost always losses recorded by mistake as births.
 */
export const PRETERM_CONFIRM_BEFORE_WEEK = 22;
/** Where a baby was born. */
export const BIRTH_PLACES = ['facility', 'home', 'onTheWay'] as const;
/** How a pregnancy or a baby's life ended, as staff record it (a live birth is recorded with the birth form). */
export const LOSS_KINDS = ['miscarriage', 'stillbirth', 'babyDeath'] as const;
export type LossKind = (typeof LOSS_KINDS)[number];

/** One newborn of a birth (twins are two). Weight required (grams), length optional (inches), name optional. */
export const NewbornSchema = z.object({
  sex: z.enum(GENDERS, { error: 'validation.sex' }),
  birthWeight: z.coerce
    .number({ error: 'validation.birthWeight' })
    .int({ error: 'validation.birthWeight' })
    .min(BIRTH_WEIGHT_BOUNDS[0], { error: 'validation.birthWeight' })
    .max(BIRTH_WEIGHT_BOUNDS[1], { error: 'validation.birthWeight' }),
  birthHeight: boundedNumber(BABY_BOUNDS.heightInches, 'babyHeightInches').optional(),
  name: optionalText(60),
  /** HMIS 9.3 per baby (absent: not recorded): born alive or a fresh or macerated stillbirth; asphyxia; a visible defect. */
  outcome: z.enum(BABY_OUTCOMES, { error: 'validation.hmis.outcome' }).optional(),
  asphyxia: z.boolean({ error: 'validation.invalid' }).optional(),
  defect: z.boolean({ error: 'validation.invalid' }).optional(),
});

/** 'HH:MM', 24-hour clock, Nepal time. */
export const TimeOfDaySchema = z.string({ error: 'validation.birthTime' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.birthTime' });

/**
 * HMIS 9.3 delivery attributes, each optional ("not recorded"): at a facility, this one or another; who
 * attended; mode; presentation (packages/core/src/reference/sources/nepal-hmis-dhis2.md §1.2).
 */
export const BIRTH_FACILITIES = ['this', 'other'] as const;
const deliveryFields = {
  facility: z.enum(BIRTH_FACILITIES, { error: 'validation.hmis.facility' }).optional(),
  attendant: z.enum(BIRTH_ATTENDANTS, { error: 'validation.hmis.attendant' }).optional(),
  mode: z.enum(DELIVERY_MODES, { error: 'validation.hmis.mode' }).optional(),
  presentation: z.enum(PRESENTATIONS, { error: 'validation.hmis.presentation' }).optional(),
};

const birthFields = {
  // refused at the field, on the form and on the server alike: a birth is never in the future (Nepal's today)
  birthDate: IsoDateSchema.refine((d) => d <= nepalToday(), { error: 'validation.dateInFuture' }),
  birthTime: TimeOfDaySchema,
  place: z.enum(BIRTH_PLACES, { error: 'validation.birthPlace' }),
  /** The nurse confirms a birth before {@link PRETERM_CONFIRM_BEFORE_WEEK} weeks (else 400 on `preterm`). */
  preterm: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  /** The nurse checked a birth weight outside the lines for its gestational age (core domain/birth-weight.ts; else 400 on that weight). */
  weightChecked: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  babies: z
    .array(NewbornSchema)
    .min(1, { error: 'validation.babies' })
    .max(3, { error: 'validation.babies' })
    // a birth records at least one baby born alive; a stillbirth alone is recorded as a loss
    .refine((babies) => babies.some((b) => b.outcome === undefined || b.outcome === 'live'), { error: 'validation.hmis.noLiveBaby' }),
  ...deliveryFields,
};

/** "This facility or another" is asked of a birth at a facility only (the server refuses it otherwise, on `facility`). */
export function isFacilityConsistent(b: { place: string; facility?: string }): boolean {
  return b.facility === undefined || b.place === 'facility';
}

/**
 * `POST /staff/people/:id/birth`: the mother gave birth; her account becomes mother-and-baby.
 * `confirmed: true` is the confirmation step ("what will change"): without it the call is a 400.
 */
export const BirthBodySchema = z.object({
  ...birthFields,
  confirmed: z.literal(true, { error: 'validation.confirmBirth' }),
});
export type BirthBody = z.input<typeof BirthBodySchema>;

/**
 * A stillbirth's delivery, asked on the loss form for the month's HMIS sheet (a stillbirth alone is recorded as a loss,
 * not as a birth): optional as a whole; once given, the sheet's delivery needs when and where she gave birth, the
 * baby's sex and whether the stillbirth was fresh or macerated; who attended, the mode and the presentation may stay
 * "not recorded", as on the birth form. "This facility or another" is asked of a birth at a facility only (the server
 * refuses it otherwise, on `delivery.facility`).
 */
export const StillbirthDeliverySchema = z.object({
  birthTime: TimeOfDaySchema,
  place: z.enum(BIRTH_PLACES, { error: 'validation.birthPlace' }),
  ...deliveryFields,
  sex: NewbornSchema.shape.sex,
  outcome: z.enum(['freshStillbirth', 'maceratedStillbirth'], { error: 'validation.hmis.outcome' }),
  birthWeight: NewbornSchema.shape.birthWeight.optional(),
});

/**
 * `POST /staff/people/:id/loss`: a miscarriage or stillbirth (the current pregnancy) or a baby's death (`babyId`); a
 * stillbirth's `delivery` is counted on the HMIS sheet (the server refuses it with another kind).
 */
export const LossBodySchema = z.object({
  kind: z.enum(LOSS_KINDS, { error: 'validation.lossKind' }),
  date: IsoDateSchema,
  babyId: z.uuid({ error: 'validation.invalid' }).optional(),
  delivery: StillbirthDeliverySchema.optional(),
  confirmed: z.literal(true, { error: 'validation.confirmLoss' }),
});
export type LossBody = z.input<typeof LossBodySchema>;

/** `POST /staff/people/baby`: register a baby with its own account (the family's mobile number). */
export const RegisterBabyBodySchema = RegisterMotherBodySchema.pick({
  first_name: true,
  last_name: true,
  mobile_number: true,
  address: true,
  healthPostId: true,
  lang: true,
  calendar: true,
}).extend({
  birthDate: IsoDateSchema,
  sex: z.enum(GENDERS, { error: 'validation.sex' }),
  birthWeight: boundedNumber(BABY_BOUNDS.weightGrams, 'babyWeightGrams', true).optional(),
  birthHeight: boundedNumber(BABY_BOUNDS.heightInches, 'babyHeightInches').optional(),
});
export type RegisterBabyBody = z.input<typeof RegisterBabyBodySchema>;

/** `POST /staff/people/:id/items`: a vaccine, medicine or check-up of the schedule was given. */
export const ItemGivenBodySchema = z.object({
  itemKey: z.string({ error: 'validation.itemKey' }).trim().min(1, { error: 'validation.itemKey' }).max(60, { error: 'validation.itemKey' }),
  /** For a baby's item: which baby (required when the account has more than one). */
  babyId: z.uuid({ error: 'validation.invalid' }).optional(),
  givenOn: IsoDateSchema,
  /** The time of a contact (a PNC check-up's: "within 24 hours of the birth" on the HMIS sheet); absent: not recorded. */
  givenTime: z
    .string({ error: 'validation.time' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' })
    .optional(),
  /** A Td dose's HMIS cell when not the item's own (Td 2+ for a woman vaccinated in an earlier pregnancy). */
  tdDose: z.enum(TD_DOSES, { error: 'validation.hmis.tdDose' }).optional(),
  givenBy: optionalText(120),
  givenAt: optionalText(120),
  notes: optionalText(500),
});
export type ItemGivenBody = z.input<typeof ItemGivenBodySchema>;

/** `POST /staff/people/:id/fetal-weights`: an ultrasound estimate of the fetal weight. */
export const FetalWeightBodySchema = z.object({
  measuredOn: IsoDateSchema,
  /** Which fetus: 1 (A) or 2 (B) for twins; 1 when there is one. */
  fetus: z.coerce
    .number({ error: 'validation.fetus' })
    .int({ error: 'validation.fetus' })
    .min(1, { error: 'validation.fetus' })
    .max(3, { error: 'validation.fetus' })
    .optional()
    .default(1),
  weightGrams: boundedNumber(BABY_BOUNDS.fetalWeightGrams, 'fetalWeightGrams', true),
});
export type FetalWeightBody = z.input<typeof FetalWeightBodySchema>;

/** `POST /staff/people/:id/growth`: a baby's weight and/or length. */
export const GrowthBodySchema = z
  .object({
    babyId: z.uuid({ error: 'validation.invalid' }).optional(),
    measuredOn: IsoDateSchema,
    weightGrams: boundedNumber(BABY_BOUNDS.weightGrams, 'babyWeightGrams', true).optional(),
    heightInches: boundedNumber(BABY_BOUNDS.heightInches, 'babyHeightInches').optional(),
  })
  .refine((b) => b.weightGrams !== undefined || b.heightInches !== undefined, { error: 'validation.growthEmpty', path: ['weightGrams'] });
export type GrowthBody = z.input<typeof GrowthBodySchema>;

/** What a correction needs beyond the new values: why (kept in the audit log with the old values). */
const reason = { reason: requiredText('validation.reason', 300) };

/** The kinds of entry that can be corrected, and the body each correction takes. */
export const CORRECTABLE = ['visits', 'fetal-weights', 'growth', 'items'] as const;
/** `PUT /staff/people/:id/births/:recordId`: the birth as it should have been recorded (same number of babies), and why. */
export const CorrectBirthBodySchema = z.object({ ...birthFields, ...reason });
export type CorrectBirthBody = z.input<typeof CorrectBirthBodySchema>;
export type Correctable = (typeof CORRECTABLE)[number];
export const CorrectVisitBodySchema = AntenatalVisitFields.extend(reason).refine(visitNotEmpty, { error: 'validation.visitEmpty', path: ['systolicPressure'] });
export const CorrectFetalWeightBodySchema = FetalWeightBodySchema.extend(reason);
export const CorrectGrowthBodySchema = z
  .object({
    measuredOn: IsoDateSchema,
    weightGrams: boundedNumber(BABY_BOUNDS.weightGrams, 'babyWeightGrams', true).optional(),
    heightInches: boundedNumber(BABY_BOUNDS.heightInches, 'babyHeightInches').optional(),
    ...reason,
  })
  .refine((b) => b.weightGrams !== undefined || b.heightInches !== undefined, { error: 'validation.growthEmpty', path: ['weightGrams'] });
export const CorrectItemBodySchema = ItemGivenBodySchema.pick({
  givenOn: true,
  givenTime: true,
  tdDose: true,
  givenBy: true,
  givenAt: true,
  notes: true,
}).extend(reason);
/**
 * `POST /staff/people/:id/visits/:visitId/review`: a nurse has seen a reading in the emergency range and acted;
 * the note says what was done (kept, audited; the flag clears on her dashboard and the due list).
 */
export const ReviewReadingBodySchema = z.object({ note: requiredText('validation.reviewNote', 500) });
export type ReviewReadingBody = z.input<typeof ReviewReadingBodySchema>;
/** `POST /staff/people/:id/:kind/:recordId/void`: the entry was wrong altogether (wrong person, never given). */
export const VoidBodySchema = z.object(reason);

/** `POST /staff/people/:id/loss/void`: a loss recorded by mistake (the pregnancy's, or `babyId`'s). */
export const UndoLossBodySchema = z.object({ babyId: z.uuid({ error: 'validation.invalid' }).optional(), ...reason });

/** `:id/:kind/:recordId` of a correction. */
export const RecordParamsSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  recordId: z.uuid({ error: 'validation.invalid' }),
});
/** `/staff/people/:id/visits/:visitId/review`: the person and her visit. */
export const VisitReviewParamsSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  visitId: z.uuid({ error: 'validation.invalid' }),
});

/** `PATCH /staff/people/:id`: edit a profile (and the current pregnancy's registration data). */
export const EditPersonBodySchema = z.object({
  first_name: requiredText('validation.person.firstName', 60).optional(),
  last_name: requiredText('validation.person.lastName', 60).optional(),
  address: requiredText('validation.person.address', 200).optional(),
  gender: z.enum(GENDERS, { error: 'validation.sex' }).optional(),
  lastMenstrualPeriod: IsoDateSchema.optional(),
  deliveryDueDate: IsoDateSchema.optional(),
  height: boundedNumber(MEASUREMENT_BOUNDS.heightInches, 'heightInches').nullable().optional(),
  weight: boundedNumber(MEASUREMENT_BOUNDS.weightKg, 'weightKg').nullable().optional(),
  emergency_phone_number: mobileNumberSchema().nullable().optional(),
  dateOfBirth: DateOfBirthSchema.nullable().optional(),
});
export type EditPersonBody = z.input<typeof EditPersonBodySchema>;

/** An item of a schedule as the console shows it: its status and, when given, the record. */
export const StaffItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  required_status: z.string(),
  dose: z.string(),
  dueDate: z.string(),
  status: z.enum(ITEM_STATUSES),
  confirmed: z.boolean(),
  /** Why a clinician must review the item's timing (the reference is unsure), in the caller's language; null when nothing to review. */
  review: z.string().nullable(),
  record: z
    .object({
      id: z.string(),
      givenOn: z.string(),
      givenTime: z.string().nullable(),
      tdDose: z.enum(TD_DOSES).nullable(),
      givenBy: z.string(),
      givenAt: z.string(),
      notes: z.string(),
      corrected: z.boolean(),
    })
    .nullable(),
});
export type StaffItem = z.infer<typeof StaffItemSchema>;

/** A schedule period with its items. */
export const StaffPeriodSchema = z.object({ key: z.string(), label: z.string(), date: z.string(), items: z.array(StaffItemSchema) });

/** `GET /staff/people/:id/records`: everything recorded for a person. */
export const PersonRecordsSchema = z.object({
  pregnancy: z
    .object({
      id: z.string(),
      lastMenstrualPeriod: z.string(),
      deliveryDueDate: z.string(),
      endedOn: z.string().nullable(),
      /** null while it goes on; else how it ended. */
      outcome: z.enum(['birth', 'miscarriage', 'stillbirth']).nullable(),
      /** The birth entry (correctable, removable) when the pregnancy ended in a birth recorded here. */
      birth: z
        .object({
          id: z.string(),
          birthDate: z.string(),
          birthTime: z.string(),
          place: z.enum(BIRTH_PLACES),
          preterm: z.boolean(),
          corrected: z.boolean(),
          facility: z.enum(BIRTH_FACILITIES).nullable(),
          attendant: z.enum(BIRTH_ATTENDANTS).nullable(),
          mode: z.enum(DELIVERY_MODES).nullable(),
          presentation: z.enum(PRESENTATIONS).nullable(),
          babies: z.array(
            z.object({
              sex: z.enum(GENDERS),
              birthWeight: z.number(),
              birthHeight: z.number().nullable(),
              name: z.string(),
              outcome: z.enum(BABY_OUTCOMES).nullable(),
              asphyxia: z.boolean().nullable(),
              defect: z.boolean().nullable(),
            }),
          ),
        })
        .nullable(),
      schedule: z.array(StaffPeriodSchema),
      fetalWeights: z.array(
        z.object({
          id: z.string(),
          measuredOn: z.string(),
          gestationalWeek: z.number().int(),
          fetus: z.number().int(),
          weightGrams: z.number().int(),
          corrected: z.boolean(),
          /** Against the WHO 10th-90th percentile at the exact gestational age (domain/verdicts.ts). */
          verdict: VerdictSchema,
        }),
      ),
    })
    .nullable(),
  babies: z.array(
    z.object({
      id: z.string(),
      birthDate: z.string(),
      sex: z.enum(GENDERS),
      /** '' until the family names the baby. */
      name: z.string(),
      /** 'alive', or 'died' (with `endedOn`): a baby who died has no schedule. */
      status: z.enum(['alive', 'died']),
      endedOn: z.string().nullable(),
      birthWeight: z.number().nullable(),
      birthHeight: z.number().nullable(),
      schedule: z.array(StaffPeriodSchema),
      growth: z.array(
        z.object({
          id: z.string(),
          measuredOn: z.string(),
          weightGrams: z.number().nullable(),
          heightInches: z.number().nullable(),
          corrected: z.boolean(),
          /** Against WHO -2 SD to +2 SD at the exact age (domain/verdicts.ts); null when not measured. */
          weightVerdict: VerdictSchema.nullable(),
          heightVerdict: VerdictSchema.nullable(),
        }),
      ),
    }),
  ),
});
export type PersonRecords = z.infer<typeof PersonRecordsSchema>;

/** `GET /staff/due?days=`: who needs a visit or vaccine in the next `days` days, and who missed one. */
export const DueQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(DUE_LIST_MAX_DAYS, { error: 'validation.invalid' })
    .default(7),
  /** The page, from 0: each holds up to 50 people due or late, in the order of their earliest due day on the list, then name, and up to 50 flagged. */
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(10_000, { error: 'validation.invalid' })
    .default(0),
});
export const DueEntrySchema = z.object({
  personId: z.string(),
  full_name: z.string(),
  mobile_number: z.string(),
  babyId: z.string().nullable(),
  itemKey: z.string(),
  name: z.string(),
  type: z.string(),
  dueDate: z.string(),
  status: z.enum(['due', 'overdue', 'upcoming', 'missed']),
});
/** A person whose latest readings are outside the normal range (emergencies first). */
export const FlaggedPersonSchema = z.object({ personId: z.string(), full_name: z.string(), mobile_number: z.string(), alerts: z.array(ReadingAlertSchema) });
export const DueResponseSchema = z.object({
  /** The page's entries. */
  dueSoon: z.array(DueEntrySchema),
  overdue: z.array(DueEntrySchema),
  /** The page's flagged people (up to 50 more a page, emergencies first). */
  flagged: z.array(FlaggedPersonSchema),
  /** Whether a next page exists. */
  more: z.boolean(),
  /** People on the whole list (every page): with an item in it, and with a flagged reading. */
  total: z.object({ people: z.number().int().nonnegative(), flagged: z.number().int().nonnegative() }),
});
export type DueEntry = z.infer<typeof DueEntrySchema>;

/** `PUT /staff/schedule-items/:key`: local change to an unconfirmed schedule item (reference/schedule-overrides.ts). Empty text keeps the reference's. */
export const ScheduleItemBodySchema = z.object({
  days: z.coerce
    .number({ error: 'validation.itemDays' })
    .int({ error: 'validation.itemDays' })
    .min(0, { error: 'validation.itemDays' })
    .max(600, { error: 'validation.itemDays' })
    .nullable()
    .optional(),
  dose_en: z.string().trim().max(200, { error: 'validation.tooLong' }).optional().default(''),
  dose_ne: z.string().trim().max(200, { error: 'validation.tooLong' }).optional().default(''),
  info_en: z.string().trim().max(1000, { error: 'validation.tooLong' }).optional().default(''),
  info_ne: z.string().trim().max(1000, { error: 'validation.tooLong' }).optional().default(''),
});
export type ScheduleItemBody = z.input<typeof ScheduleItemBodySchema>;
export const ScheduleItemParamsSchema = z.object({ key: z.string().trim().min(1, { error: 'validation.itemKey' }).max(60, { error: 'validation.itemKey' }) });

const BilingualSchema = z.object({ en: z.string(), ne: z.string() });
/** `GET /staff/schedule-items`: every item, what the reference says and what is in force. */
export const ScheduleItemsResponseSchema = z.object({
  items: z.array(
    z.object({
      key: z.string(),
      schedule: z.enum(['mother', 'baby']),
      period: z.string(),
      name: BilingualSchema,
      type: z.string(),
      confirmed: z.boolean(),
      days: z.number().int(),
      referenceDays: z.number().int(),
      dose: BilingualSchema,
      info: BilingualSchema,
      changed: z.boolean(),
      /** Why a clinician must review the item's timing (the reference is unsure); null when nothing to review. */
      review: BilingualSchema.nullable(),
    }),
  ),
});
export type ScheduleItemsResponse = z.infer<typeof ScheduleItemsResponseSchema>;

/**
 * What a service gets once a request has passed its schema (`z.output`: defaults applied, text
 * trimmed, numbers coerced), so services take these instead of typing bodies by hand.
 */
export type BirthBodyParsed = z.output<typeof BirthBodySchema>;
export type CorrectBirthBodyParsed = z.output<typeof CorrectBirthBodySchema>;
export type LossBodyParsed = z.output<typeof LossBodySchema>;
export type UndoLossBodyParsed = z.output<typeof UndoLossBodySchema>;
export type ItemGivenBodyParsed = z.output<typeof ItemGivenBodySchema>;
export type FetalWeightBodyParsed = z.output<typeof FetalWeightBodySchema>;
export type GrowthBodyParsed = z.output<typeof GrowthBodySchema>;
export type RegisterBabyBodyParsed = z.output<typeof RegisterBabyBodySchema>;
export type EditPersonBodyParsed = z.output<typeof EditPersonBodySchema>;
export type ScheduleItemBodyParsed = z.output<typeof ScheduleItemBodySchema>;
