import { z } from 'zod';
import { toAsciiDigits } from '../preferences.ts';
import { mobileNumberSchema, requiredText } from './common.ts';
import { PeopleQuerySchema } from './staff.ts';

/**
 * The staff console's inbox and support management ("Manage ambulances and support
 * numbers; read and mark handled the contact, newsletter, health-post (siren) and help messages
 * addressed to them; export newsletter subscribers as CSV"). Field names of ambulances and support
 * numbers follow spec §3 `numbers.ambulences[]` / `numbers.support_numbers[]`.
 */

/**
 * Kinds of inbox messages: siren (urgent: the public or her app's emergency button, or the AI doctor's
 * danger sign), review (a question the AI doctor was not sure of) and help go to a health post, contact
 * to the deployment.
 */
export const INBOX_KINDS = ['siren', 'help', 'contact', 'review'] as const;
/** See {@link INBOX_KINDS}. */
export type InboxKind = (typeof INBOX_KINDS)[number];
/** Open (not yet handled) or handled. */
export const INBOX_STATUSES = ['open', 'handled'] as const;

/** `GET /staff/inbox?kind=&status=&page=&limit=`. */
export const InboxQuerySchema = z
  .object({
    kind: z.enum(INBOX_KINDS, { error: 'validation.inbox.kind' }).default('siren'),
    status: z.enum(INBOX_STATUSES, { error: 'validation.inbox.status' }).default('open'),
  })
  .extend(PeopleQuerySchema.pick({ page: true, limit: true }).shape);

/** One message of the inbox; fields a kind does not have are null. */
export const InboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  mobile_number: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** A siren pressed on a phone that was offline: when she pressed it (createdAt is when it arrived). Null otherwise. */
  pressedAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** Full name of the staff member who marked it handled. */
  handledBy: z.string().nullable(),
  /** Siren and help: the spec's `for` (Mayor or Health-Office). */
  recipient: z.string().nullable(),
  healthPost: z.object({ id: z.number().int(), name: z.string(), name_ne: z.string() }).nullable(),
  /** Help (and a logged-in siren): the mother or baby account that sent it. */
  provider: z.object({ id: z.string(), full_name: z.string() }).nullable(),
  /**
   * Siren and help: whether the sender's number is registered at that health post (a public siren
   * from an unknown number may be a real emergency or a prank; the inbox says which). Null for contact.
   */
  senderRegistered: z.boolean().nullable(),
  /** Contact form only. */
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  subject: z.string().nullable(),
  /**
   * An AI doctor item (siren or review): the signs found, the words of her question that showed each
   * (`evidence`) and the numbers read ("BP 170/110"), so the nurse sees why. Null for other messages.
   */
  aiFindings: z
    .object({
      signs: z.array(z.object({ id: z.string(), label_en: z.string(), label_ne: z.string(), evidence: z.array(z.string()) })),
      readings: z.array(z.string()),
    })
    .nullable(),
});
/** See {@link InboxMessageSchema}. */
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** `GET /staff/inbox` answer. */
export const InboxResponseSchema = z.object({ messages: z.array(InboxMessageSchema), total: z.number().int() });
/** See {@link InboxResponseSchema}. */
export type InboxResponse = z.infer<typeof InboxResponseSchema>;

/** `GET /staff/inbox/counts`: the kinds this staff member may read, and how many of each are open. */
export const InboxCountsSchema = z.object({
  kinds: z.array(z.enum(INBOX_KINDS)),
  open: z.object({ siren: z.number().int(), help: z.number().int(), contact: z.number().int(), review: z.number().int() }),
});
/** See {@link InboxCountsSchema}. */
export type InboxCounts = z.infer<typeof InboxCountsSchema>;

/** `:kind/:id` of an inbox message. */
export const InboxMessageParamsSchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: 'validation.inbox.kind' }),
  id: z.uuid({ error: 'validation.invalid' }),
});

/** `PATCH /staff/inbox/:kind/:id/handled`. */
export const SetHandledBodySchema = z.object({ handled: z.boolean({ error: 'validation.inbox.handled' }) });

/** Ambulance states the console offers; 'Available' shows green to mothers (spec §3), others red. */
export const AMBULANCE_STATUSES = ['Available', 'On a call', 'Out of service'] as const;

/**
 * A phone number of a support line: a mobile, a landline with its area code (01-4350010) or a
 * short code such as 102 (packages/core/src/reference/sources/nepal-emergency-numbers.json). Spaces, dashes,
 * brackets and Devanagari digits are accepted and normalised away; a leading + is kept.
 */
export const supportPhoneSchema = z
  .string({ error: 'validation.phone.required' })
  .transform((v) => toAsciiDigits(v).replace(/[\s\-().]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.phone.required' })
      .regex(/^\+?\d{3,15}$/, { error: 'validation.phone.invalid' }),
  );

/** Which health post an entry belongs to: an id, or null for the whole palika. */
const healthPostIdSchema = z.coerce
  .number({ error: 'errors.unknownHealthPost' })
  .int({ error: 'errors.unknownHealthPost' })
  .positive({ error: 'errors.unknownHealthPost' })
  .max(2_147_483_647, { error: 'errors.unknownHealthPost' })
  .nullable();

/** An optional text in Nepali beside a required one: trimmed, empty is none (null). */
const optionalNepali = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.invalid' })
    .transform((v) => v || null)
    .nullable()
    .optional();

/** The fields of an ambulance, all required (no defaults, so a partial change names only what changes). */
const ambulanceFields = z.object({
  driver_name: requiredText('validation.ambulance.driverName', 80),
  /** Optional: the driver's name in Nepali (empty: none). */
  driver_name_ne: optionalNepali(80),
  mobile_number: mobileNumberSchema('validation.ambulance.mobile'),
  ambulance_number: requiredText('validation.ambulance.number', 30),
  /** Optional: the plate in Devanagari (empty: none). */
  ambulance_number_ne: optionalNepali(30),
  ambulance_status: z.enum(AMBULANCE_STATUSES, { error: 'validation.ambulance.status' }),
  /** null: the whole palika. Omitted on creation: the staff member's own health post (a palika admin's: the palika). */
  healthPostId: healthPostIdSchema,
  active: z.boolean({ error: 'validation.invalid' }),
});

/** `POST /staff/ambulances`. */
export const AmbulanceBodySchema = ambulanceFields.extend({
  ambulance_status: ambulanceFields.shape.ambulance_status.default('Available'),
  healthPostId: healthPostIdSchema.optional(),
  active: ambulanceFields.shape.active.default(true),
});
/** See {@link AmbulanceBodySchema}. */
export type AmbulanceBody = z.input<typeof AmbulanceBodySchema>;
/** `PATCH /staff/ambulances/:id`: any of the fields. */
export const AmbulancePatchSchema = ambulanceFields.partial();

/** The fields of a support number (see {@link ambulanceFields}). */
const supportNumberFields = z.object({
  name: requiredText('validation.supportNumber.name', 80),
  /** Optional: the name in Nepali, for Nepali readers (empty: none). */
  name_ne: optionalNepali(80),
  contact_number: supportPhoneSchema,
  healthPostId: healthPostIdSchema,
  active: z.boolean({ error: 'validation.invalid' }),
});

/** `POST /staff/support-numbers`. */
export const SupportNumberBodySchema = supportNumberFields.extend({
  healthPostId: healthPostIdSchema.optional(),
  active: supportNumberFields.shape.active.default(true),
});
/** See {@link SupportNumberBodySchema}. */
export type SupportNumberBody = z.input<typeof SupportNumberBodySchema>;
/** `PATCH /staff/support-numbers/:id`: any of the fields. */
export const SupportNumberPatchSchema = supportNumberFields.partial();

/** Where an ambulance or support number belongs, and whether this staff member may change it. */
const placed = {
  id: z.string(),
  active: z.boolean(),
  /** null: the whole palika. */
  healthPost: z.object({ id: z.number().int(), name: z.string(), name_ne: z.string() }).nullable(),
  /** A health post's staff see the palika-wide entries but only a palika admin changes them. */
  editable: z.boolean(),
};

/** An ambulance as the console shows it. */
export const StaffAmbulanceSchema = z.object({
  ...placed,
  driver_name: z.string(),
  driver_name_ne: z.string().nullable(),
  ambulance_number_ne: z.string().nullable(),
  mobile_number: z.string(),
  ambulance_number: z.string(),
  ambulance_status: z.string(),
});
/** See {@link StaffAmbulanceSchema}. */
export type StaffAmbulance = z.infer<typeof StaffAmbulanceSchema>;

/** A support number as the console shows it. */
export const StaffSupportNumberSchema = z.object({ ...placed, name: z.string(), name_ne: z.string().nullable(), contact_number: z.string() });
/** See {@link StaffSupportNumberSchema}. */
export type StaffSupportNumber = z.infer<typeof StaffSupportNumberSchema>;

/** `GET /staff/ambulances`. */
export const StaffAmbulancesResponseSchema = z.object({ ambulances: z.array(StaffAmbulanceSchema) });
/** `GET /staff/support-numbers`. */
export const StaffSupportNumbersResponseSchema = z.object({ support_numbers: z.array(StaffSupportNumberSchema) });

/** `:id` of an ambulance or support number. */
export const SupportEntryParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/**
 * What a service gets once a request has passed its schema (`z.output`: defaults applied, text
 * trimmed, numbers coerced), so services take these instead of typing bodies by hand.
 */
export type InboxQueryParsed = z.output<typeof InboxQuerySchema>;
