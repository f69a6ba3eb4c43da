import { z } from 'zod';

/** `POST /provider/subscribe` (spec §5: email required, "Please enter your email address!"). */
export const SubscribeBodySchema = z.object({
  email: z
    .string({ error: 'validation.email.required' })
    .trim()
    .min(1, { error: 'validation.email.required' })
    .max(254, { error: 'validation.email.invalid' })
    .pipe(z.email({ error: 'validation.email.invalid' })),
});
/** See {@link SubscribeBodySchema}. */
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;
