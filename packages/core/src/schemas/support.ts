import { z } from 'zod';
import { requiredText } from './common.ts';

/** Longest help or emergency message a mother can send (a few SMS worth; the inbox shows it whole). */
export const HELP_MESSAGE_MAX_LENGTH = 1000;

/** An ambulance she can call (spec §3 `numbers.ambulences[]`; 'Available' shows green, anything else red). */
export const AmbulanceSchema = z.object({
  _id: z.string(),
  driver_name: z.string(),
  /** Not in the spec: the driver's name in Nepali, shown instead of `driver_name` in Nepali (null: none given). */
  driver_name_ne: z.string().nullable(),
  mobile_number: z.string(),
  ambulance_number: z.string(),
  /** Not in the spec: the plate in Devanagari, shown instead of `ambulance_number` in Nepali (null: none given). */
  ambulance_number_ne: z.string().nullable(),
  ambulance_status: z.string(),
});
/** See {@link AmbulanceSchema}. */
export type Ambulance = z.infer<typeof AmbulanceSchema>;

/** A support contact (spec §3 `numbers.support_numbers[]`). */
export const SupportNumberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Not in the spec: the name in Nepali, shown instead of `name` in Nepali (null: none given). */
  name_ne: z.string().nullable(),
  contact_number: z.string(),
});
/** See {@link SupportNumberSchema}. */
export type SupportNumber = z.infer<typeof SupportNumberSchema>;

/** The status of an ambulance that is free to come (spec §3: shown green). */
export const AMBULANCE_AVAILABLE = 'Available';

/**
 * `GET /support/provider/numbers` (spec §7): the ambulances and support numbers of her health post
 * and of her palika. The field name `ambulences` is the spec's spelling and is kept as it is.
 */
export const SupportNumbersResponseSchema = z.object({
  numbers: z.object({
    ambulences: z.array(AmbulanceSchema),
    support_numbers: z.array(SupportNumberSchema),
  }),
});
/** See {@link SupportNumbersResponseSchema}. */
export type SupportNumbersResponse = z.infer<typeof SupportNumbersResponseSchema>;

/** `POST /help/provider/post-help-message` (spec §5: required, "{label} is required!" with label 'message'). */
export const HelpMessageBodySchema = z.object({
  message: requiredText('validation.help.message', HELP_MESSAGE_MAX_LENGTH),
});
/** See {@link HelpMessageBodySchema}. */
export type HelpMessageBody = z.input<typeof HelpMessageBodySchema>;

/**
 * `POST /help/provider/health-post-siren`: the logged-in emergency button. The server fills in
 * what the public `provider/health-post-siren` asks for (her health post as `office_type`, her
 * mobile number, `for` = Health-Office) from her session, so it cannot be sent in anyone's name.
 */
export const EmergencySirenBodySchema = z.object({
  message: z.string().trim().max(HELP_MESSAGE_MAX_LENGTH, { error: 'validation.tooLong' }).optional().default(''),
  /**
   * When she pressed the button, for an alert kept on her phone while it was offline and sent once it was online
   * again (docs/decisions/024-offline-app.md). The server keeps it beside the time it arrived; a time after that
   * (a phone's clock ahead) is taken as the arrival.
   */
  pressed_at: z.iso.datetime({ offset: true }).optional(),
});
/** See {@link EmergencySirenBodySchema}. */
export type EmergencySirenBody = z.input<typeof EmergencySirenBodySchema>;

/** A health post of her palika (`GET /provider/health-posts`); `is_mine` marks her own. */
export const ProviderHealthPostSchema = z.object({
  office_type_id: z.number().int(),
  name: z.string(),
  name_ne: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  is_mine: z.boolean(),
});
/** See {@link ProviderHealthPostSchema}. */
export type ProviderHealthPost = z.infer<typeof ProviderHealthPostSchema>;

/** `GET /provider/health-posts`: her palika and its health posts, hers first, then by name. */
export const ProviderHealthPostsResponseSchema = z.object({
  palika: z.object({ name: z.string(), name_ne: z.string() }),
  healthPosts: z.array(ProviderHealthPostSchema),
});
/** See {@link ProviderHealthPostsResponseSchema}. */
export type ProviderHealthPostsResponse = z.infer<typeof ProviderHealthPostsResponseSchema>;
