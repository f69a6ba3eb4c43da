import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffSupportNumbersResponseSchema } from '@mamata/core/schemas/staff-admin';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /staff/support-numbers`: the support numbers I manage or see. */
export function getSupportNumbers() {
  return staffApi.get<z.infer<typeof StaffSupportNumbersResponseSchema>>('/staff/support-numbers');
}

export const supportNumbersQuery = () => queryOptions({ queryKey: staffKeys.supportNumbers(), queryFn: getSupportNumbers });

/** The support numbers of my health post or palika. */
export function useSupportNumbers() {
  return useQuery(supportNumbersQuery());
}
