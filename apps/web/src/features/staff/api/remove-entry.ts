import type { Correctable } from '@mamata/core/schemas/records';
import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/:kind/:recordId/void`: removes an entry recorded by mistake, with a reason (kept server-side). */
export function removeEntry(personId: string, kind: Correctable, recordId: string, body: Record<string, unknown>) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/${kind}/${recordId}/void`, body);
}
