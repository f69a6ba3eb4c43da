import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/items`: records a schedule item as given (ItemGivenBodySchema). */
export function recordItemGiven(personId: string, body: Record<string, unknown>) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/items`, body);
}
