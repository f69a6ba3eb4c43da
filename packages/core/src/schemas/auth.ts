import { z } from 'zod';
import { MobileNumberSchema, toAsciiDigits } from './common.ts';
import { REGISTRATION_TYPES } from '../domain/registration.ts';

/** Minimum length of a new password (docs/spec/decisions.md: the server enforces 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a huge body cannot make hashing expensive. */
export const PASSWORD_MAX_LENGTH = 128;

/** `GET /provider-map-palika/base-url?mobile_number=` (spec §4 step 1). */
export const BaseUrlQuerySchema = z.object({ mobile_number: MobileNumberSchema });
/** Lookup answer: the base address of the mobile number's palika server. */
export const BaseUrlResponseSchema = z.object({
  data: z.object({ baseUrl: z.string() }),
});

/** `POST /provider/login` payload (spec §3). `fcmToken` is always undefined from the web app. */
export const LoginBodySchema = z.object({
  mobile_number: MobileNumberSchema,
  password: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.tooLong' }),
  fcmToken: z.string().max(4096).optional(),
});
/** The login form's own values (the same rules as the payload). */
export type LoginBody = z.input<typeof LoginBodySchema>;

/** A login code sent by SMS (docs/decisions/026-login-lockout-and-proxies.md): this many digits, for this many minutes. */
export const LOGIN_CODE_DIGITS = 6;
export const LOGIN_CODE_MINUTES = 10;

/** `POST /provider/login-code`: send a login code by SMS to this number (when it is registered). */
export const LoginCodeRequestBodySchema = z.object({ mobile_number: MobileNumberSchema });
/** The same answer whether the number is registered or not; `request_id` goes with the code to `/provider/login-code/verify`. */
export const LoginCodeRequestResponseSchema = z.object({ message: z.string(), request_id: z.string() });

/** `POST /provider/login-code/verify`: the code from the SMS, with the request it answers. */
export const LoginCodeVerifyBodySchema = z.object({
  mobile_number: MobileNumberSchema,
  request_id: z.uuid({ error: 'validation.invalid' }),
  code: z
    .string({ error: 'validation.loginCode.required' })
    .transform((v) => toAsciiDigits(v).replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.loginCode.required' })
        .regex(new RegExp(`^\\d{${LOGIN_CODE_DIGITS}}$`), { error: 'validation.loginCode.invalid' }),
    ),
});
/** The login-code form's own values. */
export type LoginCodeVerifyBody = z.input<typeof LoginCodeVerifyBodySchema>;

export { isBabyProfile, REGISTRATION_TYPES, type RegistrationType } from '../domain/registration.ts';

/** Genders as recorded by the health post. */
export const GENDERS = ['female', 'male', 'other'] as const;

/** Mother report of the provider profile (spec §3; heights in inches, weight in kg). */
export const MotherReportSchema = z.object({
  deliveryDueDate: z.string().nullable(),
  lastMensurationDate: z.string().nullable(),
  babyInDays: z.number().int().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  /** weight / (height in x 0.0254)^2, two decimals (spec §3); null without height or weight. */
  bmi: z.number().nullable(),
  emergency_phone_number: z.string().nullable(),
});

/** The spec's provider shape (`provider` of `GET /provider/me`). Never carries a password hash. */
export const ProviderSchema = z.object({
  _id: z.string(),
  mobile_number: z.string(),
  active: z.boolean(),
  registration_type: z.enum(REGISTRATION_TYPES),
  mustChangePassword: z.boolean(),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    gender: z.enum(GENDERS),
    address: z.string(),
  }),
  healthPost: z.object({ id: z.number().int(), name: z.string(), name_ne: z.string(), phone: z.string().nullable() }).nullable(),
  babyBirthDate: z.string().nullable(),
  babyBirthWeight: z.number().nullable(),
  babyBirthHeight: z.number().nullable(),
  babyGender: z.enum(GENDERS).nullable(),
  /** The baby's age in whole days since birth, from midnight in Nepal (spec §3); null without a baby. */
  babyAgeDays: z.number().int().nullable(),
  report: MotherReportSchema.nullable(),
  /**
   * A pregnancy that ended in a miscarriage or stillbirth, or a baby who died (when no baby of the
   * account is alive): the app shows her own care, gently, and no baby items. Null otherwise.
   */
  loss: z
    .object({
      kind: z.enum(['miscarriage', 'stillbirth', 'babyDeath']),
      date: z.string(),
      /** The day her own postnatal care (check-ups, iron) counts from, after a stillbirth or her baby's death; else null (domain/schedule.ts ownPostnatalCareFrom). */
      ownCareFrom: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  /**
   * The mother's latest weight with its date: the latest visit's weight, else the weight at registration.
   * `bmi` (and `report.bmi`) is this weight with her height: the one BMI every screen shows.
   */
  latestWeight: z.object({ kg: z.number(), date: z.string(), heightInches: z.number().nullable(), bmi: z.number().nullable() }).nullable().optional(),
  /** Every living baby of the account, first baby first: name ('' until named), birth values, latest weight and length with their dates. */
  babies: z
    .array(
      z.object({
        _id: z.string(),
        name: z.string(),
        sex: z.enum(GENDERS),
        birthDate: z.string(),
        birthWeight: z.number().nullable(),
        birthHeight: z.number().nullable(),
        latestWeight: z.object({ grams: z.number(), date: z.string() }).nullable(),
        latestLength: z.object({ inches: z.number(), date: z.string() }).nullable(),
      }),
    )
    .optional(),
});
/** See {@link ProviderSchema}. */
export type Provider = z.infer<typeof ProviderSchema>;

/** Login answer: a token only for an active account (spec §4 step 4-5). */
export const LoginResponseSchema = z.object({
  message: z.string(),
  token: z.string().optional(),
  provider: z.union([ProviderSchema, z.object({ active: z.literal(false) })]),
});
/** See {@link LoginResponseSchema}. */
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** `GET /provider/me`. */
export const MeResponseSchema = z.object({ provider: ProviderSchema });

/** `GET /provider/status`: is the session's account usable, and must it change its password. */
export const StatusResponseSchema = z.object({
  active: z.boolean(),
  registration_type: z.enum(REGISTRATION_TYPES),
  mustChangePassword: z.boolean(),
  sessionExpiresAt: z.string(),
});

/** `PATCH /provider/change-password` (docs/spec/decisions.md: no client rules; the server enforces these). */
export const ChangePasswordBodySchema = z
  .object({
    oldPassword: z
      .string({ error: 'validation.oldPassword.required' })
      .min(1, { error: 'validation.oldPassword.required' })
      .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.tooLong' }),
    newPassword: z
      .string({ error: 'validation.newPassword.required' })
      .min(PASSWORD_MIN_LENGTH, { error: 'validation.newPassword.tooShort' })
      .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.tooLong' }),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    error: 'validation.newPassword.sameAsOld',
    path: ['newPassword'],
  });

/**
 * What a service gets once a request has passed its schema (`z.output`: defaults applied, text
 * trimmed, numbers coerced), so services take these instead of typing bodies by hand.
 */
export type ChangePasswordBodyParsed = z.output<typeof ChangePasswordBodySchema>;
