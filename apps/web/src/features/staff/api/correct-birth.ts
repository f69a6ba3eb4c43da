import { staffApi } from '../staff-session.ts';

/** `PUT /staff/people/:id/births/:birthId`: corrects a birth entry, with a reason (docs/decisions/006); the values as CorrectBirthBodySchema checks them. */
export function correctBirth(personId: string, birthId: string, body: Record<string, unknown>) {
  return staffApi.put<{ message: string }>(`/staff/people/${personId}/births/${birthId}`, body);
}
