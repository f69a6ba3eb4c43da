import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffAmbulancesResponseSchema } from '@mamata/core/schemas/staff-admin';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /staff/ambulances`: the ambulances I manage or see. */
export function getAmbulances() {
  return staffApi.get<z.infer<typeof StaffAmbulancesResponseSchema>>('/staff/ambulances');
}

export const ambulancesQuery = () => queryOptions({ queryKey: staffKeys.ambulances(), queryFn: getAmbulances });

/** The ambulances of my health post or palika. */
export function useAmbulances() {
  return useQuery(ambulancesQuery());
}
