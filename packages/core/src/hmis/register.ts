/**
 * The register the HMIS 9.3 month is counted from: the authoritative records of the database, flattened
 * into plain rows (the server's query builds it; the golden tests write it by hand, golden/FORMAT.md).
 * Every row names the health post where the service was given (`healthPostId`) and its civil date in
 * Nepal time. A row that a correction replaced stays in the register with `superseded: true` and is
 * never counted (docs/decisions/006-corrections.md); its replacement is a row of its own.
 *
 * Source of what is counted: reference/sources/nepal-hmis-dhis2.md §1.1-1.4.
 */
import { z } from 'zod';

const IsoDate = z.iso.date();
/** 'HH:MM', 24-hour clock, Nepal time. */
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const common = {
  id: z.string().min(1),
  healthPostId: z.number().int(),
  superseded: z.boolean().optional().default(false),
};

/** Who attended a birth (HMIS 9.3 "Delivery service"): a skilled birth attendant, another health worker, no health worker. */
export const BIRTH_ATTENDANTS = ['sba', 'otherHealthWorker', 'none'] as const;
/** Where a birth happened, as the sheet tells them apart: this health facility, another facility, at home, on the way. */
export const DELIVERY_PLACES = ['thisFacility', 'otherFacility', 'home', 'onTheWay'] as const;
/** How the baby was born (HMIS 9.3 "Type of delivery"). */
export const DELIVERY_MODES = ['spontaneous', 'vacuumForceps', 'caesarean'] as const;
/** Presentation (HMIS 9.3 "Type of delivery" × presentation). */
export const PRESENTATIONS = ['cephalic', 'breech', 'shoulder'] as const;
/** Each baby of a birth: born alive, or a fresh or macerated stillbirth. */
export const BABY_OUTCOMES = ['live', 'freshStillbirth', 'maceratedStillbirth'] as const;
/** Td doses given to a pregnant woman (HMIS 9.3 immunization: Td 1, Td 2, Td 2+). */
export const TD_DOSES = ['td1', 'td2', 'td2plus'] as const;
/** Obstetric complications of the sheet (reference §1.2 "APH, PPH, eclampsia, pre-eclampsia, retained placenta …"). */
export const OBSTETRIC_COMPLICATIONS = [
  'antepartumHaemorrhage',
  'postpartumHaemorrhage',
  'preEclampsia',
  'eclampsia',
  'retainedPlacenta',
  'prolongedLabour',
  'obstructedLabour',
  'ruptureUterus',
  'puerperalSepsis',
  'ectopicPregnancy',
  'abortionComplication',
  'other',
] as const;
/** When a maternal death happened: during pregnancy, during labour, after the birth. */
export const MATERNAL_DEATH_TIMINGS = ['antepartum', 'intrapartum', 'postpartum'] as const;
/** Antigens of the children's immunization section, with their dose numbers (reference §1.2 "Immunization (§1)"). */
export const ANTIGEN_DOSES = {
  bcg: [1],
  penta: [1, 2, 3],
  opv: [1, 2, 3],
  pcv: [1, 2, 3],
  rota: [1, 2],
  fipv: [1, 2],
  mr: [1, 2],
  je: [1],
  tcv: [1],
} as const;
export type Antigen = keyof typeof ANTIGEN_DOSES;
export const ANTIGENS = Object.keys(ANTIGEN_DOSES) as Antigen[];

export const RegisterMotherSchema = z.object({
  id: z.string().min(1),
  /** Her date of birth (AD), asked at registration; null when not recorded (her age group is then unknown). */
  dateOfBirth: IsoDate.nullable(),
});

export const RegisterAncVisitSchema = z.object({
  ...common,
  motherId: z.string().min(1),
  pregnancyId: z.string().min(1),
  visitDate: IsoDate,
  /** Completed weeks of gestation at the visit (from the LMP). */
  gestationalWeek: z.number().int().min(0).max(45),
  /** The nurse's answer "first ANC contact of this pregnancy (anywhere)?"; null: not recorded. */
  firstAnc: z.boolean().nullable(),
});

export const RegisterTdDoseSchema = z.object({
  ...common,
  motherId: z.string().min(1),
  givenOn: IsoDate,
  dose: z.enum(TD_DOSES),
});

export const RegisterBabySchema = z.object({
  sex: z.enum(['female', 'male', 'other']),
  /** null: not recorded. */
  outcome: z.enum(BABY_OUTCOMES).nullable(),
  weightGrams: z.number().int().positive().nullable(),
  asphyxia: z.boolean().nullable(),
  defect: z.boolean().nullable(),
});

export const RegisterDeliverySchema = z.object({
  ...common,
  motherId: z.string().min(1),
  pregnancyId: z.string().min(1),
  bornOn: IsoDate,
  bornAt: TimeOfDay,
  attendant: z.enum(BIRTH_ATTENDANTS).nullable(),
  place: z.enum(DELIVERY_PLACES).nullable(),
  mode: z.enum(DELIVERY_MODES).nullable(),
  presentation: z.enum(PRESENTATIONS).nullable(),
  babies: z.array(RegisterBabySchema).min(1),
});

export const RegisterPncContactSchema = z.object({
  ...common,
  motherId: z.string().min(1),
  pregnancyId: z.string().min(1),
  visitedOn: IsoDate,
  /** null: the time was not recorded. */
  visitedAt: TimeOfDay.nullable(),
});

export const RegisterComplicationSchema = z.object({
  ...common,
  motherId: z.string().min(1),
  occurredOn: IsoDate,
  kind: z.enum(OBSTETRIC_COMPLICATIONS),
});

export const RegisterMaternalDeathSchema = z.object({
  ...common,
  motherId: z.string().min(1),
  diedOn: IsoDate,
  timing: z.enum(MATERNAL_DEATH_TIMINGS),
});

export const RegisterVaccinationSchema = z
  .object({
    ...common,
    childId: z.string().min(1),
    givenOn: IsoDate,
    antigen: z.enum(ANTIGENS as [Antigen, ...Antigen[]]),
    dose: z.number().int().min(1).max(3),
  })
  .refine((v) => (ANTIGEN_DOSES[v.antigen] as readonly number[]).includes(v.dose), { message: 'no such dose of this antigen', path: ['dose'] });

/** The whole register (see golden/FORMAT.md for the JSON a golden month is written in). */
export const HmisRegisterSchema = z.object({
  mothers: z.array(RegisterMotherSchema).default([]),
  ancVisits: z.array(RegisterAncVisitSchema).default([]),
  tdDoses: z.array(RegisterTdDoseSchema).default([]),
  deliveries: z.array(RegisterDeliverySchema).default([]),
  pncContacts: z.array(RegisterPncContactSchema).default([]),
  complications: z.array(RegisterComplicationSchema).default([]),
  maternalDeaths: z.array(RegisterMaternalDeathSchema).default([]),
  vaccinations: z.array(RegisterVaccinationSchema).default([]),
});
/** A register as the rules read it (defaults applied). */
export type HmisRegister = z.output<typeof HmisRegisterSchema>;
/** A register as written (optional lists and `superseded` may be left out). */
export type HmisRegisterInput = z.input<typeof HmisRegisterSchema>;
export type AncVisit = HmisRegister['ancVisits'][number];
export type Delivery = HmisRegister['deliveries'][number];
export type PncContact = HmisRegister['pncContacts'][number];
