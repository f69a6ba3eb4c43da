import { saveThroughOutbox } from '../outbox/outbox.ts';

/**
 * `POST /staff/people/mother` or `/staff/people/baby`: registers a pregnant mother or a baby (the values checked
 * by RegisterMotherBodySchema or RegisterBabyBodySchema), through the outbox. The answer carries the new
 * account's one-time password, shown once to hand over; saved offline, it is shown when the outbox has sent it.
 */
export function registerPerson(kind: 'mother' | 'baby', body: Record<string, unknown>) {
  return saveThroughOutbox<{ id: string; oneTimePassword: string; message: string }>(
    kind === 'mother' ? 'registerMother' : 'registerBaby',
    null,
    `/staff/people/${kind}`,
    body,
  );
}
