import { staffApi } from '../staff-session.ts';

/**
 * `POST /staff/people/mother` or `/staff/people/baby`: registers a pregnant mother or a baby (the
 * values checked by RegisterMotherBodySchema or RegisterBabyBodySchema); the answer carries the new
 * account's one-time password, shown once to hand over.
 */
export function registerPerson(kind: 'mother' | 'baby', body: Record<string, unknown>) {
  return staffApi.post<{ id: string; oneTimePassword: string; message: string }>(`/staff/people/${kind}`, body);
}
