/**
 * Accounts the staff console creates for mothers (staff module) and babies (births module): the
 * checks before one is made and its one-time password. Shared by both so neither imports the other.
 */
import { randomInt } from 'node:crypto';
import type { CALENDARS, Lang } from '@mamata/core/preferences';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { registrationHealthPost, staffActor, type StaffAuth } from '../access/access.service.ts';
import * as q from './accounts.queries.ts';

/** One-time passwords avoid letters and digits that are read alike (l/1, O/0). */
const OTP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const OTP_LENGTH = 8;

/** A fresh one-time password for a nurse to hand over; the account must change it at first login. */
export function newOneTimePassword(): string {
  return Array.from({ length: OTP_LENGTH }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join('');
}

/**
 * A new account at the staff member's health post (or, for an administrator, the one asked for):
 * refuses a mobile number already registered, and gives it a one-time password to hand over, which
 * must be changed at first login. The caller stores it with what is registered alongside.
 */
export async function newAccount(
  db: Db,
  auth: StaffAuth,
  person: {
    first_name: string;
    last_name: string;
    mobile_number: string;
    address: string;
    healthPostId?: number;
    lang?: Lang;
    calendar?: (typeof CALENDARS)[number];
    registrationType: 'MOTHER' | 'BABY';
    gender: 'female' | 'male' | 'other';
    dateOfBirth?: string;
  },
): Promise<{ account: q.NewAccount; oneTimePassword: string }> {
  const post = await registrationHealthPost(db, auth, person.healthPostId);
  if (await q.mobileTaken(db, person.mobile_number)) throw new AppError('CONFLICT', 'errors.mobileTaken', {}, { mobile_number: 'errors.mobileTaken' });
  const oneTimePassword = newOneTimePassword();
  return {
    oneTimePassword,
    account: {
      provider: {
        mobileNumber: person.mobile_number,
        passwordHash: await hashPassword(oneTimePassword),
        mustChangePassword: true,
        registrationType: person.registrationType,
        firstName: person.first_name,
        lastName: person.last_name,
        gender: person.gender,
        address: person.address,
        healthPostId: post.id,
        dateOfBirth: person.dateOfBirth ?? null,
        // her reminders' language and calendar until the app reports her own choice (docs/decisions/012-reminders.md)
        ...(person.lang ? { lang: person.lang } : {}),
        ...(person.calendar ? { calendar: person.calendar } : {}),
      },
      palikaId: post.palikaId,
      audit: { actor: staffActor(auth), entry: { action: 'create', entity: 'provider', ip: auth.ip } },
    },
  };
}
