import type { Provider } from '@mamata/core/schemas/auth';
import { GENDERS, REGISTRATION_TYPES } from '@mamata/core/schemas/auth';
import { babyAgeDays, gestationalAgeDays } from '@mamata/core/domain/pregnancy';
import { bmi } from '@mamata/core/domain/bmi';
import { ownPostnatalCareFrom } from '@mamata/core/domain/schedule';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findProviderProfile, findProviderProfileBySession, findSettings, updateSettings, type ProfileRow } from './providers.queries.ts';
import type { LiveSessionRow, SessionLookup } from '../../db/live-session.ts';
import { CALENDARS, LANGS } from '@mamata/core/preferences';
import type { ProviderSettings, ProviderSettingsBody } from '@mamata/core/schemas/reminders';

function asEnum<T extends readonly string[]>(values: T, value: string): T[number] {
  if (!(values as readonly string[]).includes(value)) throw new Error(`unexpected value ${value}`);
  return value;
}

/**
 * The spec's provider shape (§3) for the account `providerId`. Callers pass the id of the
 * session's own account, so a mother can only ever read herself.
 */
export async function getProviderProfile(db: Db, providerId: string): Promise<Provider> {
  const found = await findProviderProfile(db, providerId);
  if (!found) throw new AppError('NOT_FOUND', 'errors.notFound');
  return profileOut(found);
}

/** The profile read with its session: the spec's shape is made only once the session is accepted. */
export interface ProfileWithSession {
  session: LiveSessionRow;
  provider: () => Provider;
}

/**
 * GET /provider/me in one round trip: the profile of the account of the session `lookup` names, with the
 * session's columns (undefined when no live session: the route answers 401, plugins/auth.ts).
 */
export async function getProviderProfileBySession(db: Db, lookup: SessionLookup): Promise<ProfileWithSession | undefined> {
  const found = await findProviderProfileBySession(db, lookup);
  return found ? { session: found.session, provider: () => profileOut(found) } : undefined;
}

/** The spec's provider shape of a profile row (providers.queries.ts). */
function profileOut(found: ProfileRow): Provider {
  const { provider: p, healthPost, pregnancy, babies, lostBaby, visitWeight } = found;
  const baby = babies[0];
  // One weight and one BMI for every screen: the latest weight recorded at a visit, else the weight at
  // registration, with her height (domain/bmi.ts).
  const latestWeight =
    pregnancy && visitWeight
      ? { kg: Number(visitWeight[1]), date: visitWeight[0] }
      : pregnancy?.weightKg != null
        ? { kg: Number(pregnancy.weightKg), date: pregnancy.createdOn }
        : null;
  const heightInches = pregnancy?.heightInches ?? null;
  // A loss the app speaks about gently: a miscarriage or stillbirth of her latest pregnancy, or a baby
  // who died when no baby of the account is alive (schema/providers.ts: pregnancies.outcome, babies.status).
  // `ownCareFrom`: the day her own postnatal care counts from when she has it (core ownPostnatalCareFrom: a
  // stillbirth, or the death of her babies, the last of them being `lostBaby`, within her postnatal period).
  const loss: Provider['loss'] =
    pregnancy && (pregnancy.outcome === 'miscarriage' || pregnancy.outcome === 'stillbirth') && pregnancy.endedOn
      ? {
          kind: pregnancy.outcome,
          date: pregnancy.endedOn,
          ownCareFrom: ownPostnatalCareFrom({ endedOn: pregnancy.endedOn, outcome: pregnancy.outcome, babies: [] }),
        }
      : !baby && lostBaby?.endedOn
        ? {
            kind: 'babyDeath' as const,
            date: lostBaby.endedOn,
            ownCareFrom: ownPostnatalCareFrom({ endedOn: lostBaby.birthDate, outcome: 'birth', babies: [{ status: 'died', endedOn: lostBaby.endedOn }] }),
          }
        : null;
  // A pregnancy that ended (a birth was recorded) is history, not the current report.
  const current = pregnancy && !pregnancy.endedOn ? pregnancy : undefined;
  return {
    _id: p.id,
    mobile_number: p.mobileNumber,
    active: p.active,
    registration_type: asEnum(REGISTRATION_TYPES, p.registrationType),
    mustChangePassword: p.mustChangePassword,
    profile: {
      first_name: p.firstName,
      last_name: p.lastName,
      gender: asEnum(GENDERS, p.gender),
      address: p.address,
    },
    healthPost: healthPost ?? null,
    babyBirthDate: baby?.birthDate ?? null,
    babyBirthWeight: baby?.birthWeightGrams ?? null,
    babyBirthHeight: baby?.birthHeightInches ?? null,
    babyGender: baby ? asEnum(GENDERS, baby.sex) : null,
    babyAgeDays: baby ? babyAgeDays(baby.birthDate) : null,
    report: current
      ? {
          deliveryDueDate: current.dueDate,
          lastMensurationDate: current.lastMenstrualPeriod,
          babyInDays: gestationalAgeDays(current.lastMenstrualPeriod),
          height: current.heightInches,
          weight: current.weightKg,
          // one BMI on every screen: the latest weight with her height (docs/decisions/008)
          bmi: bmi(latestWeight?.kg ?? null, heightInches),
          emergency_phone_number: current.emergencyPhoneNumber,
        }
      : null,
    loss,
    latestWeight: latestWeight ? { ...latestWeight, heightInches, bmi: bmi(latestWeight.kg, heightInches) } : null,
    babies: babies.map((b) => ({
      _id: b.id,
      name: b.name,
      sex: asEnum(GENDERS, b.sex),
      birthDate: b.birthDate,
      birthWeight: b.birthWeightGrams,
      birthHeight: b.birthHeightInches === null ? null : Number(b.birthHeightInches),
      latestWeight: b.latestWeight ? { grams: Number(b.latestWeight[1]), date: b.latestWeight[0] } : null,
      latestLength: b.latestLength ? { inches: Number(b.latestLength[1]), date: b.latestLength[0] } : null,
    })),
  };
}

/** Her stored settings; the values come from checked columns, so they are the schema's. */
function settingsOut(row: { lang: string; calendar: string; pushEnabled: boolean; smsEnabled: boolean } | undefined): ProviderSettings {
  if (!row) throw new AppError('NOT_FOUND', 'errors.notFound');
  return { lang: asEnum(LANGS, row.lang), calendar: asEnum(CALENDARS, row.calendar), pushEnabled: row.pushEnabled, smsEnabled: row.smsEnabled };
}

/** Her language, calendar and notification settings (reminders are written in them). */
export async function getSettings(db: Db, providerId: string): Promise<ProviderSettings> {
  return settingsOut(await findSettings(db, providerId));
}

/** Stores what the app reports at login and on change; only the session's own account. */
export async function changeSettings(db: Db, providerId: string, body: ProviderSettingsBody): Promise<ProviderSettings> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  return settingsOut(await updateSettings(db, providerId, changes));
}
