import type { SupportNumberBody } from '@mamata/core/schemas/staff-admin';
import { staffApi } from '../staff-session.ts';

type Saved = { message: string; id: string };

/** `POST /staff/support-numbers` (no id: adds one) or `PATCH /staff/support-numbers/:id` (changes one). */
export function saveSupportNumber(id: string | null, body: Partial<SupportNumberBody>) {
  return id ? staffApi.patch<Saved>(`/staff/support-numbers/${id}`, body) : staffApi.post<Saved>('/staff/support-numbers', body);
}
