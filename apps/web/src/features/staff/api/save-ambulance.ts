import type { AmbulanceBody } from '@mamata/core/schemas/staff-admin';
import { staffApi } from '../staff-session.ts';

type Saved = { message: string; id: string };

/** `POST /staff/ambulances` (no id: adds one) or `PATCH /staff/ambulances/:id` (changes one). */
export function saveAmbulance(id: string | null, body: Partial<AmbulanceBody>) {
  return id ? staffApi.patch<Saved>(`/staff/ambulances/${id}`, body) : staffApi.post<Saved>('/staff/ambulances', body);
}
