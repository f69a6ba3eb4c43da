import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AmbulanceBody, StaffAmbulancesResponseSchema, StaffSupportNumbersResponseSchema, SupportNumberBody } from '@mamata/core/schemas/staff-admin';
import { staffApi } from '../staff-session.ts';

/** Query keys of the support management screen. */
export const supportAdminKeys = {
  ambulances: ['staff', 'ambulances'] as const,
  numbers: ['staff', 'support-numbers'] as const,
};

/** The ambulances I manage or see. */
export const staffAmbulancesQuery = () =>
  queryOptions({
    queryKey: supportAdminKeys.ambulances,
    queryFn: () => staffApi.get<z.infer<typeof StaffAmbulancesResponseSchema>>('/staff/ambulances'),
  });

/** The support numbers I manage or see. */
export const staffSupportNumbersQuery = () =>
  queryOptions({
    queryKey: supportAdminKeys.numbers,
    queryFn: () => staffApi.get<z.infer<typeof StaffSupportNumbersResponseSchema>>('/staff/support-numbers'),
  });

type Saved = { message: string; id: string };

/** Adds an ambulance (no id) or changes one. */
export function saveAmbulance(id: string | null, body: Partial<AmbulanceBody>) {
  return id ? staffApi.patch<Saved>(`/staff/ambulances/${id}`, body) : staffApi.post<Saved>('/staff/ambulances', body);
}

/** Adds a support number (no id) or changes one. */
export function saveSupportNumber(id: string | null, body: Partial<SupportNumberBody>) {
  return id ? staffApi.patch<Saved>(`/staff/support-numbers/${id}`, body) : staffApi.post<Saved>('/staff/support-numbers', body);
}
