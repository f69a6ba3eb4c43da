import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/birth`: records a birth, once confirmed (docs/decisions/006); the values as BirthBodySchema checks them. */
export function recordBirth(personId: string, body: Record<string, unknown>) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/birth`, body);
}
