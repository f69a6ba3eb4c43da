import type { Provider } from '@mamata/core/schemas/auth';
import { GENDERS, REGISTRATION_TYPES } from '@mamata/core/schemas/auth';
import { babyAgeDays, gestationalAgeDays } from '@mamata/core/domain/pregnancy';
import { bmi } from '@mamata/core/domain/bmi';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findProviderProfile } from './providers.queries.ts';

function asEnum<T extends readonly string[]>(values: T, value: string): T[number] {
  if (!(values as readonly string[]).includes(value)) throw new Error(`unexpected value ${value}`);
  return value as T[number];
}

/**
 * The spec's provider shape (§3) for the account `providerId`. Callers pass the id of the
 * session's own account, so a mother can only ever read herself.
 */
export async function getProviderProfile(db: Db, providerId: string): Promise<Provider> {
  const found = await findProviderProfile(db, providerId);
  if (!found) throw new AppError('NOT_FOUND', 'errors.notFound');
  const { provider: p, healthPost, pregnancy, baby } = found;
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
          bmi: bmi(current.weightKg, current.heightInches),
          emergency_phone_number: current.emergencyPhoneNumber,
        }
      : null,
  };
}
