import { z } from 'zod';
import { mobileNumberSchema, requiredText } from './common.ts';

/** A required email address (spec §5: "Please enter your email address!"). */
const EmailSchema = z
  .string({ error: 'validation.email.required' })
  .trim()
  .min(1, { error: 'validation.email.required' })
  .max(254, { error: 'validation.email.invalid' })
  .pipe(z.email({ error: 'validation.email.invalid' }));

/** `POST /provider/subscribe` (spec §5: email required). */
export const SubscribeBodySchema = z.object({ email: EmailSchema });
/** See {@link SubscribeBodySchema}. */
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;

/**
 * `POST /provider/contact-us`. Fields are declared in the spec's checking order (§5: full name,
 * address, mobile number, email, subject, message); the form shows only the first failure.
 */
export const ContactBodySchema = z.object({
  full_name: requiredText('validation.contact.fullName', 100),
  address: requiredText('validation.contact.address', 200),
  mobile_number: mobileNumberSchema('validation.mobile.required'),
  email: EmailSchema,
  subject: requiredText('validation.contact.subject', 150),
  message: requiredText('validation.contact.message', 2000),
  /** The palika whose administrators should read it; without it, the system administrators do. */
  palikaId: z.uuid({ error: 'validation.invalid' }).optional(),
});
/** See {@link ContactBodySchema}. */
export type ContactBody = z.input<typeof ContactBodySchema>;
export { CONTACT_FIELDS } from './contact-fields.ts';

/** Spec §3: the recipient is the Mayor when the box is ticked, otherwise the health office. */
export const SIREN_RECIPIENTS = ['Mayor', 'Health-Office'] as const;

/** `POST /provider/health-post-siren` (spec §3, §5; the message is optional, docs/spec/decisions.md). */
export const HealthPostSirenBodySchema = z.object({
  office_type: z.coerce
    .number({ error: 'validation.siren.healthPost' })
    .int({ error: 'validation.siren.healthPost' })
    .positive({ error: 'validation.siren.healthPost' })
    // a PostgreSQL integer: a larger number is no health post, not a server error
    .max(2_147_483_647, { error: 'validation.siren.healthPost' }),
  mobile_number: mobileNumberSchema('validation.siren.mobileRequired'),
  for: z.enum(SIREN_RECIPIENTS, { error: 'validation.invalid' }).default('Health-Office'),
  message: z.string().trim().max(1000, { error: 'validation.tooLong' }).optional().default(''),
});
/** See {@link HealthPostSirenBodySchema}. */
export type HealthPostSirenBody = z.input<typeof HealthPostSirenBodySchema>;

/** A health post as the public lists show it (`office_type_id` is the option value, spec §3). */
export const OfficeSchema = z.object({
  office_type_id: z.number().int(),
  name: z.string(),
  name_ne: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  palika: z.string(),
  palika_ne: z.string(),
});
/** See {@link OfficeSchema}. */
export type Office = z.infer<typeof OfficeSchema>;
/** The all-offices list (spec §3: "list wrapped in offices"). */
export const OfficesResponseSchema = z.object({ offices: z.array(OfficeSchema) });

/** `GET /admin/login-bg-image/setting`: the picture behind the login form, if any. */
export const LoginBackgroundResponseSchema = z.object({
  setting: z.object({ login_bg_image: z.string().nullable() }),
});
