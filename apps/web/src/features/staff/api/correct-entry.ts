import type { Correctable } from '@mamata/core/schemas/records';
import { staffApi } from '../staff-session.ts';

/** `PUT /staff/people/:id/:kind/:recordId`: corrects a visit, fetal weight, growth or item entry, with a reason. */
export function correctEntry(personId: string, kind: Correctable, recordId: string, body: Record<string, unknown>) {
  return staffApi.put<{ message: string }>(`/staff/people/${personId}/${kind}/${recordId}`, body);
}
