import type { CreatedResponse } from '@mamata/core/errors';
import type { AmbulanceBody } from '@mamata/core/schemas/staff-admin';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** An ambulance to add (no id) or change, and its values (only the changed ones for a change). */
export type SaveAmbulance = { id: string | null; body: Partial<AmbulanceBody> };

/** `POST /staff/ambulances` (no id: adds one) or `PATCH /staff/ambulances/:id` (changes one). */
export function saveAmbulance(id: string | null, body: Partial<AmbulanceBody>) {
  return id ? staffApi.patch<CreatedResponse>(`/staff/ambulances/${id}`, body) : staffApi.post<CreatedResponse>('/staff/ambulances', body);
}

/** Adding, changing, deactivating or reactivating an ambulance; the ambulances are fetched again. */
export function useSaveAmbulance(config?: MutationConfig<CreatedResponse, SaveAmbulance>) {
  return useWriteMutation(({ id, body }: SaveAmbulance) => saveAmbulance(id, body), [staffKeys.ambulances()], config);
}
