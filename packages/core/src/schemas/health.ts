/**
 * The logged-in provider's health screens (spec §3 "Mother schedule period", "Baby schedule
 * period", "Vaccine", "Provider report details"; §7 calls). All calls are GET, need the provider's
 * bearer token (401 without it, 401 with a staff token) and only ever answer about the caller's own
 * account. Texts (item name, dose, info) come in the language of Accept-Language (en | ne, default en).
 * Dates are Nepal civil dates 'YYYY-MM-DD'; units as spec §9 (baby weight grams, heights inches,
 * mother weight kg, blood pressure mmHg, water level (amniotic fluid index) cm).
 *
 * - `GET /api/v1/provider/mother-table` -> `{ motherTables }`: every antenatal period of the current (or,
 *   for MOTHER_AND_BABY, the latest) pregnancy with all its items and their status today. `[]` when the
 *   account has no pregnancy (a BABY account).
 * - `GET /api/v1/provider/baby-table` -> `{ babyTables, provider: { babyGender }, babyGender, babies? }`: every
 *   period of the baby's schedule (birth to 15 months). `[]` when the account has no baby yet.
 *   `provider.babyGender` is the spec's 'girl' | 'boy' (spec §3: the girl picture for 'girl', the boy picture
 *   otherwise); the top-level `babyGender` is the recorded sex ('female' | 'male' | 'other'). Twins:
 *   `babyTables` is the first baby's (latest birth, then registration order); `babies` lists every baby of
 *   the account with its own tables and is present only when there is more than one.
 * - `GET /api/v1/provider/mother-alert` / `GET /api/v1/provider/baby-alert` -> the same shapes (reminders):
 *   only the items that are 'due', 'overdue', or 'upcoming' within REMINDER_LEAD_DAYS, and only the periods
 *   that still have such an item.
 * - `GET /api/v1/provider/provider-report` -> `{ patientReportDetails }`: normal (reference) curves and the
 *   person's own measurements, each with its date and week (or age) so a chart can plot it at its x and label
 *   it with its date. Empty arrays when nothing was measured. The spec's client reads the normal curves by
 *   index (spec §9): `normalFetalWeightData[w]` is week w (43 entries, weeks 0-42, null values where the WHO
 *   chart has none), `normalBabyGrowthtData[m]` is month m (25 entries, months 0-24, or none without a baby).
 *   `normalMotherData` and `normalBMIData` are the chart's nine points, weeks 24..40 step 2. Every row also
 *   names its `week` / `ageMonths`.
 * - `GET /api/v1/provider/me` (schemas/auth.ts `ProviderSchema`): `report` for a mother (due date, LMP,
 *   baby in days, height, weight, BMI, emergency number), `babyBirthDate/Weight/Height`, `babyGender`,
 *   `babyAgeDays` for a baby.
 */
import { z } from 'zod';
import { GENDERS } from './auth.ts';
import { SPEC_BABY_GENDERS } from '../domain/baby-gender.ts';
import { ALERT_LEVELS, ALERT_SERIES } from '../domain/verdict-levels.ts';

/** Reminders show an 'upcoming' item this many days before its due day. A reminder setting, not a clinical value. */
export const REMINDER_LEAD_DAYS = 7;

/** Statuses of a schedule item (domain/schedule.ts `ItemStatus`). */
export const ITEM_STATUSES = ['given', 'due', 'overdue', 'upcoming', 'missed', 'too-late', 'closed'] as const;

/** A Nepal civil date 'YYYY-MM-DD'. */
const DateSchema = z.iso.date();

/** One vaccine, check-up or medicine of a period (spec §3 "Vaccine"), in the caller's language. */
export const ScheduleItemSchema = z.object({
  /** The item's stable key (reference/schedule-templates.ts), e.g. 'bcg', 'td-1', 'anc-contact-2'. */
  _id: z.string(),
  name: z.string(),
  required_status: z.enum(['required', 'recommended']),
  type: z.enum(['vaccine', 'checkup', 'medicine']),
  status: z.enum(ITEM_STATUSES),
  dose: z.string(),
  /** Due day: days since LMP (mother) or since birth (baby). */
  days: z.number().int(),
  /** Description (spec "info"). */
  info: z.string(),
  /** Due date (may be later than origin + days when the item must wait for an earlier dose). */
  dueDate: DateSchema,
  /** Date the health post recorded it as given, else null. */
  givenOn: DateSchema.nullable(),
  /** False when the reference marks the item unverified: show "check with your health post". */
  confirmed: z.boolean(),
});
/** See {@link ScheduleItemSchema}. */
export type ScheduleItem = z.infer<typeof ScheduleItemSchema>;

/** A mother schedule period (spec §3 `motherTables[]`). */
export const MotherTablePeriodSchema = z.object({
  /** The period's stable key, e.g. 'contact-2'. */
  _id: z.string(),
  /** Picture file name (under /images/). */
  image: z.string(),
  /** Days since LMP, as a string (spec): '0' shows week 1, else floor(days / 7). */
  fromDays: z.string(),
  /** The week number to show (domain/schedule.ts weekLabelOfFromDays); extra to the spec. */
  week: z.number().int(),
  dateFrom: DateSchema,
  dateTo: DateSchema,
  vaccines: z.array(ScheduleItemSchema),
});
/** See {@link MotherTablePeriodSchema}. */
export type MotherTablePeriod = z.infer<typeof MotherTablePeriodSchema>;

/** A baby schedule period (spec §3 `babyTables[]`). */
export const BabyTablePeriodSchema = z.object({
  /** The period's stable key, e.g. 'birth', '6-weeks'. */
  _id: z.string(),
  imageBoy: z.string(),
  imageGirl: z.string(),
  /** Days since birth, as a string (spec): '0' shows 'At Birth', else 'Week' + floor(days / 7). */
  birthDays: z.string(),
  atDate: DateSchema,
  vaccines: z.array(ScheduleItemSchema),
});
/** See {@link BabyTablePeriodSchema}. */
export type BabyTablePeriod = z.infer<typeof BabyTablePeriodSchema>;

/** `GET /provider/mother-table` and `GET /provider/mother-alert`. */
export const MotherTableResponseSchema = z.object({ motherTables: z.array(MotherTablePeriodSchema) });
/** See {@link MotherTableResponseSchema}. */
export type MotherTableResponse = z.infer<typeof MotherTableResponseSchema>;

/** The baby's sex as recorded; the girl picture for 'female', the boy picture otherwise (spec §2). */
const BabyGenderSchema = z.enum(GENDERS).nullable();

export { SPEC_BABY_GENDERS, specBabyGender } from '../domain/baby-gender.ts';

/** `provider.babyGender` of the spec: 'girl' for a recorded 'female', 'boy' otherwise; null without a baby. */
const SpecBabyGenderSchema = z.enum(SPEC_BABY_GENDERS).nullable();

/** One baby of the account with its own schedule (twins). */
export const BabyScheduleSchema = z.object({
  _id: z.string(),
  babyGender: z.enum(GENDERS),
  babyBirthDate: DateSchema,
  babyTables: z.array(BabyTablePeriodSchema),
});

/** `GET /provider/baby-table` and `GET /provider/baby-alert`. */
export const BabyTableResponseSchema = z.object({
  babyTables: z.array(BabyTablePeriodSchema),
  /** The spec's field (spec §3): the baby of `babyTables` as 'girl' or 'boy', null when there is no baby. */
  provider: z.object({ babyGender: SpecBabyGenderSchema }),
  /** Sex of the baby of `babyTables` as recorded, null when there is no baby. */
  babyGender: BabyGenderSchema,
  /** Every baby of the account, first one first; only when there is more than one (twins). */
  babies: z.array(BabyScheduleSchema).optional(),
});
/** See {@link BabyTableResponseSchema}. */
export type BabyTableResponse = z.infer<typeof BabyTableResponseSchema>;

/** Normal mother values at one gestation week (spec `normalMotherData[]`). */
export const NormalMotherPointSchema = z.object({
  week: z.number().int(),
  /** Typical (median) systolic pressure, mmHg (reference/pregnancy-blood-pressure.ts). */
  systolicPressure: z.number(),
  /** Typical (median) diastolic pressure, mmHg. */
  diastolicPressure: z.number(),
  /** Upper limit of normal in pregnancy (hypertension at or above), mmHg: 140 / 90. */
  systolicMax: z.number(),
  diastolicMax: z.number(),
  /** Median amniotic fluid index, cm (reference/amniotic-fluid-index.ts). */
  wombWaterLevel: z.number(),
  /** 5th and 95th percentile of the amniotic fluid index, cm. */
  wombWaterLevelLow: z.number(),
  wombWaterLevelHigh: z.number(),
});

/**
 * Normal BMI at one gestation week (spec `normalBMIData[]`), personal: her registration (pre-pregnancy)
 * weight plus the IOM 2009 gain band for its BMI category (domain/gestational-weight.ts). Empty without
 * a registration height and weight.
 */
export const NormalBmiPointSchema = z.object({
  week: z.number().int(),
  currentBmi: z.number(),
  bmiLow: z.number(),
  bmiHigh: z.number(),
});

/**
 * Normal estimated fetal weight at one week, grams (spec `normalFetalWeightData[]`; WHO fetal growth charts).
 * Null values for a week the chart does not cover (before 14, after 40).
 */
export const NormalFetalWeightPointSchema = z.object({
  week: z.number().int(),
  /** Median (50th percentile). */
  weight: z.number().nullable(),
  /** 10th and 90th percentiles. */
  weightLow: z.number().nullable(),
  weightHigh: z.number().nullable(),
});

/** Entries of `normalFetalWeightData`: weeks 0 to 42, entry i is week i (spec §9 reads indexes 24 to 40). */
export const FETAL_WEIGHT_ENTRIES = 43;
/** Entries of `normalBabyGrowthtData` with a baby: months 0 to 24, entry i is month i (spec §9 reads 2 to 18). */
export const BABY_GROWTH_ENTRIES = 25;

/** `normalFetalWeightData`: indexed by week. */
const NormalFetalWeightDataSchema = z
  .array(NormalFetalWeightPointSchema)
  .length(FETAL_WEIGHT_ENTRIES)
  .describe('Indexed by gestation week: entry i is week i, weeks 0-42; weight values null where the WHO chart has none (before 14, after 40).');

/** Normal baby growth at one age (spec `normalBabyGrowthtData[]`; WHO Child Growth Standards for the baby's sex). */
export const NormalBabyGrowthPointSchema = z.object({
  /** Completed months. */
  ageMonths: z.number().int(),
  /** Median weight, grams. */
  weight: z.number(),
  /** Median length, inches. */
  height: z.number(),
  /** -2 SD and +2 SD lines. */
  weightLow: z.number(),
  weightHigh: z.number(),
  heightLow: z.number(),
  heightHigh: z.number(),
});

/** `normalBabyGrowthtData`: indexed by month, or empty without a baby. */
const NormalBabyGrowthDataSchema = z
  .array(NormalBabyGrowthPointSchema)
  .max(BABY_GROWTH_ENTRIES)
  .refine((rows) => rows.length === 0 || rows.length === BABY_GROWTH_ENTRIES, `${BABY_GROWTH_ENTRIES} entries or none`)
  .describe('Indexed by completed month: entry i is month i, months 0-24 (25 entries); empty when the account has no baby.');

/** One antenatal visit's readings (spec `motherProgressReport[]`); a reading not taken is null. */
export const MotherProgressPointSchema = z.object({
  date: DateSchema,
  week: z.number().int(),
  systolicPressure: z.number().nullable(),
  diastolicPressure: z.number().nullable(),
  /** Amniotic fluid index, cm. */
  waterLevel: z.number().nullable(),
  /** kg. */
  motherWeight: z.number().nullable(),
  /** weight / (height in x 0.0254)^2, two decimals; null without height or weight. */
  currentBmi: z.number().nullable(),
});

/** One ultrasound fetal weight estimate (spec `babyWombProgressReport[]`), grams. */
export const BabyWombProgressPointSchema = z.object({
  date: DateSchema,
  week: z.number().int(),
  babyWeight: z.number(),
});

/** One growth measurement after birth (spec `babyBornProgressReport[]`); weight grams, height inches. */
export const BabyBornProgressPointSchema = z.object({
  date: DateSchema,
  /** Whole days since birth. */
  ageDays: z.number().int(),
  /** Age in months (ageDays / 30.4375, two decimals): the chart's x. */
  ageMonths: z.number(),
  babyWeight: z.number().nullable(),
  babyHeight: z.number().nullable(),
});

/** A verdict on one reading (domain/verdicts.ts): its level and, outside the range, low or high. */
export const VerdictSchema = z.object({ level: z.enum(ALERT_LEVELS), direction: z.enum(['low', 'high']).nullable() });

/** A verdict on one series of a reading (a visit has blood pressure, amniotic fluid and weight). */
export const SeriesVerdictSchema = VerdictSchema.extend({ series: z.enum(ALERT_SERIES) });

/**
 * The verdict on the latest reading of one series (domain/verdicts.ts, where the thresholds are cited):
 * `emergency` (blood pressure >= 160/110: go to hospital now or call 102), `see-health-worker` (outside the
 * normal range), `normal`, `no-reference` (the reference has nothing for that week or age). Every screen
 * shows these as they are. Most urgent first.
 */
export const ReadingAlertSchema = z.object({
  series: z.enum(ALERT_SERIES),
  level: z.enum(ALERT_LEVELS),
  /** Below or above the normal range; null when within it or without a reference. */
  direction: z.enum(['low', 'high']).nullable(),
  /** [systolic, diastolic] (mmHg) for blood pressure, else the one value in the series' unit (cm, kg, g, in). */
  value: z.array(z.number().nullable()),
  date: DateSchema,
  /** The baby of a baby series (babyWeight, babyHeight); null otherwise. */
  babyId: z.string().nullable(),
  /** A blood pressure in the emergency range not yet marked reviewed: its visit (a nurse's review clears it). */
  visitId: z.string().optional(),
});
/** See {@link ReadingAlertSchema}. */
export type ReadingAlertOut = z.infer<typeof ReadingAlertSchema>;

/** The baby-specific part of a report (also one entry of `babies` for twins). */
export const BabyReportSchema = z.object({
  _id: z.string(),
  babyGender: z.enum(GENDERS),
  babyBirthDate: DateSchema,
  /** Birth weight (grams) and length (inches) as registered, like `provider/me`'s `babyBirthWeight`/`babyBirthHeight`. */
  babyBirthWeight: z.number().nullable(),
  babyBirthHeight: z.number().nullable(),
  normalBabyGrowthtData: NormalBabyGrowthDataSchema,
  babyWombProgressReport: z.array(BabyWombProgressPointSchema),
  babyBornProgressReport: z.array(BabyBornProgressPointSchema),
});

/** `GET /provider/provider-report` (spec §3 "Provider report details"; field names exactly the spec's). */
export const ProviderReportResponseSchema = z.object({
  patientReportDetails: z.object({
    normalMotherData: z.array(NormalMotherPointSchema),
    normalBMIData: z.array(NormalBmiPointSchema),
    normalFetalWeightData: NormalFetalWeightDataSchema,
    normalBabyGrowthtData: NormalBabyGrowthDataSchema,
    patientReport: z.object({
      motherProgressReport: z.array(MotherProgressPointSchema),
      babyWombProgressReport: z.array(BabyWombProgressPointSchema),
      babyBornProgressReport: z.array(BabyBornProgressPointSchema),
      /** Verdicts on the latest reading of each series (the pregnancy's and every baby's), most urgent first. */
      alerts: z.array(ReadingAlertSchema),
    }),
    provider: z.object({
      /** Mother's height, inches (null when unknown or a BABY account). */
      height: z.number().nullable(),
      /** The spec's 'girl' | 'boy' (spec §3), as under the baby table's provider; null without a baby. */
      babyGender: SpecBabyGenderSchema,
    }),
    /** Sex of the first baby as recorded ('female' | 'male' | 'other'), null without a baby. */
    babyGender: BabyGenderSchema,
    /** Every baby of the account, first one first; only when there is more than one (twins). */
    babies: z.array(BabyReportSchema).optional(),
  }),
});
/** See {@link ProviderReportResponseSchema}. */
export type ProviderReportResponse = z.infer<typeof ProviderReportResponseSchema>;
/** See {@link ProviderReportResponseSchema}. */
export type PatientReportDetails = ProviderReportResponse['patientReportDetails'];
