import type { z } from 'zod';
import type { RegisterBabyBody } from '@mamata/core/schemas/records';
import type { RegisterMotherBody, RegisterResponseSchema } from '@mamata/core/schemas/staff';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { saveThroughOutbox, type SaveAnswer } from '../outbox/outbox.ts';
import { staffKeys } from './staff-keys.ts';

export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export type RegisterBody = RegisterMotherBody | RegisterBabyBody;

/**
 * `POST /staff/people/mother` or `/staff/people/baby`: registers a pregnant mother or a baby, through the
 * outbox. The answer carries the new account's one-time password, shown once to hand over; saved offline,
 * it is shown when the outbox has sent it.
 */
export function registerPerson(kind: 'mother' | 'baby', body: RegisterBody) {
  return saveThroughOutbox<RegisterResponse>(kind === 'mother' ? 'registerMother' : 'registerBaby', null, `/staff/people/${kind}`, body);
}

/** Registering a mother or a baby; the people list is fetched again. */
export function useRegisterPerson(kind: 'mother' | 'baby', config?: MutationConfig<SaveAnswer<RegisterResponse>, RegisterBody>) {
  return useWriteMutation((body: RegisterBody) => registerPerson(kind, body), [staffKeys.people()], config);
}
